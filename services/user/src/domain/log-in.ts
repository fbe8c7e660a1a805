import { unauthorized } from '@glow/service-kit';
import type { UserContext } from '../config';
import { findCredentials, publicUser, type StoredUser } from '../data/user-repository';
import { hashPassword, verifyPassword } from './password';

export const invalidCredentials = 'Invalid email/username or password';

let dummyHash: Promise<string> | undefined;

/** Checks an email-or-username and password; an unknown account costs the same hash as a known one. */
export async function logIn(ctx: UserContext, identifier: string, password: string): Promise<StoredUser> {
  const found = await findCredentials(ctx.db.pool, identifier);
  if (!found) {
    dummyHash ??= hashPassword('not a real password');
    await verifyPassword(await dummyHash, password);
    throw unauthorized(invalidCredentials);
  }
  if (!(await verifyPassword(found.passwordHash, password))) throw unauthorized(invalidCredentials);
  return { ...publicUser(found), tokenVersion: found.tokenVersion };
}
