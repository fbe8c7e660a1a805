import type { PoolClient } from '@glow/service-kit';
import { insertUndo } from './undo-repository';
import { newUndoToken, UNDO_LIFETIME_MS, undoTokenHash } from './undo-token';

/** Stores an undo for an email change in the change's transaction; the token goes only into the notice. */
export async function createEmailChangeUndo(
  client: PoolClient,
  change: { userId: string; oldEmail: string; newEmail: string },
): Promise<string> {
  const token = newUndoToken();
  await insertUndo(client, {
    ...change,
    tokenHash: undoTokenHash(token),
    expiresAt: new Date(Date.now() + UNDO_LIFETIME_MS),
  });
  return token;
}
