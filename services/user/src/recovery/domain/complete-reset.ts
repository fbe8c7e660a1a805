import { badRequest, type BaseConfig, type ServiceContext } from '@glow/service-kit';
import type { ResetConfig } from '../../config';
import { revokeUserSessions } from '../../sessions/data/session-repository';
import { updateUser } from '../../users/data/user-repository';
import { hashPassword } from '../../users/domain/password';
import { announceUpdate } from '../../users/domain/user-events';
import { findLiveReset, markResetUsed } from '../data/reset-repository';
import { voidUndosOf } from '../data/undo-repository';
import { clock } from './clock';
import { hashResetCode } from './reset-code';

export const invalidCode = () => badRequest('Invalid or expired code');

export async function verifyResetCode(
  ctx: ServiceContext<BaseConfig & ResetConfig>,
  code: string,
): Promise<void> {
  const reset = await findLiveReset(ctx.db.pool, hashResetCode(code), clock.now());
  if (!reset) throw invalidCode();
}

/** Sets the new password, spends the code and revokes old tokens, with `user.updated` in the same commit. */
export async function completeReset(
  ctx: ServiceContext<BaseConfig & ResetConfig>,
  code: string,
  newPassword: string,
): Promise<void> {
  const codeHash = hashResetCode(code);
  if (!(await findLiveReset(ctx.db.pool, codeHash, clock.now()))) throw invalidCode();
  // Hashed outside the transaction: embedded PGlite runs one transaction at a time.
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (client) => {
    const now = clock.now();
    const reset = await findLiveReset(client, codeHash, now, true);
    if (!reset) throw invalidCode();
    // The token version moves on: every earlier token stops being accepted.
    const user = await updateUser(client, reset.userId, { passwordHash, bumpTokenVersion: true });
    if (!user) throw invalidCode();
    // Whoever knew the old password (or holds a session) is out: every session ends.
    await revokeUserSessions(client, user._id, 'password-reset');
    await voidUndosOf(client, user._id);
    await markResetUsed(client, reset.id, now);
    await announceUpdate(ctx.outbox, client, user);
  });
}
