/** Exponential backoff: the first retry waits `initialDelayMs`, each later one twice as long, capped at `maxDelayMs`. */
export interface Backoff {
  initialDelayMs: number;
  maxDelayMs: number;
}

/** The wait before retry number `attempt` (1 for the first retry). */
export function backoffDelay(backoff: Backoff, attempt: number): number {
  return Math.min(backoff.maxDelayMs, backoff.initialDelayMs * 2 ** (attempt - 1));
}

/** Starting a bus or rebuilding a crashed Kafka consumer while the brokers are away. */
export const busRestartBackoff: Backoff = { initialDelayMs: 1_000, maxDelayMs: 30_000 };
