import type { MailJobs, PoolClient } from '@glow/service-kit';
import { insertUndo } from '../data/undo-repository';
import { emailChangedMail } from './email-changed-mail';
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

/**
 * Tells the old address of an email change, with the owner's undo link, in the change's
 * transaction; `byShop` when the shop's staff made it from the back office.
 */
export async function queueEmailChangeNotice(
  client: PoolClient,
  { config, mail }: { config: { SHOP_URL: string; SHOP_EMAIL: string }; mail: MailJobs },
  change: { userId: string; username: string; oldEmail: string; newEmail: string; byShop?: boolean },
): Promise<void> {
  const { username, byShop, ...undone } = change;
  await mail.enqueue(
    client,
    emailChangedMail({
      ...undone,
      username,
      changedAt: new Date(),
      shopUrl: config.SHOP_URL,
      shopEmail: config.SHOP_EMAIL,
      undoToken: await createEmailChangeUndo(client, undone),
      ...(byShop ? { byShop } : {}),
    }),
  );
}
