import { causeChain } from '../errors';
import { isDatabaseUnavailable } from './unavailable';

/**
 * SQLSTATE classes after which the same work may well succeed: 08 connection exception, 40
 * transaction rollback (serialization failure, deadlock), 53 insufficient resources (too many
 * connections), 57 operator intervention (statement timeout, server shutting down).
 */
const transientClasses = new Set(['08', '40', '53', '57']);
/** lock_not_available: NOWAIT or lock_timeout met a lock another transaction holds for now. */
const transientCodes = new Set(['55P03']);
/** Refusals at connect time, in case a driver reports them without their SQLSTATE. */
const transientMessages = /sorry, too many clients already|remaining connection slots are reserved/i;

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function isTransientAlone(error: unknown): boolean {
  const code = sqlState(error);
  if (code && (transientCodes.has(code) || transientClasses.has(code.slice(0, 2)))) return true;
  const message = error instanceof Error ? error.message : '';
  return transientMessages.test(message) || isDatabaseUnavailable(error);
}

/**
 * A database failure that says "try again later", not "this work is wrong": the database is
 * away or busy, or the transaction lost a race. Found anywhere in the error's `cause` chain.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  return causeChain(error).some(isTransientAlone);
}
