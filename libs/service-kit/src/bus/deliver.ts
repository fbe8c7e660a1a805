import { checkEvent, type Topic } from '@glow/contracts';
import { isDatabaseUnavailable } from '../db/unavailable';
import { backoffDelay } from '../backoff';
import { ConsumerStoppedError, type RetryPolicy, type Subscription } from './event-bus';

export interface DeadLetter {
  originalTopic: string;
  group: string;
  reason: string;
  failedAt: string;
  event: unknown;
}

export type DeadLetterSink = (letter: DeadLetter) => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Hands one raw event to a subscription, the same way for every adapter: an event that fails
 * validation is dead-lettered at once; a handler that keeps failing is retried with backoff,
 * then dead-lettered. A handler failing because its database is unreachable is not at fault:
 * it is retried until the database returns, so an outage delays events instead of
 * dead-lettering them. It throws only when the bus is stopping mid-retry (the event stays
 * unacknowledged), so a poisoned event cannot stop a consumer.
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
  const sendToDeadLetter = async (reason: string) => {
    subscription.observer?.failed(topic, reason);
    await deadLetter({
      originalTopic: topic,
      group: subscription.group,
      reason,
      failedAt: new Date().toISOString(),
      event: raw,
    });
  };

  const check = checkEvent(topic, raw);
  if (!check.ok) return sendToDeadLetter(check.reason);

  let attempt = 1;
  let outageRetries = 0;
  for (;;) {
    try {
      await subscription.handler(check.event, topic);
      subscription.observer?.consumed(topic);
      return;
    } catch (error) {
      if (error instanceof ConsumerStoppedError) throw error;
      const databaseAway = isDatabaseUnavailable(error);
      if (!databaseAway && attempt >= policy.attempts) {
        return sendToDeadLetter(`handler failed ${attempt} times: ${reasonOf(error)}`);
      }
      if (isStopping()) throw error;
      if (databaseAway) outageRetries += 1;
      else attempt += 1;
      // A failed heartbeat means a rebalance: the event stays unacknowledged for whoever gets its partition.
      await heartbeat?.().catch(() => undefined);
      await sleep(backoffDelay(policy, databaseAway ? outageRetries : attempt - 1));
    }
  }
}
