import type { Queryable } from '@glow/service-kit';

export interface StoredFactor {
  secretEncrypted: Buffer;
  confirmed: boolean;
  lastTimeStep: number | undefined;
}

interface FactorRow {
  secret_encrypted: Buffer;
  confirmed: boolean;
  last_time_step: string | null;
}

function toFactor(row: FactorRow): StoredFactor {
  return {
    secretEncrypted: row.secret_encrypted,
    confirmed: row.confirmed,
    lastTimeStep: row.last_time_step === null ? undefined : Number(row.last_time_step),
  };
}

/** Starts (or restarts) an enrolment; answers false when the user already has a confirmed factor. */
export async function savePendingFactor(
  client: Queryable,
  userId: string,
  secretEncrypted: Buffer,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO identity.mfa_factors (user_id, secret_encrypted) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE
        SET secret_encrypted = EXCLUDED.secret_encrypted, created_at = now(), last_time_step = NULL
      WHERE identity.mfa_factors.confirmed_at IS NULL`,
    [userId, secretEncrypted],
  );
  return rowCount === 1;
}

/** The factor, its row locked: two checks of codes for one user queue here, so a code counts once. */
export async function lockFactor(client: Queryable, userId: string): Promise<StoredFactor | undefined> {
  const { rows } = await client.query<FactorRow>(
    `SELECT secret_encrypted, confirmed_at IS NOT NULL AS confirmed, last_time_step
       FROM identity.mfa_factors WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0] && toFactor(rows[0]);
}

export async function hasConfirmedFactor(client: Queryable, userId: string): Promise<boolean> {
  const { rows } = await client.query(
    'SELECT 1 FROM identity.mfa_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL',
    [userId],
  );
  return rows.length > 0;
}

export async function recordTimeStep(client: Queryable, userId: string, timeStep: number): Promise<void> {
  await client.query('UPDATE identity.mfa_factors SET last_time_step = $2 WHERE user_id = $1', [
    userId,
    timeStep,
  ]);
}

export async function confirmFactor(client: Queryable, userId: string, timeStep: number): Promise<void> {
  await client.query(
    'UPDATE identity.mfa_factors SET confirmed_at = now(), last_time_step = $2 WHERE user_id = $1',
    [userId, timeStep],
  );
}

export async function deleteFactor(client: Queryable, userId: string): Promise<void> {
  await client.query('DELETE FROM identity.mfa_recovery_codes WHERE user_id = $1', [userId]);
  await client.query('DELETE FROM identity.mfa_factors WHERE user_id = $1', [userId]);
}

/** The user's recovery codes become these (hashes), earlier ones stop working. */
export async function replaceRecoveryCodes(
  client: Queryable,
  userId: string,
  hashes: Buffer[],
): Promise<void> {
  await client.query('DELETE FROM identity.mfa_recovery_codes WHERE user_id = $1', [userId]);
  await client.query(
    `INSERT INTO identity.mfa_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::bytea[])`,
    [userId, hashes],
  );
}

/** Marks an unused code used; false when the user has no such unused code. */
export async function useRecoveryCode(client: Queryable, userId: string, hash: Buffer): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE identity.mfa_recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, hash],
  );
  return rowCount === 1;
}

export async function factorStatus(
  client: Queryable,
  userId: string,
): Promise<{ enrolled: boolean; recoveryCodesLeft: number }> {
  const { rows } = await client.query<{ enrolled: boolean; left: number }>(
    `SELECT EXISTS (SELECT 1 FROM identity.mfa_factors
                     WHERE user_id = $1 AND confirmed_at IS NOT NULL) AS enrolled,
            (SELECT count(*)::int FROM identity.mfa_recovery_codes
              WHERE user_id = $1 AND used_at IS NULL) AS left`,
    [userId],
  );
  return { enrolled: rows[0]!.enrolled, recoveryCodesLeft: rows[0]!.left };
}

export async function passwordHashOf(client: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await client.query<{ password_hash: string }>(
    'SELECT password_hash FROM identity.users WHERE id = $1',
    [userId],
  );
  return rows[0]?.password_hash;
}

/** A new challenge; the user's ended ones are deleted on the way, so the table stays small. */
export async function insertChallenge(
  client: Queryable,
  challenge: { hash: Buffer; userId: string; lifetimeSeconds: number },
): Promise<void> {
  await client.query(
    'DELETE FROM identity.mfa_challenges WHERE user_id = $1 AND (expires_at < now() OR used_at IS NOT NULL)',
    [challenge.userId],
  );
  await client.query(
    `INSERT INTO identity.mfa_challenges (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [challenge.hash, challenge.userId, challenge.lifetimeSeconds],
  );
}

/** The user of an open challenge (not expired, not used), optionally locked for its completion. */
export async function openChallengeUser(
  client: Queryable,
  hash: Buffer,
  lock = false,
): Promise<string | undefined> {
  const { rows } = await client.query<{ user_id: string }>(
    `SELECT user_id FROM identity.mfa_challenges
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()${lock ? ' FOR UPDATE' : ''}`,
    [hash],
  );
  return rows[0]?.user_id;
}

export async function markChallengeUsed(client: Queryable, hash: Buffer): Promise<void> {
  await client.query('UPDATE identity.mfa_challenges SET used_at = now() WHERE token_hash = $1', [hash]);
}
