import { badRequest, conflict, isUniqueViolation, notFound, type MailJobs } from '@glow/service-kit';
import type { UserContext } from '../../config';
import { endSessionsOf } from '../../sessions/domain/sessions';
import { findTaken, findUserById, updateUser } from '../../users/data/user-repository';
import { announceUpdate } from '../../users/domain/user-events';
import { lockLiveUndo, markUndoUsed, voidLaterUndos } from '../data/undo-repository';
import { queueResetCode } from './request-reset';
import { isUndoTokenShaped, undoTokenHash } from './undo-token';

export const invalidUndoLink = 'This link is invalid or has expired';
export const oldEmailTaken =
  'Your previous email address now belongs to another account, so it cannot be restored. Please write to us.';

/**
 * "This wasn't me": puts the old email back, signs every device out (the thief's too), spends the
 * token and sends a reset code to the restored address, all in one transaction. Answers the
 * restored address; the caller wakes the mail sender.
 */
export async function undoEmailChange(ctx: UserContext, mail: MailJobs, token: unknown): Promise<string> {
  if (!isUndoTokenShaped(token)) throw badRequest(invalidUndoLink);
  try {
    return await ctx.db.transaction(async (client) => {
      const undo = await lockLiveUndo(client, undoTokenHash(token));
      if (!undo) throw badRequest(invalidUndoLink);
      const locked = await findUserById(client, undo.userId, true);
      if (!locked) throw notFound('User not found');
      if ((await findTaken(client, { email: undo.oldEmail }, undo.userId)).email)
        throw conflict(oldEmailTaken);
      await updateUser(client, undo.userId, { email: undo.oldEmail });
      const user = await endSessionsOf(client, undo.userId, 'email-change-undone');
      if (!user) throw notFound('User not found');
      await markUndoUsed(client, undo.id);
      await voidLaterUndos(client, undo);
      await announceUpdate(ctx.outbox, client, user);
      await queueResetCode(client, ctx, mail, user);
      return user.email;
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    throw isUniqueViolation(error) ? conflict(oldEmailTaken) : error;
  }
}
