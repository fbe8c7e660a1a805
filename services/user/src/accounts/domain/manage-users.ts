import {
  anyChanged,
  badRequest,
  changedFields,
  notFound,
  type ActingAdmin,
  type MailJobs,
} from '@glow/service-kit';
import type { UserContext } from '../../config';
import { queueEmailChangeNotice } from '../../recovery/domain/email-change-undo';
import { revokeUserSessions } from '../../sessions/data/session-repository';
import {
  deleteUser,
  findUserById,
  lockAdminIds,
  updateUser,
  type StoredUser,
} from '../../users/data/user-repository';
import { assertRenameAllowed } from '../../users/domain/reserved-username';
import { assertAvailable, withUniqueness } from '../../users/domain/uniqueness';
import { announceUpdate } from '../../users/domain/user-events';
import { recordUserAction, userOnRecord } from './admin-actions';

export const userNotFound = 'User not found';
export const cannotDemoteSelf = 'You cannot remove your own admin rights';
export const cannotDeleteSelf = 'You cannot delete your own account';
export const lastAdminDemote = 'The last admin cannot be demoted';
export const lastAdminDelete = 'The last admin cannot be removed';

/** What an admin's edit needs beyond the database: the notice to a changed address's old mailbox. */
export interface AdminEditDeps {
  mail: MailJobs;
}

export interface AdminChanges {
  username?: string;
  email?: string;
  isAdmin?: boolean;
}

/**
 * An admin edits another account. A change of role or email ends the account's sessions (its token
 * version moves on); a changed email is told to the old address with the owner's undo link, as when
 * the owner changes it, so an admin account in the wrong hands cannot move a shopper's account
 * silently (then reset its password). What changed is put on record as the admin's action.
 */
export async function adminUpdateUser(
  ctx: UserContext,
  { mail }: AdminEditDeps,
  admin: ActingAdmin,
  targetId: string,
  changes: AdminChanges,
): Promise<StoredUser> {
  const actorId = admin.actor.userId;
  return withUniqueness(() =>
    ctx.db.transaction(async (client) => {
      const demoting = changes.isAdmin === false;
      const admins = demoting ? await lockAdminIds(client) : [];
      const target = await findUserById(client, targetId, true);
      if (!target) throw notFound(userNotFound);
      if (demoting && target.isAdmin) {
        if (targetId === actorId) throw badRequest(cannotDemoteSelf);
        if (admins.length <= 1) throw badRequest(lastAdminDemote);
      }
      assertRenameAllowed(target.username, changes.username, ctx.config.ADMIN_USERNAME);
      await assertAvailable(client, changes, targetId);
      const roleChanges = changes.isAdmin !== undefined && changes.isAdmin !== target.isAdmin;
      const emailChanges =
        changes.email !== undefined && changes.email.toLowerCase() !== target.email.toLowerCase();
      const user = await updateUser(client, targetId, {
        ...changes,
        bumpTokenVersion: roleChanges || emailChanges,
      });
      if (!user) throw notFound(userNotFound);
      // A new role means new session lifetimes and (for admins) the second factor: sign in again.
      if (roleChanges) await revokeUserSessions(client, targetId, 'role-change');
      if (emailChanges) {
        await revokeUserSessions(client, targetId, 'email-change-by-admin');
        await queueEmailChangeNotice(
          client,
          { config: ctx.config, mail },
          {
            userId: targetId,
            username: user.username,
            oldEmail: target.email,
            newEmail: user.email,
            byShop: true,
          },
        );
      }
      await announceUpdate(ctx.outbox, client, user);
      const change = changedFields(userOnRecord(target), userOnRecord(user));
      if (anyChanged(change))
        await recordUserAction(client, ctx.outbox, {
          ...admin,
          action: 'user.updated',
          subject: { type: 'user', id: targetId },
          ...change,
        });
      return user;
    }),
  );
}

export async function adminDeleteUser(ctx: UserContext, admin: ActingAdmin, targetId: string): Promise<void> {
  await ctx.db.transaction(async (client) => {
    const admins = await lockAdminIds(client);
    const target = await findUserById(client, targetId, true);
    if (!target) throw notFound(userNotFound);
    if (targetId === admin.actor.userId) throw badRequest(cannotDeleteSelf);
    if (target.isAdmin && admins.length <= 1) throw badRequest(lastAdminDelete);
    await deleteUser(client, targetId);
    await ctx.outbox.add(client, 'user.deleted', { key: targetId, data: { _id: targetId } });
    await recordUserAction(client, ctx.outbox, {
      ...admin,
      action: 'user.deleted',
      subject: { type: 'user', id: targetId },
      before: userOnRecord(target),
    });
  });
}
