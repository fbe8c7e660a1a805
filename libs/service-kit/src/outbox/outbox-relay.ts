import type { EventEnvelope, Topic } from '@glow/contracts';
import type { Pool, PoolClient } from 'pg';
import type { EventBus } from '../bus/event-bus';
import type { Logger } from '../logger';

export interface OutboxRelayOptions {
  pool: Pool;
  schema: string;
  bus: EventBus;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
}

interface OutboxRow {
  id: string;
  topic: Topic;
  envelope: EventEnvelope;
}

/**
 * Publishes outbox rows in id order and marks them sent. One instance per schema relays at a
 * time (advisory lock), so a key's events are never reordered. A crash after publishing but
 * before marking re-publishes the batch: delivery is at least once and consumers dedupe.
 */
export class OutboxRelay {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private leader: { client: PoolClient; release(destroy?: Error | boolean): void } | undefined;
  private running = false;
  private loop: Promise<void> | undefined;
  private flushing: Promise<unknown> = Promise.resolve();
  private stopped: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private pendingWake = false;

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.batchSize = options.batchSize ?? 100;
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
      await this.publishInOrder(rows);
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
      const delay = failures === 0 ? this.pollIntervalMs : Math.min(5_000, 250 * 2 ** (failures - 1));
      await this.sleep(delay);
    }
  }

  private async nextBatch(client: PoolClient): Promise<OutboxRow[]> {
    const { rows } = await client.query<OutboxRow>(
      `SELECT id, topic, envelope FROM ${this.options.schema}.outbox WHERE sent_at IS NULL ORDER BY id LIMIT $1`,
      [this.batchSize],
    );
    return rows;
  }

  /** Consecutive rows of one topic go out as one publish call; topic changes keep row order. */
  private async publishInOrder(rows: OutboxRow[]): Promise<void> {
    let start = 0;
    while (start < rows.length) {
      const topic = rows[start]!.topic;
      let end = start;
      while (end < rows.length && rows[end]!.topic === topic) end += 1;
      await this.options.bus.publish(
        topic,
        rows.slice(start, end).map((row) => row.envelope),
      );
      start = end;
    }
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
      if (this.leader?.client === client) this.leader = undefined;
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
      this.leader = { client, release };
      return client;
    } catch (error) {
      release(true);
      throw error;
    }
  }

  private releaseLeadership(): void {
    const leader = this.leader;
    this.leader = undefined;
    // Ending the session drops its advisory lock; the pool opens a fresh connection when needed.
    leader?.release(true);
  }

  private sleep(ms: number): Promise<void> {
    if (this.pendingWake) {
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
