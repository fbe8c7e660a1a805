import type { Topic } from '@glow/contracts';
import type { Logger } from '../logger';
import type { Subscription } from './event-bus';

export interface DeadLetter {
  originalTopic: string;
  group: string;
  reason: string;
  failedAt: string;
  event: unknown;
}

export type DeadLetterSink = (letter: DeadLetter) => Promise<void>;

/** A lost event of these leaves money behind: a charged shopper with an unpaid order, a payment nobody expects. */
export const isMoneyTopic = (topic: string): boolean =>
  topic.startsWith('payment.') || topic.startsWith('order.');

/** Gives up on an event: counted, then handed to the adapter's sink (its dead-letter topic, or memory in-process). */
export async function deadLetterEvent(
  subscription: Subscription,
  topic: Topic,
  event: unknown,
  reason: string,
  sink: DeadLetterSink,
): Promise<void> {
  subscription.observer?.failed(topic, reason);
  if (isMoneyTopic(topic)) subscription.observer?.moneyEventDeadLettered?.(topic, subscription.group);
  await sink({
    originalTopic: topic,
    group: subscription.group,
    reason,
    failedAt: new Date().toISOString(),
    event,
  });
}

function eventIdOf(event: unknown): string | undefined {
  const id = (event as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** A money topic's dead letter is an error an operator acts on; any other topic's a warning. */
export function logDeadLetter(logger: Logger, letter: DeadLetter, extra: Record<string, unknown> = {}): void {
  const fields = {
    topic: letter.originalTopic,
    group: letter.group,
    eventId: eventIdOf(letter.event),
    reason: letter.reason,
    ...extra,
  };
  if (isMoneyTopic(letter.originalTopic)) {
    logger.error(fields, 'money event dead-lettered: an order or a payment waits for an operator');
  } else {
    logger.warn(fields, 'event dead-lettered');
  }
}
