import type { Pool } from 'pg';
import type { Logger } from '../logger';

export interface RetentionSettings {
  /** Sent outbox rows older than this are deleted (they hold personal data and only grow). */
  sentRetentionMs: number;
  /** Ledger rows older than this are deleted; longer than the topics' retention, or a replay could apply twice. */
  ledgerRetentionMs: number;
  /** Rows per DELETE, so a large backlog never holds long locks. */
  batchSize?: number;
}

export interface Purged {
  outbox: number;
  processedEvents: number;
}

async function deleteInBatches(pool: Pool, statement: string, olderThanMs: number, batchSize: number) {
  let total = 0;
  for (;;) {
    const { rowCount } = await pool.query(statement, [olderThanMs, batchSize]);
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < batchSize) return total;
  }
}

/** Deletes sent outbox rows and consumer ledger rows past their retention, in batches. */
export async function purgeExpired(pool: Pool, schema: string, settings: RetentionSettings): Promise<Purged> {
  const batchSize = settings.batchSize ?? 1_000;
  const outbox = await deleteInBatches(
    pool,
    `DELETE FROM ${schema}.outbox WHERE id IN (
       SELECT id FROM ${schema}.outbox
       WHERE sent_at IS NOT NULL AND sent_at < now() - $1::double precision * interval '1 millisecond'
       ORDER BY id LIMIT $2)`,
    settings.sentRetentionMs,
    batchSize,
  );
  const processedEvents = await deleteInBatches(
    pool,
    `DELETE FROM ${schema}.processed_events WHERE (consumer_group, event_id) IN (
       SELECT consumer_group, event_id FROM ${schema}.processed_events
       WHERE processed_at < now() - $1::double precision * interval '1 millisecond'
       LIMIT $2)`,
    settings.ledgerRetentionMs,
    batchSize,
  );
  return { outbox, processedEvents };
}

/** Runs `purgeExpired` at start and then every `intervalMs`; a failed run is logged and retried next time. */
export function schedulePurge(
  pool: Pool,
  schema: string,
  settings: RetentionSettings,
  logger: Logger,
  intervalMs = 15 * 60_000,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpired(pool, schema, settings).then(
      (purged) => {
        if (purged.outbox + purged.processedEvents > 0)
          logger.info({ schema, ...purged }, 'expired rows deleted');
      },
      (error: unknown) =>
        logger.warn({ err: error, schema }, 'deleting expired outbox and ledger rows failed'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
