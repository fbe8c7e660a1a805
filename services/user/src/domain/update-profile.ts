import { notFound } from '@glow/service-kit';
import type { UserContext } from '../config';
import { updateUser, type StoredUser } from '../data/user-repository';
import { hashPassword } from './password';
import { assertAvailable, withUniqueness } from './uniqueness';
import { announceUpdate } from './user-events';
import { revokeUserSessions } from '../sessions/session-repository';

export interface ProfileChanges {
  username?: string;
  email?: string;
  /** Absent keeps the current password. */
  password?: string;
}

/**
 * A new password bumps the token version, so every earlier token stops working, and ends every
 * other session of the account (`currentSession`, the device that asked, goes on).
 */
export async function updateProfile(
  ctx: UserContext,
  userId: string,
  changes: ProfileChanges,
  currentSession?: string,
): Promise<StoredUser> {
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  return withUniqueness(() =>
    ctx.db.transaction(async (client) => {
      await assertAvailable(client, changes, userId);
      const user = await updateUser(client, userId, {
        username: changes.username,
        email: changes.email,
        passwordHash,
        bumpTokenVersion: passwordHash !== undefined,
      });
      if (!user) throw notFound('User not found');
      if (passwordHash !== undefined)
        await revokeUserSessions(client, userId, 'password-change', currentSession);
      await announceUpdate(ctx.outbox, client, user);
      return user;
    }),
  );
}
