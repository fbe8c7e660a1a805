import { unauthorized, type Queryable } from '@glow/service-kit';
import type { UserContext } from '../../config';
import { startSession, type SignedIn } from '../../sessions/domain/sessions';
import type { TokenSigner } from '../../sessions/domain/token-signer';
import { findUserById } from '../../users/data/user-repository';
import { invalidCode } from './enrolment';
import { challengeHash } from './mfa-challenge';
import {
  lockFactor,
  markChallengeUsed,
  openChallengeUser,
  recordTimeStep,
  useRecoveryCode,
} from '../data/mfa-repository';
import { recoveryCodeHash } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { acceptedTimeStep } from './totp';

export const signInExpired = 'Sign-in expired, please log in again';

/** What completes a sign-in after the password: a code from the authenticator app, or a recovery code. */
export type SecondFactorProof = { code: string } | { recoveryCode: string };

/** Whose sign-in a second-step token continues, while it is open; for the per-account limit. */
export function challengedUser(client: Queryable, mfaToken: string): Promise<string | undefined> {
  return openChallengeUser(client, challengeHash(mfaToken));
}

/**
 * Completes a sign-in whose password was right: a current code newer than the last accepted one,
 * or an unused recovery code. The token completes one sign-in; a wrong code leaves it open for
 * another try (within the per-account limit).
 */
export async function completeSecondStep(
  ctx: UserContext,
  box: SecretBox,
  signer: TokenSigner,
  mfaToken: string,
  proof: SecondFactorProof,
): Promise<SignedIn> {
  const hash = challengeHash(mfaToken);
  return ctx.db.transaction(async (client) => {
    const userId = await openChallengeUser(client, hash, true);
    const factor = userId ? await lockFactor(client, userId) : undefined;
    if (!userId || !factor?.confirmed) throw unauthorized(signInExpired);
    if ('code' in proof) {
      const secret = box.open(factor.secretEncrypted, userId);
      const timeStep = await acceptedTimeStep(secret, proof.code, factor.lastTimeStep);
      if (timeStep === undefined) throw unauthorized(invalidCode);
      await recordTimeStep(client, userId, timeStep);
    } else if (!(await useRecoveryCode(client, userId, recoveryCodeHash(proof.recoveryCode)))) {
      throw unauthorized('Invalid recovery code');
    }
    await markChallengeUsed(client, hash);
    const user = await findUserById(client, userId);
    if (!user) throw unauthorized(signInExpired);
    return startSession(client, ctx, signer, user, { mfa: true });
  });
}
