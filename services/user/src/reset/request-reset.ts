import type { BaseConfig, ServiceContext } from '@glow/service-kit';
import type { Mailer } from '../mail/mailer';
import { resetCodeMail } from '../mail/reset-code-mail';
import { clock } from './clock';
import type { ResetConfig } from './reset-config';
import { generateResetCode, hashResetCode } from './reset-code';
import { findAccountByEmail, replaceResetCode } from './reset-repository';

/**
 * Makes and stores a code for a registered email and hands back the mail to send; an unknown
 * email costs the same code and hash work and gives nothing back, so answers look alike.
 */
export async function requestReset(
  ctx: ServiceContext<BaseConfig & ResetConfig>,
  email: string,
): Promise<Parameters<Mailer['send']>[0] | undefined> {
  const code = generateResetCode();
  const codeHash = hashResetCode(code);
  const account = await findAccountByEmail(ctx.db.pool, email);
  if (!account) return undefined;
  const now = clock.now();
  const minutes = ctx.config.RESET_CODE_TTL_MINUTES;
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  await ctx.db.transaction((client) => replaceResetCode(client, account.id, codeHash, now, expiresAt));
  return resetCodeMail(account.email, account.username, code, minutes);
}
