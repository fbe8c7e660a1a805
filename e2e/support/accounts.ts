import { randomBytes } from 'node:crypto';
import type { User } from '@glow/contracts';
import { stackUnderTest } from './stack-info';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A username and email no earlier run on the same stack has used, e.g. `ada-3f9c1e`. */
export function newAccount(name: string): Account {
  const username = `${name}-${randomBytes(3).toString('hex')}`;
  return { username, email: `${username}@example.ng`, password: `pw-${randomBytes(6).toString('hex')}` };
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  body?: unknown;
}

/** Calls the stack's API through the gateway as `fetch` would; the caller checks the status. */
export function callApi(pathname: string, { method = 'GET', token, body }: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(new URL(pathname, stackUnderTest().url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectOk<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface SignedIn {
  token: string;
  user: User;
}

/** A registered account: its first token and user, and the password a browser signs in with. */
export interface Registered extends SignedIn {
  password: string;
}

/** POST /api/users/register: the account exists and its first token comes back. */
export async function registerAccount(account: Account): Promise<Registered> {
  const response = await callApi('/api/users/register', {
    method: 'POST',
    body: { ...account, confirmPassword: account.password },
  });
  return {
    ...(await expectOk<SignedIn>(response, `Registering ${account.username}`)),
    password: account.password,
  };
}
