import type { EventEnvelope } from '@glow/contracts';
import type { Pool, PoolClient } from 'pg';
import { withTransaction } from '../db/transaction';

/**
 * Runs `effect` at most once per (group, event id): the ledger row and the effect commit in one
 * transaction, so a redelivered event is skipped and a crashed attempt leaves no trace.
 * Answers false when the event had already been processed.
 */
export async function consumeOnce(
  pool: Pool,
  schema: string,
  group: string,
  event: EventEnvelope,
  effect: (client: PoolClient) => Promise<void>,
): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO ${schema}.processed_events (consumer_group, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [group, event.id],
    );
    if (rowCount === 0) return false;
    await effect(client);
    return true;
  });
}
