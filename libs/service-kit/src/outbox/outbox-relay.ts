import type { EventEnvelope, Topic } from '@glow/contracts';
import { context } from '@opentelemetry/api';
import type { Pool, PoolClient } from 'pg';
import { backoffDelay, type Backoff } from '../backoff';
import { UnpublishableError, type EventBus } from '../bus/event-bus';
import type { Logger } from '../logger';
import { contextOfTraceparent } from '../tracing/traceparent';

/** A relay that cannot publish (brokers or database away) tries again sooner than a bus restart. */
const relayRetryBackoff: Backoff = { initialDelayMs: 250, maxDelayMs: 5_000 };

export interface OutboxRelayOptions {
  pool: Pool;
  schema: string;
  bus: EventBus;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Envelope bytes per publish call (a larger row goes out alone); keeps a batch under the broker's limit. */
  maxBatchBytes?: number;
  /**
   * How long PostgreSQL keeps the lock of a leader that went silent (its host vanished, the
   * network dropped without a reset): the lock session's `idle_session_timeout`. The leader
   * touches its session every third of it, so only a dead one reaches it.
   */
  leaseMs?: number;
  /** A row no retry can publish was moved to `<schema>.outbox_parked`. */
  onParked?(topic: string, reason: string): void;
}

interface Leader {
  client: PoolClient;
  release(destroy?: Error | boolean): void;
  heartbeat: NodeJS.Timeout;
}

interface OutboxRow {
  id: string;
  topic: Topic;
  envelope: EventEnvelope;
  traceparent: string | null;
  bytes: number;
}

export const defaultLeaseMs = 10_000;

/**
 * Publishes outbox rows in id order and marks them sent. One instance per schema relays at a
 * time (advisory lock), so a key's events are never reordered. A crash after publishing but
 * before marking re-publishes the batch: delivery is at least once and consumers dedupe.
 */
export class OutboxRelay {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxBatchBytes: number;
  private readonly leaseMs: number;
  private sharedSession: boolean | undefined;
  private leader: Leader | undefined;
  private running = false;
  private loop: Promise<void> | undefined;
  private flushing: Promise<unknown> = Promise.resolve();
  private stopped: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private pendingWake = false;

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.batchSize = options.batchSize ?? 100;
    this.maxBatchBytes = options.maxBatchBytes ?? 512 * 1024;
    this.leaseMs = options.leaseMs ?? defaultLeaseMs;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopped = undefined;
    this.loop = this.run();
  }

  /** Called after a commit that wrote events, so they go out without waiting for the next poll. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  /** Stops polling after publishing what is already committed (a final flush). */
  stop(): Promise<void> {
    this.stopped ??= this.shutDown();
    return this.stopped;
  }

  private async shutDown(): Promise<void> {
    if (this.running) {
      this.running = false;
      this.wakeUp?.();
      await this.loop;
      await this.flush().catch((error) =>
        this.options.logger.warn({ err: error }, 'outbox flush at stop failed'),
      );
    }
    await this.flushing;
    this.releaseLeadership();
  }

  async backlog(): Promise<number> {
    const { rows } = await this.options.pool.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${this.options.schema}.outbox WHERE sent_at IS NULL`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Publishes every unsent row; answers how many went out (0 when another instance leads). */
  flush(): Promise<number> {
    const flushed = this.flushing.then(() => this.publishAll());
    this.flushing = flushed.catch(() => undefined);
    return flushed;
  }

  private async publishAll(): Promise<number> {
    const leader = await this.holdLeadership();
    if (!leader) return 0;
    let published = 0;
    for (;;) {
      // Reading and marking through the lock's own session fails fast once that session is
      // gone, so a relay that lost its lock does not keep publishing beside the new leader.
      const rows = await this.nextBatch(leader);
      if (rows.length === 0) return published;
      await this.publishInOrder(leader, rows);
      await leader.query(
        `UPDATE ${this.options.schema}.outbox SET sent_at = now() WHERE id = ANY($1::bigint[])`,
        [rows.map((row) => row.id)],
      );
      published += rows.length;
    }
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        await this.flush();
        failures = 0;
      } catch (error) {
        failures += 1;
        this.options.logger.warn({ err: error, failures }, 'outbox relay could not publish; will retry');
        this.releaseLeadership();
      }
      const delay = failures === 0 ? this.pollIntervalMs : backoffDelay(relayRetryBackoff, failures);
      await this.sleep(delay);
    }
  }

  /** The oldest unsent rows, cut where their envelopes pass `maxBatchBytes` (at least one row). */
  private async nextBatch(client: PoolClient): Promise<OutboxRow[]> {
    const { rows } = await client.query<OutboxRow>(
      `SELECT id, topic, envelope, traceparent, octet_length(envelope::text) AS bytes
       FROM ${this.options.schema}.outbox WHERE sent_at IS NULL ORDER BY id LIMIT $1`,
      [this.batchSize],
    );
    let bytes = 0;
    const batch: OutboxRow[] = [];
    for (const row of rows) {
      bytes += Number(row.bytes);
      if (batch.length > 0 && bytes > this.maxBatchBytes) break;
      batch.push(row);
    }
    return batch;
  }

  /**
   * Consecutive rows of one topic and one trace go out as one publish call, in that trace, so the
   * bus carries it to the consumers; topic or trace changes keep row order. With tracing off no row
   * has a trace, and a batch splits by topic only.
   */
  private async publishInOrder(leader: PoolClient, rows: OutboxRow[]): Promise<void> {
    let start = 0;
    while (start < rows.length) {
      const { topic, traceparent } = rows[start]!;
      let end = start;
      while (end < rows.length && rows[end]!.topic === topic && rows[end]!.traceparent === traceparent)
        end += 1;
      const run = rows.slice(start, end);
      await context.with(contextOfTraceparent(traceparent), () => this.publishOrPark(leader, topic, run));
      start = end;
    }
  }

  /** A run that cannot be published is retried row by row, so only the rows at fault are parked. */
  private async publishOrPark(leader: PoolClient, topic: Topic, rows: OutboxRow[]): Promise<void> {
    try {
      await this.options.bus.publish(
        topic,
        rows.map((row) => row.envelope),
      );
    } catch (error) {
      if (!(error instanceof UnpublishableError)) throw error;
      if (rows.length > 1) {
        for (const row of rows) await this.publishOrPark(leader, topic, [row]);
        return;
      }
      await this.park(leader, rows[0]!, error.message);
    }
  }

  private async park(leader: PoolClient, row: OutboxRow, reason: string): Promise<void> {
    const { schema } = this.options;
    await leader.query(
      `WITH moved AS (DELETE FROM ${schema}.outbox WHERE id = $1 RETURNING id, topic, event_key, envelope, created_at)
       INSERT INTO ${schema}.outbox_parked (id, topic, event_key, envelope, created_at, reason)
       SELECT id, topic, event_key, envelope, created_at, $2 FROM moved`,
      [row.id, reason],
    );
    this.options.logger.error(
      { schema, outboxId: row.id, topic: row.topic, eventId: row.envelope.id, reason },
      'outbox row cannot be published: parked in outbox_parked, later events go on',
    );
    this.options.onParked?.(row.topic, reason);
  }

  /** Answers the session holding the schema's relay lock, taking the lock if it is free. */
  private async holdLeadership(): Promise<PoolClient | undefined> {
    if (this.leader) return this.leader.client;
    const client = await this.options.pool.connect();
    let released = false;
    const release = (destroy?: Error | boolean) => {
      if (released) return;
      released = true;
      client.off('error', onError);
      client.release(destroy);
    };
    // pg emits 'error' on a checked-out client whose connection dies; unheard, it would crash the process.
    const onError = (error: Error) => {
      if (this.leader?.client === client) {
        clearInterval(this.leader.heartbeat);
        this.leader = undefined;
      }
      release(error);
    };
    client.on('error', onError);
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [`glow-outbox:${this.options.schema}`],
      );
      if (!rows[0]?.locked) {
        release();
        return undefined;
      }
      await this.boundLease(client);
      this.leader = { client, release, heartbeat: this.keepAlive(client) };
      return client;
    } catch (error) {
      release(true);
      throw error;
    }
  }

  /**
   * Without a bound, PostgreSQL keeps a vanished leader's session, and its lock, until TCP gives
   * up (about two hours), and no instance publishes. PGlite runs every connection in one session
   * (the lock is never contended there) and its engine dies on idle_session_timeout: skipped.
   */
  private async boundLease(client: PoolClient): Promise<void> {
    if (this.sharedSession === undefined) {
      const { rows } = await client.query<{ shared: boolean }>("SELECT version() LIKE '%PGlite%' AS shared");
      this.sharedSession = rows[0]?.shared ?? false;
    }
    if (this.sharedSession) return;
    await client.query("SELECT set_config('idle_session_timeout', $1, false)", [String(this.leaseMs)]);
  }

  /** Touches the lock session so that only a dead leader reaches the idle timeout, even mid-publish. */
  private keepAlive(client: PoolClient): NodeJS.Timeout {
    let inFlight = false;
    const timer = setInterval(
      () => {
        if (inFlight) return;
        inFlight = true;
        client
          .query('SELECT 1')
          .catch((error: unknown) => {
            this.options.logger.warn({ err: error }, 'outbox relay lost its lock session');
            if (this.leader?.client === client) this.releaseLeadership();
          })
          .finally(() => (inFlight = false));
      },
      Math.max(100, Math.floor(this.leaseMs / 3)),
    );
    timer.unref();
    return timer;
  }

  private releaseLeadership(): void {
    const leader = this.leader;
    this.leader = undefined;
    if (leader) clearInterval(leader.heartbeat);
    // Ending the session drops its advisory lock; the pool opens a fresh connection when needed.
    leader?.release(true);
  }

  private sleep(ms: number): Promise<void> {
    // A stop that came while a flush ran found no sleep to wake: it must not wait out a poll.
    if (this.pendingWake || !this.running) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = () => {
        this.pendingWake = false;
        done();
      };
    });
  }
}
