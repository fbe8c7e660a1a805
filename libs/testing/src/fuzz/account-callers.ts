import { randomUUID } from 'node:crypto';
import type { FuzzCallers } from './fuzz-api';

export interface AdminAccount {
  identifier: string;
  password: string;
}

async function postJson(url: string, body: object): Promise<{ status: number; token?: string }> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { token } = (await answer.json()) as { token?: string };
  return { status: answer.status, ...(token ? { token } : {}) };
}

/**
 * Callers of the user service, which checks every token against its own accounts and sessions: a
 * shopper registered just now and the admin signed in anew (a fuzzed route may have ended the last
 * ones: logout, a new password).
 */
export async function accountCallers(userServiceUrl: string, admin: AdminAccount): Promise<FuzzCallers> {
  const name = `fuzz${randomUUID().slice(0, 12)}`;
  const password = 'fuzz-password-1';
  const shopper = await postJson(`${userServiceUrl}/api/users/register`, {
    username: name,
    email: `${name}@glow.test`,
    password,
    confirmPassword: password,
  });
  const signedIn = await postJson(`${userServiceUrl}/api/users/login`, admin);
  if (!shopper.token || !signedIn.token)
    throw new Error(`fuzz callers: register ${shopper.status}, admin sign-in ${signedIn.status}`);
  return { anonymous: undefined, shopper: shopper.token, admin: signedIn.token };
}
