import type { Pool, PoolClient } from '@glow/service-kit';

export interface ResetAccount {
  id: string;
  username: string;
  email: string;
}

export interface UpdatedAccount extends ResetAccount {
  isAdmin: boolean;
  tokenVersion: number;
}

const keepExpiredMs = 24 * 60 * 60_000;

export async function findAccountByEmail(db: Pool, email: string): Promise<ResetAccount | undefined> {
  const { rows } = await db.query<ResetAccount>(
    'SELECT id, username, email FROM identity.users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

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
  db: Pool | PoolClient,
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

/** Sets the password and bumps the token version, which revokes every earlier token. */
export async function setPassword(
  client: PoolClient,
  userId: string,
  passwordHash: string,
): Promise<UpdatedAccount> {
  const { rows } = await client.query<UpdatedAccount>(
    `UPDATE identity.users
        SET password_hash = $2, token_version = token_version + 1, updated_at = now()
      WHERE id = $1
      RETURNING id, username, email, is_admin AS "isAdmin", token_version AS "tokenVersion"`,
    [userId, passwordHash],
  );
  const account = rows[0];
  if (!account) throw new Error(`user ${userId} of a live reset code is gone`);
  return account;
}
