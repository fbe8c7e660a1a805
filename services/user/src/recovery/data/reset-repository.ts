// The reset codes only: accounts are read and changed through the user repository.
import type { PoolClient, Queryable } from '@glow/service-kit';

const keepExpiredMs = 24 * 60 * 60_000;

/** Stores a new code and drops the user's earlier ones (and long-expired codes of anyone). */
export async function replaceResetCode(
  client: PoolClient,
  userId: string,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await client.query('DELETE FROM identity.password_resets WHERE user_id = $1 OR expires_at < $2', [
    userId,
    new Date(now.getTime() - keepExpiredMs),
  ]);
  await client.query(
    `INSERT INTO identity.password_resets (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [userId, codeHash, now, expiresAt],
  );
}

/** The live reset with this hash: unused and not expired at `now`; `lock` holds it until commit. */
export async function findLiveReset(
  db: Queryable,
  codeHash: string,
  now: Date,
  lock = false,
): Promise<{ id: string; userId: string } | undefined> {
  const { rows } = await db.query<{ id: string; userId: string }>(
    `SELECT id, user_id AS "userId" FROM identity.password_resets
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2${lock ? ' FOR UPDATE' : ''}`,
    [codeHash, now],
  );
  return rows[0];
}

export async function markResetUsed(client: PoolClient, id: string, now: Date): Promise<void> {
  await client.query('UPDATE identity.password_resets SET used_at = $2 WHERE id = $1', [id, now]);
}
