import { assertEvent, createEnvelope, type EventEnvelope, type Topic, type TopicData } from '@glow/contracts';
import type { PoolClient } from 'pg';
import { currentCorrelationId } from '../correlation';
import { activeTraceparent } from '../tracing/traceparent';

export interface OutboxEvent<T extends Topic> {
  key: string;
  data: TopicData<T>;
  correlationId?: string;
}

/** How many events each pooled connection has written: a transaction compares before and after. */
const eventsWritten = new WeakMap<PoolClient, number>();

export const eventsWrittenBy = (client: PoolClient): number => eventsWritten.get(client) ?? 0;

/**
 * Runs `work` on the client and answers whether it wrote any event to the outbox, so only a commit
 * that did wakes the relay (a cart change writes none: no relay query for it).
 */
export async function noteEventsWritten<T>(
  client: PoolClient,
  work: (client: PoolClient) => Promise<T>,
): Promise<{ result: T; wroteEvents: boolean }> {
  const before = eventsWrittenBy(client);
  const result = await work(client);
  return { result, wroteEvents: eventsWrittenBy(client) > before };
}

/**
 * Writes events into the service's outbox table inside the caller's transaction, so the
 * state change and its event are committed together or not at all. An event written while a
 * request or a consumed event is handled carries its correlation id (else its own id), and the
 * row keeps the trace it was written in: the relay publishes it in that trace.
 */
export class Outbox {
  constructor(
    private readonly schema: string,
    private readonly source: string,
  ) {}

  async add<T extends Topic>(
    client: PoolClient,
    topic: T,
    event: OutboxEvent<T>,
  ): Promise<EventEnvelope<TopicData<T>>> {
    const correlationId = event.correlationId ?? currentCorrelationId();
    const envelope = assertEvent(
      topic,
      createEnvelope(this.source, { type: topic, ...event, correlationId }),
    );
    await client.query(
      `INSERT INTO ${this.schema}.outbox (topic, event_key, envelope, traceparent) VALUES ($1, $2, $3, $4)`,
      [topic, envelope.key, JSON.stringify(envelope), activeTraceparent() ?? null],
    );
    eventsWritten.set(client, eventsWrittenBy(client) + 1);
    return envelope;
  }
}
