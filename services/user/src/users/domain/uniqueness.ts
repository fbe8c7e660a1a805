import { conflict, isUniqueViolation, type AppError, type PoolClient } from '@glow/service-kit';
import { findTaken } from '../data/user-repository';

export const usernameTaken = 'Username is already taken';
export const emailTaken = 'Email is already registered';

/** Refuses a username or email another account holds, before writing. */
export async function assertAvailable(
  client: PoolClient,
  candidate: { username?: string; email?: string },
  exceptId?: string,
): Promise<void> {
  if (candidate.username === undefined && candidate.email === undefined) return;
  const taken = await findTaken(client, candidate, exceptId);
  if (taken.username) throw conflict(usernameTaken);
  if (taken.email) throw conflict(emailTaken);
}

/** A concurrent writer won the race past `assertAvailable`: the unique index says which field. */
export function conflictFrom(error: unknown): AppError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = (error as { constraint?: string }).constraint ?? '';
  return conflict(constraint.includes('username') ? usernameTaken : emailTaken);
}

/** Runs a write and turns a lost uniqueness race into the same 409 as the up-front check. */
export async function withUniqueness<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw conflictFrom(error) ?? error;
  }
}
