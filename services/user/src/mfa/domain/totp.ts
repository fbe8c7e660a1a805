import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const issuer = 'Glow';

/** One step either side of now: a phone's clock a little off still signs in. */
const driftSeconds = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

/**
 * The time step of `code` when it is right and newer than `afterTimeStep` (the last accepted one,
 * so a code is never accepted twice); undefined otherwise.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | undefined,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: driftSeconds,
      ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
    });
    // A TOTP result (not HOTP's) carries the time step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // otplib throws when the last accepted step lies ahead of the clock (the server's clock went
    // back): no code is accepted until it catches up, as no newer one can exist yet.
    return undefined;
  }
}
