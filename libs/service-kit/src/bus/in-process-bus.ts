import type { EventEnvelope, Topic } from '@glow/contracts';
import { context } from '@opentelemetry/api';
import type { Logger } from '../logger';
import { defaultRetryPolicy, type EventBus, type RetryPolicy, type Subscription } from './event-bus';
import { logDeadLetter, type DeadLetter } from './dead-letters';
import { deliver } from './deliver';
import { laneOf } from './lanes';

interface Group {
  members: Subscription[];
  lanes: Map<number, Promise<void>>;
}

const LANES = 16;

/**
 * The embedded default: Kafka's semantics inside one process. Every group gets every event,
 * a group's members share the key lanes, one key's events are handled in order, delivery is
 * asynchronous with retries and dead letters. Having no log of its own, it acknowledges a
 * publish only after every group has handled the events, so the outbox keeps them until then.
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  readonly deadLetters: DeadLetter[] = [];
  private readonly groups = new Map<string, Group>();
  private started = false;
  private stopping = false;
  private readonly whenStarted: Promise<void>;
  private markStarted!: () => void;

  constructor(
    private readonly logger: Logger,
    private readonly retry: RetryPolicy = defaultRetryPolicy,
  ) {
    this.whenStarted = new Promise((resolve) => (this.markStarted = resolve));
  }

  async subscribe(subscription: Subscription): Promise<void> {
    const group: Group = this.groups.get(subscription.group) ?? { members: [], lanes: new Map() };
    group.members.push(subscription);
    this.groups.set(subscription.group, group);
  }

  /** Every topic some subscriber reads. */
  subscribedTopics(): Topic[] {
    const groups = [...this.groups.values()];
    return [...new Set(groups.flatMap((group) => group.members.flatMap((member) => member.topics)))];
  }

  async start(): Promise<void> {
    this.started = true;
    this.markStarted();
  }

  async publish(topic: Topic, events: EventEnvelope[]): Promise<void> {
    if (this.stopping) throw new Error('event bus is stopping');
    if (!this.started) await this.whenStarted;
    // The publisher's trace (the outbox row's) goes with the event, as Kafka's headers carry it.
    const publishedIn = context.active();
    const deliveries: Promise<void>[] = [];
    for (const event of events) {
      const wire = JSON.parse(JSON.stringify(event)) as unknown;
      for (const group of this.groups.values()) {
        const members = group.members.filter((candidate) => candidate.topics.includes(topic));
        if (members.length === 0) continue;
        const lane = laneOf(event.key, LANES);
        const member = members[lane % members.length]!;
        const previous = group.lanes.get(lane) ?? Promise.resolve();
        const next = previous.then(() =>
          context.with(publishedIn, () => this.deliverOne(member, topic, wire)),
        );
        group.lanes.set(lane, next);
        deliveries.push(next);
      }
    }
    await Promise.all(deliveries);
  }

  /** Without a log of its own, stopping its consumers stops the bus: later publishes reject. */
  stopConsuming(): Promise<void> {
    return this.stop();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.groups.values()].flatMap((group) => [...group.lanes.values()]));
  }

  async isReady(): Promise<boolean> {
    return this.started && !this.stopping;
  }

  private async deliverOne(member: Subscription, topic: Topic, wire: unknown): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const sink = async (letter: DeadLetter) => {
      // No dead-letter topic in-process: the log line keeps the event.
      logDeadLetter(this.logger, letter, { event: letter.event });
      this.deadLetters.push(letter);
      if (this.deadLetters.length > 1_000) this.deadLetters.shift();
    };
    // A delivery cut short by stop() rejects its publish, so the outbox keeps the event.
    await deliver(member, topic, wire, this.retry, sink, () => this.stopping);
  }
}
