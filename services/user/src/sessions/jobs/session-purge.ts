import { PeriodicJob, type Logger, type Pool } from '@glow/service-kit';
import { purgeEndedSessions } from '../data/session-repository';

/** Deletes sessions (and their refresh tokens) a day after they ended, hourly. */
export function sessionPurgeJob(pool: Pool, logger: Logger): PeriodicJob {
  return new PeriodicJob(
    'session-purge',
    60 * 60_000,
    async () => {
      const purged = await purgeEndedSessions(pool);
      if (purged > 0) logger.info({ purged }, 'ended sessions purged');
    },
    logger,
  );
}
