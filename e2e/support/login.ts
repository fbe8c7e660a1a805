import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tokenAudience, tokenIssuer, type TokenClaims, type User } from '@glow/contracts';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
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

/**
 * Stores `token` in the page's localStorage as `authToken`, as a login would; the session of the next
 * page load fetches GET /api/users/profile with it.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  if (new URL(page.url()).origin !== new URL(stackUnderTest().url).origin) {
    // Any document of the origin gives access to its storage; this blank one boots no app.
    const blank = pageUrl('/__e2e-blank');
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
    );
    await page.goto(blank);
    await page.unroute(blank);
  }
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
}

/** Stores a signed token for the seeded admin (or for `claims`) and returns it (see `storeToken`). */
export async function loginAs(page: Page, claims?: TokenClaims): Promise<string> {
  const token = signToken(claims ?? (await seededAdmin()).claims);
  await storeToken(page, token);
  return token;
}
