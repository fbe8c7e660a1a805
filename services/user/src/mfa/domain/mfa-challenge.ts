import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@glow/service-kit';
import { hasConfirmedFactor, insertChallenge } from '../data/mfa-repository';

/** Seconds between a right password and the code that completes the sign-in. */
export const challengeLifetimeSeconds = 300;

export interface SecondStepAnswer {
  mfaRequired: true;
  mfaToken: string;
  expiresIn: number;
}

/**
 * A random token (not a JWT, so no verifier of access tokens can take it for one), stored as
 * SHA-256 like the refresh tokens: 256 random bits need no slow hash.
 */
export function challengeHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** After the password: what the browser must send back with a code, when the account has a second factor. */
export async function secondStepIfEnrolled(
  client: Queryable,
  userId: string,
): Promise<SecondStepAnswer | undefined> {
  if (!(await hasConfirmedFactor(client, userId))) return undefined;
  const mfaToken = randomBytes(32).toString('base64url');
  await insertChallenge(client, {
    hash: challengeHash(mfaToken),
    userId,
    lifetimeSeconds: challengeLifetimeSeconds,
  });
  return { mfaRequired: true, mfaToken, expiresIn: challengeLifetimeSeconds };
}
