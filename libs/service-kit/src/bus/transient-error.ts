import { isTransientDatabaseError } from '../db/transient-errors';
import { causeChain } from '../errors';

/**
 * Thrown by a handler for a failure that waiting heals (an upstream service is unreachable):
 * the bus retries the event without limit instead of dead-lettering it.
 */
export class TransientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientError';
  }
}

/** Retried until it passes: a `TransientError` or a transient database error, however wrapped. */
export function isTransient(error: unknown): boolean {
  return causeChain(error).some((link) => link instanceof TransientError) || isTransientDatabaseError(error);
}
