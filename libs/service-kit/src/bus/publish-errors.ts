/**
 * Kafka error types a retry cannot heal, for one topic or one message. Cluster-wide failures
 * (authorization of the client, brokers away) are left out: they heal or need an operator, and
 * parking every row meanwhile would throw events away.
 */
const permanentTypes = new Set([
  'MESSAGE_TOO_LARGE',
  'RECORD_LIST_TOO_LARGE',
  'INVALID_RECORD',
  'INVALID_TOPIC_EXCEPTION',
  'TOPIC_AUTHORIZATION_FAILED',
  // Retriable for kafkajs (a topic may be being created); still unknown once its retries are spent.
  'UNKNOWN_TOPIC_OR_PARTITION',
]);

/** The kafkajs error type behind a failed send when no retry can heal it, else undefined. */
export function permanentPublishFailure(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const type = (current as { type?: unknown }).type;
    if (typeof type === 'string' && permanentTypes.has(type)) return type;
  }
  return undefined;
}
