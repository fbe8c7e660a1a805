import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { generate } from 'otplib';
import { newAccount } from '../http-client';
import type { CookieCall } from './session-client';

/** A key for the secrets at rest, as make-secrets.sh makes one. */
export const testMfaKey = randomBytes(32).toString('base64');

/** The code an authenticator app shows `steps` time steps from now. */
export function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

export const methodsOf = (token: string) => (jwt.decode(token) as jwt.JwtPayload).amr as string[];

/** Registers an account and has an admin (`promoterToken`) make it an admin; answers its sign-in. */
export async function freshAdmin(call: CookieCall, promoterToken: string) {
  const account = newAccount('admin');
  const registered = await call('POST', '/api/users/register', { body: account });
  const id = (registered.body.user as { _id: string })._id;
  const promoted = await call('PUT', `/api/users/${id}`, { token: promoterToken, body: { isAdmin: true } });
  if (promoted.status !== 200) throw new Error(`promotion failed: ${promoted.status}`);
  const login = await call('POST', '/api/users/login', {
    body: { identifier: account.email, password: account.password },
  });
  return { ...account, id, token: login.body.token as string };
}

/** Enrols and confirms the admin's second factor; answers the secret and what the confirmation gave. */
export async function enrolled(call: CookieCall, admin: { token: string; password: string }) {
  const enrolment = await call('POST', '/api/users/mfa/enrol', {
    token: admin.token,
    body: { password: admin.password },
  });
  if (enrolment.status !== 200) throw new Error(`enrol failed: ${enrolment.status}`);
  const secret = enrolment.body.secret as string;
  const code = await codeAt(secret);
  const confirmed = await call('POST', '/api/users/mfa/confirm', { token: admin.token, body: { code } });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
  return {
    secret,
    token: confirmed.body.token as string,
    recoveryCodes: confirmed.body.recoveryCodes as string[],
    /** The code the confirmation used up. */
    code,
  };
}
