import type { Queryable } from '@glow/service-kit';

/**
 * The positions lock: the bytes of "msgseq" as one bigint, beyond the int4 range of the
 * `hashtext` keys the kit's migrations and outbox relay lock, so no other lock shares it.
 *
 * A send takes it exclusively before it draws its `seq` and keeps it until it commits; an unread
 * count takes it shared. So while a count runs, no message holds a drawn but uncommitted position:
 * every position up to the last one drawn is committed (or was rolled back and names no message),
 * and every message committed later draws a higher one. An answer `{ count, through }` therefore
 * counts or has read every message up to `through`, and a client that adds live messages with a
 * higher `seq` to that count never counts one twice nor misses one.
 */
const positionsLock = 120342424282481;

/** For a send: call before drawing a position; held until the transaction ends. */
export async function lockForNewPosition(client: Queryable): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(${positionsLock})`);
}

/** For an unread count: waits for sends in flight, lets other counts run alongside. */
export async function lockForCount(client: Queryable): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock_shared(${positionsLock})`);
}

/** The last position drawn (0 before the first message); call with the lock held. */
export async function lastPosition(client: Queryable): Promise<number> {
  const { rows } = await client.query<{ through: string }>(
    'SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS through FROM messaging.message_seq',
  );
  return Number(rows[0]!.through);
}
