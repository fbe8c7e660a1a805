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
  private leaderClient: PoolClient | undefined;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private pendingWake = false;

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.batchSize = options.batchSize ?? 100;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Called after a commit that wrote events, so they go out without waiting for the next poll. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  /** Stops polling after publishing what is already committed (a final flush). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wakeUp?.();
    await this.loop;
    await this.flush().catch((error) => this.options.logger.warn({ err: error }, 'outbox flush at stop failed'));
    await this.releaseLeadership();
  }

  async backlog(): Promise<number> {
    const { rows } = await this.options.pool.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${this.options.schema}.outbox WHERE sent_at IS NULL`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Publishes every unsent row; answers how many went out. */
  async flush(): Promise<number> {
    if (!(await this.holdLeadership())) return 0;
    let published = 0;
    for (;;) {
      const rows = await this.nextBatch();
      if (rows.length === 0) return published;
      await this.publishInOrder(rows);
      await this.options.pool.query(`UPDATE ${this.options.schema}.outbox SET sent_at = now() WHERE id = ANY($1::bigint[])`, [
        rows.map((row) => row.id),
      ]);
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
        await this.releaseLeadership();
      }
      const delay = failures === 0 ? this.pollIntervalMs : Math.min(30_000, 500 * 2 ** Math.min(failures, 6));
      await this.sleep(delay);
    }
  }

  private async nextBatch(): Promise<OutboxRow[]> {
    const { rows } = await this.options.pool.query<OutboxRow>(
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

  private async holdLeadership(): Promise<boolean> {
    if (this.leaderClient) return true;
    const client = await this.options.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [`glow-outbox:${this.options.schema}`],
      );
      if (rows[0]?.locked) {
        client.on('error', () => (this.leaderClient = undefined));
        this.leaderClient = client;
        return true;
      }
      client.release();
      return false;
    } catch (error) {
      client.release(true);
      throw error;
    }
  }

  private async releaseLeadership(): Promise<void> {
    const client = this.leaderClient;
    this.leaderClient = undefined;
    if (!client) return;
    // Ending the session drops its advisory lock; the pool opens a fresh connection when needed.
    client.release(true);
  }

  private sleep(ms: number): Promise<void> {
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        this.pendingWake = false;
        done();
      };
    });
  }
}
