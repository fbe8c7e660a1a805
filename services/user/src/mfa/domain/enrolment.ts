import { AppError, conflict, notFound } from '@glow/service-kit';
import QRCode from 'qrcode';
import type { UserContext } from '../../config';
import { endSessionsOf, startSession, type SignedIn } from '../../sessions/domain/sessions';
import type { TokenSigner } from '../../sessions/domain/token-signer';
import { findUserById } from '../../users/data/user-repository';
import { announceUpdate } from '../../users/domain/user-events';
import {
  confirmFactor,
  deleteFactor,
  lockFactor,
  replaceRecoveryCodes,
  savePendingFactor,
} from '../data/mfa-repository';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { acceptedTimeStep, newTotpSecret, otpauthUrl } from './totp';

export const invalidCode = 'Invalid authentication code';

/** A wrong code from a signed-in admin: refused like a wrong current password (the session stays). */
const wrongCode = () => new AppError(403, invalidCode);

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  /** An SVG image as a data URL, for an <img>. */
  qrCode: string;
}

/** A new secret waiting for its first code; an earlier unconfirmed one is replaced. */
export async function startEnrolment(ctx: UserContext, box: SecretBox, userId: string): Promise<Enrolment> {
  const user = await findUserById(ctx.db.pool, userId);
  if (!user) throw notFound('User not found');
  const secret = newTotpSecret();
  if (!(await savePendingFactor(ctx.db.pool, userId, box.seal(secret, userId))))
    throw conflict('Two-factor sign-in is already on: turn it off before setting it up again');
  const url = otpauthUrl(secret, user.email);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2 });
  return {
    secret,
    otpauthUrl: url,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The first right code turns the factor on. Every earlier token lacks the second factor, so the
 * token version moves on and every session ends; the admin goes on in a new session that has it.
 */
export async function confirmEnrolment(
  ctx: UserContext,
  box: SecretBox,
  signer: TokenSigner,
  userId: string,
  code: string,
): Promise<{ signedIn: SignedIn; recoveryCodes: string[] }> {
  return ctx.db.transaction(async (client) => {
    const factor = await lockFactor(client, userId);
    if (!factor || factor.confirmed)
      throw conflict('No two-factor set-up is waiting for a code: start again');
    const timeStep = await acceptedTimeStep(box.open(factor.secretEncrypted, userId), code, undefined);
    if (timeStep === undefined) throw wrongCode();
    await confirmFactor(client, userId, timeStep);
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(client, userId, recoveryCodes.map(recoveryCodeHash));
    const user = await endSessionsOf(client, userId, 'mfa-enrolled');
    if (!user) throw notFound('User not found');
    await announceUpdate(ctx.outbox, client, user);
    return { signedIn: await startSession(client, ctx, signer, user, { mfa: true }), recoveryCodes };
  });
}

/** Where admins must have the second factor (ADMIN_MFA_REQUIRED), nobody turns it off. */
export function assertMayTurnOff(config: { ADMIN_MFA_REQUIRED: boolean }): void {
  if (config.ADMIN_MFA_REQUIRED)
    throw conflict('Two-factor sign-in is required for admin accounts, so it cannot be turned off');
}

/** Turns the factor off with a current code (the password was checked by the caller). */
export async function disableFactor(
  ctx: UserContext,
  box: SecretBox,
  userId: string,
  code: string,
): Promise<void> {
  await ctx.db.transaction(async (client) => {
    const factor = await lockFactor(client, userId);
    if (!factor?.confirmed) throw conflict('Two-factor sign-in is not on');
    const secret = box.open(factor.secretEncrypted, userId);
    if ((await acceptedTimeStep(secret, code, factor.lastTimeStep)) === undefined) throw wrongCode();
    await deleteFactor(client, userId);
  });
}
