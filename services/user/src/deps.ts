import {
  createMailer,
  createRateLimits,
  MailJobs,
  type PeriodicJob,
  type RateLimits,
} from '@glow/service-kit';
import type { UserContext } from './config';
import { sessionPurgeJob } from './sessions/jobs/session-purge';

/** What the user service's hooks get from the kit: built once per running service. */
export interface UserDeps {
  /** Counted in Redis when REDIS_URL is set (one connection shared by every limiter), in memory otherwise. */
  limits: RateLimits;
  /** Sends queued mails (reset codes), including those a previous run left; a worker. */
  mail: MailJobs;
  /** Deletes sessions (and their refresh tokens) a day after they ended, hourly; a worker. */
  sessionPurge: PeriodicJob;
}

export function createUserDeps(ctx: UserContext): UserDeps {
  const { config, logger } = ctx;
  return {
    limits: createRateLimits(
      { REDIS_URL: config.REDIS_URL, RATE_LIMIT_PREFIX: config.RATE_LIMIT_PREFIX },
      logger,
    ),
    mail: new MailJobs(ctx.db.pool, ctx.schema, createMailer(config, logger), config, logger),
    sessionPurge: sessionPurgeJob(ctx.db.pool, logger),
  };
}

/** On stop, once the server drained and the workers stopped: the limiters' Redis connection. */
export async function disposeUserDeps({ limits }: UserDeps): Promise<void> {
  await limits.close();
}
