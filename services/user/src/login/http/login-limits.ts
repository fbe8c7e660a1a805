import { clientAddressKey, type RateLimits } from '@glow/service-kit';
import type { Request, Response } from 'express';
import type { UserConfig } from '../../config';
import { failureLimit, type FailureLimit } from './failure-limit';
import type { KnownDevice } from './known-devices';

export const tooManyLogins = 'Too many login attempts, please try again later';

/** The counters a sign-in attempt answers to, and adds a failure to when its password is wrong. */
export interface LoginAttempt {
  /** The client's address (an IPv6 client's /56, as every limiter of the kit). */
  address: string;
  /** The account, whichever identifier named it; an unknown identifier counts alike, so a 429 tells no one it exists. */
  account: string;
  /** A known device of that account (its cookie), which answers for its own failures only. */
  device?: string;
}

export function loginAttempt(
  req: Request,
  identifier: string,
  accountId: string | undefined,
  device: KnownDevice | undefined,
): LoginAttempt {
  const known = accountId !== undefined && device?.userId === accountId;
  return {
    address: clientAddressKey(req),
    account: accountId ? `id:${accountId}` : `name:${identifier.toLowerCase()}`,
    ...(known ? { device: `${device.userId}:${device.deviceId}` } : {}),
  };
}

/**
 * Failures only, per address and per account apart (a wrong password counts on both; a sign-in
 * never counts). Many shoppers share one public address behind a carrier's NAT, so the address's
 * limit is generous and stops a spray over many accounts; the account's stops guessing one
 * password from anywhere. A known device of the account is refused only after failures of its own:
 * a stranger guessing the password, or a crowd behind the same address, does not lock its owner out.
 */
export interface LoginLimits {
  /** True when the attempt's failures are used up: a 429 has been answered. */
  refuse(attempt: LoginAttempt, res: Response): Promise<boolean>;
  /** Counts a wrong password; true when that went over a limit and answered 429. */
  countFailure(attempt: LoginAttempt, res: Response): Promise<boolean>;
}

type LoginLimitSettings = Pick<
  UserConfig,
  'LOGIN_RATE_LIMIT_PER_IP' | 'LOGIN_RATE_LIMIT_PER_ACCOUNT' | 'LOGIN_RATE_LIMIT_WINDOW_MS'
>;

export function loginLimits(config: LoginLimitSettings, limits: RateLimits): LoginLimits {
  const windowMs = config.LOGIN_RATE_LIMIT_WINDOW_MS;
  const limit = (name: string, failures: number) =>
    failureLimit(limits, { name, limit: failures, windowMs, message: tooManyLogins });
  const perAddress = limit('login-failures-ip', config.LOGIN_RATE_LIMIT_PER_IP);
  const perAccount = limit('login-failures-account', config.LOGIN_RATE_LIMIT_PER_ACCOUNT);
  const perDevice = limit('login-failures-device', config.LOGIN_RATE_LIMIT_PER_ACCOUNT);

  return {
    async refuse(attempt, res) {
      if (attempt.device) return perDevice.refuse(attempt.device, res);
      return (await perAddress.refuse(attempt.address, res)) || perAccount.refuse(attempt.account, res);
    },
    async countFailure(attempt, res) {
      const counters: [FailureLimit, string][] = [
        [perAddress, attempt.address],
        [perAccount, attempt.account],
      ];
      if (attempt.device) counters.push([perDevice, attempt.device]);
      for (const [counter, key] of counters) if (await counter.countFailure(key, res)) return true;
      return false;
    },
  };
}
