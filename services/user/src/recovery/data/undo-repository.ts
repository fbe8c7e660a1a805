// The undo tokens only: accounts are read and changed through the user repository.
import type { PoolClient } from '@glow/service-kit';

export interface EmailChangeUndo {
  id: string;
  userId: string;
  oldEmail: string;
}

export async function insertUndo(
  client: PoolClient,
  undo: { tokenHash: string; userId: string; oldEmail: string; newEmail: string; expiresAt: Date },
): Promise<void> {
  await client.query(
    `INSERT INTO identity.email_change_undos (token_hash, user_id, old_email, new_email, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [undo.tokenHash, undo.userId, undo.oldEmail, undo.newEmail, undo.expiresAt],
  );
}

/** The unused, unexpired undo with this hash, locked until commit. */
export async function lockLiveUndo(
  client: PoolClient,
  tokenHash: string,
): Promise<EmailChangeUndo | undefined> {
  const { rows } = await client.query<EmailChangeUndo>(
    `SELECT id, user_id AS "userId", old_email AS "oldEmail"
       FROM identity.email_change_undos
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      FOR UPDATE`,
    [tokenHash],
  );
  return rows[0];
}

export async function markUndoUsed(client: PoolClient, id: string): Promise<void> {
  await client.query('UPDATE identity.email_change_undos SET used_at = now() WHERE id = $1', [id]);
}

/**
 * Spends the user's other live undos made after `undo` (ids only grow): they undo changes this restore already
 * reverted, and the newer notices went to addresses that may be the thief's.
 */
export async function voidLaterUndos(client: PoolClient, undo: EmailChangeUndo): Promise<void> {
  await client.query(
    `UPDATE identity.email_change_undos SET used_at = now()
      WHERE user_id = $1 AND id > $2 AND used_at IS NULL`,
    [undo.userId, undo.id],
  );
}

/**
 * Spends every live undo of the user: after a password change, an undo link in an old mailbox (one the
 * owner may have moved away from because it was taken) must not restore that address and its reset code.
 */
export async function voidUndosOf(client: PoolClient, userId: string): Promise<void> {
  await client.query(
    'UPDATE identity.email_change_undos SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}
