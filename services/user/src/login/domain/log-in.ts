import type { UserContext } from '../../config';
import {
  findCredentials,
  publicUser,
  type Credentials,
  type StoredUser,
} from '../../users/data/user-repository';
import { hashPassword, verifyPassword } from '../../users/domain/password';

export const invalidCredentials = 'Invalid email/username or password';

let dummyHash: Promise<string> | undefined;

/** The account an email or username names (any case), with its password hash. */
export function findAccount(ctx: UserContext, identifier: string): Promise<Credentials | undefined> {
  return findCredentials(ctx.db.pool, identifier);
}

/** The user when `password` is the account's, else undefined; an unknown account costs the same hash as a known one. */
export async function checkPassword(
  account: Credentials | undefined,
  password: string,
): Promise<StoredUser | undefined> {
  if (!account) {
    dummyHash ??= hashPassword('not a real password');
    await verifyPassword(await dummyHash, password);
    return undefined;
  }
  if (!(await verifyPassword(account.passwordHash, password))) return undefined;
  return { ...publicUser(account), tokenVersion: account.tokenVersion };
}
