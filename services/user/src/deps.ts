import { createMailer, createRateLimits, MailJobs, PeriodicJob, type RateLimits } from '@glow/service-kit';
import type { UserContext } from './config';
import { purgeEndedSessions } from './sessions/session-repository';

/** What the user service's hooks get from the kit: built once per running service. */
export interface UserDeps {
  /** Counted in Redis when REDIS_URL is set (one connection shared by every limiter), in memory otherwise. */
  limits: RateLimits;
  /** Sends queued mails (reset codes); `attach` starts it and its detach stops it. */
  mail: MailJobs;
  /** Deletes sessions (and their refresh tokens) a day after they ended, hourly. */
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
    sessionPurge: new PeriodicJob(
      'session-purge',
      60 * 60_000,
      async () => {
        const purged = await purgeEndedSessions(ctx.db.pool);
        if (purged > 0) logger.info({ purged }, 'ended sessions purged');
      },
      logger,
    ),
  };
}

/** On stop, after the server closed: the limiters' Redis connection goes last. */
export async function disposeUserDeps({ mail, limits, sessionPurge }: UserDeps): Promise<void> {
  await sessionPurge.stop();
  await mail.stop();
  await limits.close();
}
