import type { EventEnvelope, Topic } from '@glow/contracts';
import type { Backoff } from '../backoff';

/** What a subscriber's handler gets: a validated event and the topic it came from. */
export type EventHandler = (event: EventEnvelope, topic: Topic) => Promise<void>;

/** Counters a service attaches to its subscriptions (prometheus in production). */
export interface ConsumerObserver {
  /** `occurredAt` is when the producer wrote the event (in its outbox transaction). */
  consumed(topic: string, occurredAt: string): void;
  failed(topic: string, reason: string): void;
  /** Also told when the dead-lettered event is a money topic's (`payment.*`, `order.*`). */
  moneyEventDeadLettered?(topic: string, group: string): void;
}

export interface Subscription {
  /** Consumer group: every group gets every event; members of one group share them. */
  group: string;
  topics: Topic[];
  handler: EventHandler;
  observer?: ConsumerObserver;
}

export interface RetryPolicy extends Backoff {
  /** Attempts per event before it goes to the dead-letter topic (first try included). */
  attempts: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 5, initialDelayMs: 100, maxDelayMs: 5_000 };

/**
 * The only way services exchange events. Publishing resolves once the bus has taken
 * responsibility for the events (Kafka: acknowledged by the brokers; in-process: handled by
 * every group), so the outbox marks a row sent only after that.
 */
export interface EventBus {
  readonly kind: 'kafka' | 'in-process';
  publish(topic: Topic, events: EventEnvelope[]): Promise<void>;
  /** Register before `start()`; a group reads its topics from the beginning the first time. */
  subscribe(subscription: Subscription): Promise<void>;
  start(): Promise<void>;
  /**
   * Stops consuming after the in-flight handlers; events not handled yet stay unacknowledged for
   * another member. Publishing still works (the outbox's final flush comes after).
   */
  stopConsuming(): Promise<void>;
  /** Stops consumers after their in-flight handler, then disconnects. */
  stop(): Promise<void>;
  isReady(): Promise<boolean>;
}

/**
 * A publish that will fail the same way however often it is retried (a message larger than the
 * broker takes, a topic that does not exist or may not be written). The outbox parks such a row
 * instead of letting it block every later event.
 */
export class UnpublishableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnpublishableError';
  }
}

/**
 * Thrown by a subscription whose service is stopping: the bus leaves the event unacknowledged
 * (no retry, no dead letter), so another member or the next start handles it.
 */
export class ConsumerStoppedError extends Error {
  constructor(group: string) {
    super(`consumer group ${group} is stopping on this instance`);
    this.name = 'ConsumerStoppedError';
  }
}
