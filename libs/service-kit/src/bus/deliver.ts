import { checkEvent, type Topic } from '@glow/contracts';
import { backoffDelay } from '../backoff';
import { deadLetterEvent, type DeadLetterSink } from './dead-letters';
import { ConsumerStoppedError, type RetryPolicy, type Subscription } from './event-bus';
import { isTransient } from './transient-error';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Hands one raw event to a subscription, the same way for every adapter: an event that fails
 * validation is dead-lettered at once; a handler that keeps failing is retried with backoff,
 * then dead-lettered. A transient failure (the database away, busy or a lost transaction race,
 * a `TransientError`) is not the event's fault: it is retried until it passes, so an outage
 * delays events instead of dead-lettering them. It throws only when the bus is stopping
 * mid-retry (the event stays unacknowledged), so a poisoned event cannot stop a consumer.
 */
export async function deliver(
  subscription: Subscription,
  topic: Topic,
  raw: unknown,
  policy: RetryPolicy,
  deadLetter: DeadLetterSink,
  isStopping: () => boolean = () => false,
  /** Tells the consumer group this member is alive while it retries (Kafka evicts a silent one). */
  heartbeat?: () => Promise<void>,
): Promise<void> {
  const check = checkEvent(topic, raw);
  if (!check.ok) return deadLetterEvent(subscription, topic, raw, check.reason, deadLetter);

  let attempt = 1;
  let transientRetries = 0;
  for (;;) {
    try {
      await subscription.handler(check.event, topic);
      subscription.observer?.consumed(topic, check.event.occurredAt);
      return;
    } catch (error) {
      if (error instanceof ConsumerStoppedError) throw error;
      const transient = isTransient(error);
      if (!transient && attempt >= policy.attempts) {
        const reason = `handler failed ${attempt} times: ${reasonOf(error)}`;
        return deadLetterEvent(subscription, topic, raw, reason, deadLetter);
      }
      if (isStopping()) throw error;
      if (transient) transientRetries += 1;
      else attempt += 1;
      // A failed heartbeat means a rebalance: the event stays unacknowledged for whoever gets its partition.
      await heartbeat?.().catch(() => undefined);
      await sleep(backoffDelay(policy, transient ? transientRetries : attempt - 1));
    }
  }
}
