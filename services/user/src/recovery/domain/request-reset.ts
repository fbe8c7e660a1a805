import type { BaseConfig, MailJobs, PoolClient, ServiceContext } from '@glow/service-kit';
import type { ResetConfig } from '../../config';
import { findUserByEmail, type StoredUser } from '../../users/data/user-repository';
import { replaceResetCode } from '../data/reset-repository';
import { clock } from './clock';
import { generateResetCode, hashResetCode } from './reset-code';
import { resetCodeMail } from './reset-code-mail';

type ResetContext = ServiceContext<BaseConfig & ResetConfig>;

/** Stores a new code for the account and queues its mail, in the caller's transaction (wake the sender after commit). */
export async function queueResetCode(
  client: PoolClient,
  ctx: ResetContext,
  mail: MailJobs,
  account: Pick<StoredUser, '_id' | 'email' | 'username'>,
  code = generateResetCode(),
): Promise<void> {
  const now = clock.now();
  const minutes = ctx.config.RESET_CODE_TTL_MINUTES;
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  await replaceResetCode(client, account._id, hashResetCode(code), now, expiresAt);
  await mail.enqueue(client, resetCodeMail(account.email, account.username, code, minutes));
}

/**
 * Makes and stores a code for a registered email and queues its mail in the same transaction, so
 * a restart cannot lose it; an unknown email costs the same code and hash work and queues nothing.
 * Answers whether a mail was queued (for the caller to wake the sender, never for the client).
 */
export async function requestReset(ctx: ResetContext, mail: MailJobs, email: string): Promise<boolean> {
  const code = generateResetCode();
  hashResetCode(code); // the same work whether or not the email is known
  const account = await findUserByEmail(ctx.db.pool, email);
  if (!account) return false;
  await ctx.db.transaction((client) => queueResetCode(client, ctx, mail, account, code));
  return true;
}
