import { AppError, type RateLimits } from '@glow/service-kit';
import type { RequestHandler } from 'express';
import type { UserContext } from '../../config';

const tooManyAttempts = 'Too many attempts, please try again later';

export interface MfaLimits {
  /** Per IP on the sign-in's second step, whatever account it names. */
  secondStepPerIp: RequestHandler;
  /** Counts one code check for the account; 429 past the limit, so six digits cannot be walked through. */
  countCodeCheck(userId: string): Promise<void>;
  /** Counts one current-password check (enrol, turn off) for the account: a stolen session is no password oracle. */
  countPasswordCheck(userId: string): Promise<void>;
}

export function mfaLimits(ctx: UserContext, limits: RateLimits): MfaLimits {
  const { config } = ctx;
  const windowMs = config.MFA_RATE_LIMIT_WINDOW_MS;
  const codeChecks = limits.keyed({
    name: 'mfa-code-account',
    limit: config.MFA_RATE_LIMIT_PER_ACCOUNT,
    windowMs,
  });
  const passwordChecks = limits.keyed({
    name: 'mfa-password-account',
    limit: config.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    windowMs: config.LOGIN_RATE_LIMIT_WINDOW_MS,
  });
  const counted = (limiter: (key: string) => Promise<boolean>) => async (userId: string) => {
    if (!(await limiter(userId))) throw new AppError(429, tooManyAttempts);
  };
  return {
    secondStepPerIp: limits.create({
      name: 'mfa-ip',
      limit: config.MFA_RATE_LIMIT_PER_IP,
      windowMs,
      message: tooManyAttempts,
    }),
    countCodeCheck: counted(codeChecks),
    countPasswordCheck: counted(passwordChecks),
  };
}
