import { badRequest, notFound } from '@glow/service-kit';
import type { UserContext } from '../config';
import { deleteUser, findUserById, lockAdminIds, updateUser, type StoredUser } from '../data/user-repository';
import { assertAvailable, withUniqueness } from './uniqueness';
import { announceUpdate } from './user-events';
import { revokeUserSessions } from '../sessions/session-repository';

export const userNotFound = 'User not found';
export const cannotDemoteSelf = 'You cannot remove your own admin rights';
export const cannotDeleteSelf = 'You cannot delete your own account';
export const lastAdminDemote = 'The last admin cannot be demoted';
export const lastAdminDelete = 'The last admin cannot be removed';

export interface AdminChanges {
  username?: string;
  email?: string;
  isAdmin?: boolean;
}

/** An admin edits another account; a change of role bumps its token version (old tokens stop). */
export async function adminUpdateUser(
  ctx: UserContext,
  actorId: string,
  targetId: string,
  changes: AdminChanges,
): Promise<StoredUser> {
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
      await assertAvailable(client, changes, targetId);
      const roleChanges = changes.isAdmin !== undefined && changes.isAdmin !== target.isAdmin;
      const user = await updateUser(client, targetId, { ...changes, bumpTokenVersion: roleChanges });
      if (!user) throw notFound(userNotFound);
      // A new role means new session lifetimes and (for admins) the second factor: sign in again.
      if (roleChanges) await revokeUserSessions(client, targetId, 'role-change');
      await announceUpdate(ctx.outbox, client, user);
      return user;
    }),
  );
}

export async function adminDeleteUser(ctx: UserContext, actorId: string, targetId: string): Promise<void> {
  await ctx.db.transaction(async (client) => {
    const admins = await lockAdminIds(client);
    const target = await findUserById(client, targetId, true);
    if (!target) throw notFound(userNotFound);
    if (targetId === actorId) throw badRequest(cannotDeleteSelf);
    if (target.isAdmin && admins.length <= 1) throw badRequest(lastAdminDelete);
    await deleteUser(client, targetId);
    await ctx.outbox.add(client, 'user.deleted', { key: targetId, data: { _id: targetId } });
  });
}
