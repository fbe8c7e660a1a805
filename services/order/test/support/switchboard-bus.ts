import type { EventEnvelope, Topic } from '@glow/contracts';
import type { EventBus, Subscription } from '@glow/service-kit';

/**
 * One service's view of a shared in-process bus that survives the service's restarts: the shared
 * bus keeps one member per group and topics, which hands each event to the newest instance's
 * handler (a stopped instance's would refuse it forever). Starting and stopping are the shared
 * bus's owner's business.
 */
export class SwitchboardBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly current = new Map<string, Subscription>();
  private paused: Promise<void> | undefined;
  private resumeNow = () => {};

  constructor(private readonly shared: EventBus) {}

  publish(topic: Topic, events: EventEnvelope[]): Promise<void> {
    return this.shared.publish(topic, events);
  }

  async subscribe(subscription: Subscription): Promise<void> {
    const key = `${subscription.group}:${subscription.topics.join(',')}`;
    const known = this.current.has(key);
    this.current.set(key, subscription);
    if (known) return;
    await this.shared.subscribe({
      ...subscription,
      handler: async (event, topic) => {
        await this.paused;
        return this.current.get(key)!.handler(event, topic);
      },
    });
  }

  /** Holds events for the service (as Kafka would keep them) until `resume`: call before stopping it. */
  pause(): void {
    this.paused ??= new Promise((resolve) => (this.resumeNow = resolve));
  }

  /** Hands the held events to the instance that subscribed since `pause`. */
  resume(): void {
    this.resumeNow();
    this.paused = undefined;
  }

  async start(): Promise<void> {}
  async stopConsuming(): Promise<void> {}
  async stop(): Promise<void> {}
  isReady(): Promise<boolean> {
    return this.shared.isReady();
  }
}
