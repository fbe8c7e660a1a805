import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ConsumerObserver } from './bus/event-bus';

/** One registry per service, so several services can share a process (the embedded runner). */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly consumed: Counter<'topic'>;
  private readonly lag: Histogram<'topic'>;
  private readonly failed: Counter<'topic'>;
  private readonly moneyDeadLettered: Counter<'topic' | 'group'>;
  private readonly parked: Counter<'topic'>;
  private readonly foreign: Counter<'topic' | 'producer'>;

  constructor(service: string, withProcessMetrics = true) {
    this.registry.setDefaultLabels({ service });
    if (withProcessMetrics) collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.consumed = new Counter({
      name: 'events_consumed_total',
      help: 'Events handled successfully, by topic',
      labelNames: ['topic'],
      registers: [this.registry],
    });
    this.lag = new Histogram({
      name: 'event_lag_seconds',
      help: "From the producer's outbox transaction to this consumer's commit, by topic",
      labelNames: ['topic'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [this.registry],
    });
    this.failed = new Counter({
      name: 'events_failed_total',
      help: 'Events dead-lettered (invalid or handler kept failing), by topic',
      labelNames: ['topic'],
      registers: [this.registry],
    });
    this.moneyDeadLettered = new Counter({
      name: 'money_events_dead_lettered_total',
      help: 'payment.* and order.* events dead-lettered, by topic and consumer group: an order or a payment waits for an operator',
      labelNames: ['topic', 'group'],
      registers: [this.registry],
    });
    this.foreign = new Counter({
      name: 'events_ignored_foreign_producer_total',
      help: "Events ignored because their producer (the envelope's source) does not own the topic",
      labelNames: ['topic', 'producer'],
      registers: [this.registry],
    });
    this.parked = new Counter({
      name: 'outbox_parked_total',
      help: 'Outbox rows parked because no retry could publish them, by topic',
      labelNames: ['topic'],
      registers: [this.registry],
    });
  }

  /** An event from a service that does not own its topic was ignored. */
  foreignEventIgnored(topic: string, producer: string): void {
    this.foreign.inc({ topic, producer });
  }

  /** An outbox row no retry can publish was parked. */
  outboxParked(topic: string): void {
    this.parked.inc({ topic });
  }

  trackOutboxBacklog(read: () => Promise<number>): void {
    new Gauge({
      name: 'outbox_backlog',
      help: 'Outbox rows not yet published',
      registers: [this.registry],
      async collect() {
        this.set(await read().catch(() => -1));
      },
    });
  }

  consumerObserver(): ConsumerObserver {
    return {
      consumed: (topic, occurredAt) => {
        this.consumed.inc({ topic });
        // Clocks of other hosts can run ahead: a negative lag is recorded as none.
        this.lag.observe({ topic }, Math.max(0, Date.now() - Date.parse(occurredAt)) / 1000);
      },
      failed: (topic) => this.failed.inc({ topic }),
      moneyEventDeadLettered: (topic, group) => this.moneyDeadLettered.inc({ topic, group }),
    };
  }
}
