import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tokenAudience, tokenIssuer, type TokenClaims, type User } from '@glow/contracts';
import { Client } from 'pg';
import type { APIResponse, Page } from 'playwright-core';
import type { Account, Registered, SignedIn } from './accounts';
import { pageUrl, stackUnderTest } from './stack-info';

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** An RS256 JWT signed with the runner's private key (`<GLOW_DATA_DIR>/keys`), as the user service signs. */
export function signToken(claims: TokenClaims, expiresInSeconds = 3600): string {
  const privateKey = readFileSync(path.join(stackUnderTest().dataDir, 'keys', 'jwt-private.pem'), 'utf8');
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      ...claims,
      iss: tokenIssuer,
      aud: tokenAudience,
      iat: now,
      exp: now + expiresInSeconds,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey, 'base64url');
  return `${header}.${payload}.${signature}`;
}

interface UserRow {
  id: string;
  username: string;
  email: string;
  is_admin: boolean;
  token_version: number;
}

/** The admin account the runner seeded, read from the stack's embedded database. */
export async function seededAdmin(): Promise<{ user: User; claims: TokenClaims }> {
  const { databaseUrl, adminEmail } = stackUnderTest();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<UserRow>(
      'SELECT id, username, email, is_admin, token_version FROM identity.users WHERE email = $1',
      [adminEmail],
    );
    const row = rows[0];
    if (!row) throw new Error(`The runner seeded no admin with the email ${adminEmail}`);
    return {
      user: { _id: row.id, username: row.username, email: row.email, isAdmin: row.is_admin },
      claims: { _id: row.id, isAdmin: row.is_admin, tv: row.token_version },
    };
  } finally {
    await client.end();
  }
}

/** The seeded admin's password: the runner generated it on its first start and keeps it in its data folder. */
export function seededAdminPassword(): string {
  return readFileSync(path.join(stackUnderTest().dataDir, 'admin-password'), 'utf8').trim();
}

/**
 * Leaves the page's origin as a sign-in leaves it: the `hasSession` flag tells the next page start
 * to restore the session from the refresh cookie (the token itself is never stored).
 */
async function markSignedIn(page: Page): Promise<void> {
  if (new URL(page.url()).origin !== new URL(stackUnderTest().url).origin) {
    // Any document of the origin gives access to its storage; this blank one boots no app.
    const blank = pageUrl('/__e2e-blank');
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
    );
    await page.goto(blank);
    await page.unroute(blank);
  }
  await page.evaluate(() => window.localStorage.setItem('hasSession', '1'));
}

async function answerOf(response: APIResponse, what: string): Promise<SignedIn> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as SignedIn;
}

/**
 * Signs the page's browser context in through `POST /api/users/login`, as the login form does: the
 * HttpOnly refresh cookie lands in the context, so the next page load (or a new tab of the same
 * context) restores the session from it. Returns the answer, whose access token the test may use
 * for API calls of its own.
 */
export async function signIn(
  page: Page,
  credentials: { identifier: string; password: string },
): Promise<SignedIn> {
  const answer = await answerOf(
    await page.context().request.post(pageUrl('/api/users/login'), { data: credentials }),
    `Signing ${credentials.identifier} in`,
  );
  await markSignedIn(page);
  return answer;
}

/** Signs the page's context in as an account `registerAccount` made (see `signIn`). */
export function signInAs(page: Page, registered: Registered): Promise<SignedIn> {
  return signIn(page, { identifier: registered.user.email, password: registered.password });
}

/** Registers `account` through `POST /api/users/register` in the page's context: signed in as `signIn` leaves it. */
export async function signUp(page: Page, account: Account): Promise<SignedIn> {
  const answer = await answerOf(
    await page.context().request.post(pageUrl('/api/users/register'), {
      data: { ...account, confirmPassword: account.password },
    }),
    `Registering ${account.username}`,
  );
  await markSignedIn(page);
  return answer;
}

/** Signs the page's context in as the seeded admin (see `signIn`); returns its access token. */
export async function loginAs(page: Page): Promise<string> {
  const { adminEmail } = stackUnderTest();
  return (await signIn(page, { identifier: adminEmail, password: seededAdminPassword() })).token;
}
