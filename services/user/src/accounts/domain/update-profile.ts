import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  type KeyedLimiter,
  type MailJobs,
  type Queryable,
} from '@glow/service-kit';
import type { UserContext } from '../../config';
import { voidUndosOf } from '../../recovery/data/undo-repository';
import { queueEmailChangeNotice } from '../../recovery/domain/email-change-undo';
import { endSessionsOf } from '../../sessions/domain/sessions';
import { findCredentials, findUserById, updateUser, type StoredUser } from '../../users/data/user-repository';
import { hashPassword, verifyPassword } from '../../users/domain/password';
import { assertRenameAllowed } from '../../users/domain/reserved-username';
import { assertAvailable, withUniqueness } from '../../users/domain/uniqueness';
import { announceUpdate } from '../../users/domain/user-events';

export const currentPasswordRequired =
  'Enter your current password to change your email, username or password';
export const currentPasswordIncorrect = 'Current password is incorrect';
export const tooManyAttempts = 'Too many attempts, please try again later';
export const changedMeanwhile = 'Your account changed meanwhile, please reload and try again';

export interface ProfileChanges {
  username?: string;
  email?: string;
  /** Absent keeps the current password. */
  password?: string;
  /** Needed when the email, the username or the password changes. */
  currentPassword?: string;
}

export interface ProfileUpdate {
  user: StoredUser;
  /** Every other session ended and earlier tokens died: the caller's session needs a new one. */
  tokensRevoked: boolean;
  /** A notice went into the mail queue (wake the sender after the answer). */
  noticeQueued: boolean;
}

export interface ProfileDeps {
  mail: MailJobs;
  /** Counts each check of the current password for an account; false past the limit. */
  passwordChecks: KeyedLimiter;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What takes over an account: a new email (a reset goes there), a new username (sign-in), a new password. */
function credentialChanges(stored: StoredUser, changes: ProfileChanges) {
  return {
    email: changes.email !== undefined && !same(changes.email, stored.email),
    username: changes.username !== undefined && !same(changes.username, stored.username),
    password: Boolean(changes.password),
  };
}

/** Checked before the hash is verified, so past the limit a guess learns nothing, right or wrong. */
async function assertCurrentPassword(
  db: Queryable,
  stored: StoredUser,
  currentPassword: string | undefined,
  passwordChecks: KeyedLimiter,
): Promise<void> {
  if (!currentPassword) throw badRequest(currentPasswordRequired);
  if (!(await passwordChecks(stored._id))) throw new AppError(429, tooManyAttempts);
  // Emails are unique, so the account found by the stored email is this one (checked anyway).
  const credentials = await findCredentials(db, stored.email);
  const matches =
    credentials?._id === stored._id && (await verifyPassword(credentials.passwordHash, currentPassword));
  if (!matches) throw forbidden(currentPasswordIncorrect);
}

/**
 * The password was checked (or found not needed) against the account as read before the
 * transaction: a change committed since (another device's new email or password) voids that.
 */
async function assertUnchangedSince(client: Queryable, read: StoredUser): Promise<void> {
  const locked = await findUserById(client, read._id, true);
  if (!locked) throw notFound('User not found');
  if (
    locked.email !== read.email ||
    locked.username !== read.username ||
    locked.tokenVersion !== read.tokenVersion
  )
    throw conflict(changedMeanwhile);
}

/**
 * Changing the email, the username or the password needs the current password. A new email or
 * password ends every other session (`currentSession`, the device that asked, goes on) and moves
 * the token version on, so every earlier token stops working; a new email also queues a notice to
 * the old address, in the same transaction, so the owner hears of it even if the service dies next,
 * with a link that undoes the change (see recovery/).
 */
export async function updateProfile(
  ctx: UserContext,
  { mail, passwordChecks }: ProfileDeps,
  userId: string,
  changes: ProfileChanges,
  currentSession?: string,
): Promise<ProfileUpdate> {
  const stored = await findUserById(ctx.db.pool, userId);
  if (!stored) throw notFound('User not found');
  const changing = credentialChanges(stored, changes);
  if (changing.email || changing.username || changing.password)
    await assertCurrentPassword(ctx.db.pool, stored, changes.currentPassword, passwordChecks);
  assertRenameAllowed(stored.username, changes.username, ctx.config.ADMIN_USERNAME);
  // Hashed outside the transaction: embedded PGlite runs one transaction at a time.
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  const tokensRevoked = changing.email || changing.password;
  const result = await withUniqueness(() =>
    ctx.db.transaction(async (client) => {
      await assertUnchangedSince(client, stored);
      await assertAvailable(client, changes, userId);
      let user = await updateUser(client, userId, {
        username: changes.username,
        email: changes.email,
        passwordHash,
      });
      if (!user) throw notFound('User not found');
      if (tokensRevoked) {
        const reason = changing.password ? 'password-change' : 'email-change';
        user = (await endSessionsOf(client, userId, reason, currentSession)) ?? user;
      }
      if (changing.password) await voidUndosOf(client, userId);
      if (changing.email) {
        await queueEmailChangeNotice(
          client,
          { config: ctx.config, mail },
          {
            userId,
            username: user.username,
            oldEmail: stored.email,
            newEmail: user.email,
          },
        );
      }
      await announceUpdate(ctx.outbox, client, user);
      return user;
    }),
  );
  return { user: result, tokensRevoked, noticeQueued: changing.email };
}
