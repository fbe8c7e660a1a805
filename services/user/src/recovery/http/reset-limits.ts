import type { BaseConfig, RateLimits, ServiceContext } from '@glow/service-kit';
import type { Request, RequestHandler } from 'express';
import type { ResetConfig } from '../../config';

const accountOf = (req: Request) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * forgot-password: per IP and per email. Code checks (verify and reset share one budget): per IP,
 * and a global cap because a code names no account, so spreading guesses over many IPs still hits it.
 */
export function resetLimits(
  ctx: ServiceContext<BaseConfig & ResetConfig>,
  limits: RateLimits,
): {
  forgot: RequestHandler[];
  codeCheck: RequestHandler[];
} {
  const windowMs = ctx.config.RESET_RATE_LIMIT_WINDOW_MS;
  const message = 'Too many attempts, please try again later';
  return {
    forgot: [
      limits.create({
        name: 'reset-forgot-ip',
        limit: ctx.config.RESET_RATE_LIMIT_PER_IP,
        windowMs,
        message,
      }),
      limits.create({
        name: 'reset-forgot-account',
        limit: ctx.config.RESET_RATE_LIMIT_PER_ACCOUNT,
        windowMs,
        message,
        key: (req) => `email:${accountOf(req)}`,
      }),
    ],
    codeCheck: [
      limits.create({
        name: 'reset-code-ip',
        limit: ctx.config.RESET_RATE_LIMIT_PER_IP,
        windowMs,
        message,
      }),
      limits.create({
        name: 'reset-code-all',
        limit: ctx.config.RESET_RATE_LIMIT_GLOBAL,
        windowMs,
        message,
        key: () => 'all',
      }),
    ],
  };
}
