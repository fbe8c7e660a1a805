import { deadLetterTopic, isTopic, type EventEnvelope, type Topic } from '@glow/contracts';
import { context, trace } from '@opentelemetry/api';
import {
  Kafka,
  logLevel,
  Partitioners,
  type Admin,
  type Consumer,
  type KafkaMessage,
  type logCreator,
  type Producer,
  type SASLOptions,
} from 'kafkajs';
import { backoffDelay, busRestartBackoff, type Backoff } from '../backoff';
import { within } from '../values/within';
import type { Logger } from '../logger';
import { activeTraceparent, contextOfTraceparent } from '../tracing/traceparent';
import { deadLetterEvent, logDeadLetter, type DeadLetter } from './dead-letters';
import { deliver } from './deliver';
import {
  defaultRetryPolicy,
  UnpublishableError,
  type EventBus,
  type RetryPolicy,
  type Subscription,
} from './event-bus';
import { stopKafkajsIdleLoop } from './kafkajs-idle-loop';
import { partitionAssignerFor } from './kafka-assigner';
import { permanentPublishFailure } from './publish-errors';

stopKafkajsIdleLoop();

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** On for real Kafka; off against librdkafka's mock cluster, which has no usable controller. */
  idempotent: boolean;
  /** The brokers are librdkafka's mock cluster: group leaders answer late, as it needs (kafka-assigner.ts). */
  mockCluster?: boolean;
  retry?: RetryPolicy;
  logger: Logger;
  sessionTimeoutMs?: number;
  /** How long an idle fetch waits on the broker; real brokers answer early when data arrives. */
  fetchMaxWaitMs?: number;
  /** Largest message value sent; a larger one is refused before it reaches the broker. */
  maxMessageBytes?: number;
  /** The service's own Kafka user (the broker grants it only what infra/kafka/acls.conf says). */
  sasl?: KafkaSignIn;
  /** TLS to the brokers, trusting these CA certificates (PEM): e.g. Strimzi's cluster CA. */
  tlsCa?: string[];
}

/** A user and password under one of the mechanisms kafkajs speaks itself. */
export type KafkaSignIn = Extract<SASLOptions, { username: string }>;

/** Kafka's default `message.max.bytes` (1 MiB) less room for the record batch's framing. */
export const defaultMaxMessageBytes = 1_000_000;

const readinessTimeoutMs = 2_000;
/**
 * How long a stop waits for a consumer to leave its group. A consumer still joining sends its
 * LeaveGroup behind the JoinGroup on the coordinator's connection, and the broker answers that join
 * only when the rebalance ends (a dead member's session: 30 s or more); the broker drops a member
 * that is gone anyway.
 */
const consumerStopTimeoutMs = 3_000;
/**
 * Rebuilding a consumer whose group request the coordinator refused: the cluster answers, so
 * backing off as for an unreachable one (up to 30 s) would only keep the member deaf longer.
 */
const refusedRejoinBackoff: Backoff = { initialDelayMs: 1_000, maxDelayMs: 5_000 };
/** kafkajs' default: how long the coordinator waits for the members to rejoin in a rebalance. */
const rebalanceTimeoutMs = 60_000;

/** Whether a crash came from a broker's answer (a protocol error), not from failing to reach one. */
function brokerAnswered(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'KafkaJSProtocolError') return true;
  }
  return false;
}

function kafkaLogs(logger: Logger): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      const { message, timestamp: _timestamp, logger: _logger, ...extra } = log;
      const fields = { component: 'kafkajs', namespace, ...extra };
      // kafkajs logs every error response at error level, routine rebalance replies included;
      // the runner and broker pool above it report the failures that matter.
      if (level === logLevel.ERROR && namespace !== 'Connection') logger.error(fields, message);
      else if (level === logLevel.ERROR || level === logLevel.WARN) logger.warn(fields, message);
    };
}

function parse(message: KafkaMessage): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(message.value?.toString() ?? '') };
  } catch (error) {
    return {
      ok: false,
      reason: `unparseable JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * The trace a consumed message continues: the kafkajs instrumentation's consumer span when it runs
 * (it read the headers already), else the `traceparent` header the publisher wrote.
 */
function publishedIn(message: KafkaMessage) {
  if (trace.getSpan(context.active())) return context.active();
  return contextOfTraceparent(message.headers?.traceparent?.toString());
}

/**
 * The bus on Apache Kafka. Delivery is at least once: kafkajs commits an offset only after
 * `deliver` has finished with the message (handled or dead-lettered), so a consumer that dies
 * mid-handler leaves the event to the next member of its group.
 */
export class KafkaBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly retry: RetryPolicy;
  private readonly groups = new Map<string, Map<Topic, Subscription>>();
  private readonly consumers = new Map<string, Consumer>();
  /** When each group's member last heard from its coordinator (joined or heartbeat answered). */
  private readonly contact = new Map<string, number>();
  /** Since when each group's member has been rejoining in a rebalance the coordinator announced. */
  private readonly rebalancing = new Map<string, number>();
  private readonly crashes = new Map<string, number>();
  private readonly rebuilds = new Map<string, NodeJS.Timeout>();
  private producerConnected = false;
  private consumersStopping: Promise<void> | undefined;
  private producerConnecting: Promise<void> | undefined;
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;

  constructor(private readonly options: KafkaBusOptions) {
    const client = {
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: kafkaLogs(options.logger),
      ...(options.sasl ? { sasl: options.sasl } : {}),
      ...(options.tlsCa ? { ssl: { ca: options.tlsCa } } : {}),
    };
    this.kafka = new Kafka(client);
    this.producer = this.kafka.producer({
      idempotent: options.idempotent,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.producer.on(this.producer.events.CONNECT, () => (this.producerConnected = true));
    this.producer.on(this.producer.events.DISCONNECT, () => (this.producerConnected = false));
    // A client of its own without retries: a readiness probe must answer, not keep reconnecting after it gave up.
    this.admin = new Kafka({ ...client, retry: { retries: 0 } }).admin();
    this.retry = options.retry ?? defaultRetryPolicy;
  }

  /** Throws `UnpublishableError` when a retry cannot help (too large, unknown or forbidden topic). */
  async publish(topic: Topic, events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    const maxBytes = this.options.maxMessageBytes ?? defaultMaxMessageBytes;
    const traceparent = activeTraceparent();
    const messages = events.map((event) => {
      const value = JSON.stringify(event);
      const bytes = Buffer.byteLength(value);
      if (bytes > maxBytes)
        throw new UnpublishableError(
          `event ${event.id} is ${bytes} bytes, over the ${maxBytes} bytes a message may have`,
        );
      const headers = {
        type: event.type,
        'correlation-id': event.correlationId,
        ...(traceparent && { traceparent }),
      };
      return { key: event.key, value, headers };
    });
    // The producer connects first in start(), before the consumer groups join: publishing need not wait for them.
    await this.producerConnecting;
    try {
      await this.producer.send({ topic, acks: -1, messages });
    } catch (error) {
      const permanent = permanentPublishFailure(error);
      if (permanent) throw new UnpublishableError(`${topic}: ${permanent}`, { cause: error });
      throw error;
    }
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.starting) throw new Error(`subscribe ${subscription.group} before start()`);
    const byTopic = this.groups.get(subscription.group) ?? new Map<Topic, Subscription>();
    for (const topic of subscription.topics) {
      if (byTopic.has(topic)) throw new Error(`group ${subscription.group} already subscribes to ${topic}`);
      byTopic.set(topic, subscription);
    }
    this.groups.set(subscription.group, byTopic);
  }

  start(): Promise<void> {
    this.starting ??= (async () => {
      this.producerConnecting = this.producer.connect();
      await this.producerConnecting;
      await Promise.all([...this.groups].map(([group, byTopic]) => this.startConsumer(group, byTopic)));
    })().catch((error: unknown) => {
      // A start that failed (brokers away) may be tried again.
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  stopConsuming(): Promise<void> {
    this.consumersStopping ??= (async () => {
      for (const timer of this.rebuilds.values()) clearTimeout(timer);
      this.rebuilds.clear();
      // Not waiting for start(): a join can wait out a dead member's session; disconnecting ends it.
      const stopped = await Promise.all(
        [...this.consumers.values()].map((consumer) =>
          within(
            consumerStopTimeoutMs,
            consumer.disconnect().then(() => true),
            false,
          ),
        ),
      );
      if (stopped.includes(false))
        this.options.logger.warn(
          { waitedMs: consumerStopTimeoutMs },
          'a kafka consumer still waiting for its group did not leave in time; stopping without it',
        );
    })();
    return this.consumersStopping;
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.stopConsuming();
      await this.producer.disconnect();
      await this.admin.disconnect();
    })();
    return this.stopping;
  }

  /**
   * Producer connected, cluster answering, and every group's member still in its group: joined and
   * heard from its coordinator within the session timeout, or rejoining in a rebalance for less
   * than the rebalance timeout. A crashed member, one waiting for a rebuild, and one the coordinator
   * forgot (kafkajs rejoins without telling) are not ready.
   */
  async isReady(): Promise<boolean> {
    if (!this.producerConnected || this.consumersStopping) return false;
    if ([...this.groups.keys()].some((group) => !this.inGroup(group))) return false;
    const probe = async () => {
      await this.admin.connect();
      await this.admin.describeCluster();
      return true;
    };
    return within(readinessTimeoutMs, probe(), false);
  }

  /** The kafkajs consumer of one group (a seam for tests that need a consumer to crash). */
  protected createConsumer(group: string): Consumer {
    const sessionTimeout = this.sessionTimeoutMs;
    return this.kafka.consumer({
      groupId: group,
      sessionTimeout,
      heartbeatInterval: Math.min(3_000, Math.floor(sessionTimeout / 3)),
      rebalanceTimeout: rebalanceTimeoutMs,
      partitionAssigners: [partitionAssignerFor(this.options.mockCluster ?? false)],
      // An idle fetch waits this long on the broker and stop() waits for it; 500 ms is the Java client default.
      maxWaitTimeInMs: this.options.fetchMaxWaitMs ?? 500,
    });
  }

  private inGroup(group: string): boolean {
    const now = Date.now();
    const heard = this.contact.get(group) ?? -Infinity;
    const rejoining = this.rebalancing.get(group) ?? -Infinity;
    return heard >= now - this.sessionTimeoutMs || rejoining >= now - rebalanceTimeoutMs;
  }

  private get sessionTimeoutMs(): number {
    return this.options.sessionTimeoutMs ?? 30_000;
  }

  private async startConsumer(group: string, byTopic: Map<Topic, Subscription>): Promise<void> {
    if (this.consumersStopping) return;
    const consumer = this.createConsumer(group);
    this.consumers.set(group, consumer);
    this.contact.delete(group);
    this.rebalancing.delete(group);
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.contact.set(group, Date.now());
      this.rebalancing.delete(group);
      this.crashes.delete(group);
    });
    consumer.on(consumer.events.HEARTBEAT, () => this.contact.set(group, Date.now()));
    consumer.on(consumer.events.REBALANCING, () => this.rebalancing.set(group, Date.now()));
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      this.contact.delete(group);
      this.rebalancing.delete(group);
      // kafkajs restarts a consumer itself only after errors it deems retriable.
      if (payload.restart) return;
      this.scheduleRebuild(group, byTopic, payload.error);
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [...byTopic.keys()], fromBeginning: true });
    if (this.consumersStopping) return void (await consumer.disconnect());
    await consumer.run({
      eachMessage: async ({ topic, message, heartbeat }) => {
        const subscription = byTopic.get(topic as Topic);
        if (subscription && isTopic(topic)) await this.handle(subscription, topic, message, heartbeat);
      },
    });
  }

  /**
   * A consumer kafkajs will not restart (a non-retriable error, e.g. on a group join) would leave
   * the process up and deaf: it is replaced by a new one until one joins. One the coordinator
   * refused is rebuilt within 1–5 s; one that could not reach the cluster backs off up to 30 s.
   */
  private scheduleRebuild(group: string, byTopic: Map<Topic, Subscription>, error: unknown): void {
    if (this.consumersStopping || this.rebuilds.has(group)) return;
    const attempt = (this.crashes.get(group) ?? 0) + 1;
    this.crashes.set(group, attempt);
    const delay = backoffDelay(brokerAnswered(error) ? refusedRejoinBackoff : busRestartBackoff, attempt);
    this.options.logger.error(
      { err: error, group, attempt, retryInMs: delay },
      'kafka consumer crashed: rebuilding it',
    );
    const timer = setTimeout(() => {
      this.rebuilds.delete(group);
      if (this.consumersStopping) return;
      const crashed = this.consumers.get(group);
      void (async () => {
        await crashed?.disconnect().catch(() => undefined);
        if (this.consumersStopping) return;
        await this.startConsumer(group, byTopic).catch((failure: unknown) =>
          this.scheduleRebuild(group, byTopic, failure),
        );
      })();
    }, delay);
    timer.unref();
    this.rebuilds.set(group, timer);
  }

  private async handle(
    subscription: Subscription,
    topic: Topic,
    message: KafkaMessage,
    heartbeat: () => Promise<void>,
  ): Promise<void> {
    const key = message.key?.toString() ?? null;
    const sink = (letter: DeadLetter) => this.sendDeadLetter(letter, key);
    const parsed = parse(message);
    if (!parsed.ok) {
      return deadLetterEvent(subscription, topic, message.value?.toString() ?? null, parsed.reason, sink);
    }
    await context.with(publishedIn(message), () =>
      deliver(
        subscription,
        topic,
        parsed.value,
        this.retry,
        sink,
        () => this.consumersStopping !== undefined,
        heartbeat,
      ),
    );
  }

  private async sendDeadLetter(letter: DeadLetter, key: string | null): Promise<void> {
    logDeadLetter(this.options.logger, letter);
    await this.producer.send({
      topic: deadLetterTopic(letter.originalTopic),
      acks: -1,
      messages: [{ key, value: JSON.stringify(letter) }],
    });
  }
}

/** Creates topics and their dead-letter topics where the cluster allows it; auto-creation covers the rest. */
export async function ensureTopics(
  brokers: string[],
  topics: readonly string[],
  partitions: number,
  logger: Logger,
): Promise<void> {
  const kafka = new Kafka({
    clientId: 'glow-topics',
    brokers,
    logLevel: logLevel.NOTHING,
    retry: { retries: 2 },
  });
  const admin = kafka.admin();
  const names = topics.flatMap((topic) => [topic, deadLetterTopic(topic)]);
  try {
    await admin.connect();
    const created = await admin.createTopics({
      topics: names.map((topic) => ({ topic, numPartitions: partitions })),
    });
    logger.info({ created, topics: names.length }, 'kafka topics ensured');
  } catch (error) {
    logger.warn({ err: error }, 'kafka topics not created up front; relying on auto-creation');
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}
