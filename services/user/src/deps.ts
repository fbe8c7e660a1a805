import { createMailer, createRateLimits, MailJobs, type RateLimits } from '@glow/service-kit';
import type { UserContext } from './config';

/** What the user service's hooks get from the kit: built once per running service. */
export interface UserDeps {
  /** Counted in Redis when REDIS_URL is set (one connection shared by every limiter), in memory otherwise. */
  limits: RateLimits;
  /** Sends queued mails (reset codes); `attach` starts it and its detach stops it. */
  mail: MailJobs;
}

export function createUserDeps(ctx: UserContext): UserDeps {
  const { config, logger } = ctx;
  return {
    limits: createRateLimits(
      { REDIS_URL: config.REDIS_URL, RATE_LIMIT_PREFIX: config.RATE_LIMIT_PREFIX },
      logger,
    ),
    mail: new MailJobs(ctx.db.pool, ctx.schema, createMailer(config, logger), config, logger),
  };
}

/** On stop, after the server closed: the limiters' Redis connection goes last. */
export async function disposeUserDeps({ mail, limits }: UserDeps): Promise<void> {
  await mail.stop();
  await limits.close();
}
