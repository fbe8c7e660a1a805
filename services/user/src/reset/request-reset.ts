import type { BaseConfig, MailJobs, ServiceContext } from '@glow/service-kit';
import { findUserByEmail } from '../data/user-repository';
import { resetCodeMail } from '../mail/reset-code-mail';
import { clock } from './clock';
import type { ResetConfig } from './reset-config';
import { generateResetCode, hashResetCode } from './reset-code';
import { replaceResetCode } from './reset-repository';

/**
 * Makes and stores a code for a registered email and queues its mail in the same transaction, so
 * a restart cannot lose it; an unknown email costs the same code and hash work and queues nothing.
 * Answers whether a mail was queued (for the caller to wake the sender, never for the client).
 */
export async function requestReset(
  ctx: ServiceContext<BaseConfig & ResetConfig>,
  mail: MailJobs,
  email: string,
): Promise<boolean> {
  const code = generateResetCode();
  const codeHash = hashResetCode(code);
  const account = await findUserByEmail(ctx.db.pool, email);
  if (!account) return false;
  const now = clock.now();
  const minutes = ctx.config.RESET_CODE_TTL_MINUTES;
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  await ctx.db.transaction(async (client) => {
    await replaceResetCode(client, account._id, codeHash, now, expiresAt);
    await mail.enqueue(client, resetCodeMail(account.email, account.username, code, minutes));
  });
  return true;
}
