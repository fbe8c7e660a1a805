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

/** One event to write with the change it announces. */
export interface EventToWrite<T extends Topic = Topic> {
  topic: T;
  event: OutboxEvent<T>;
}

/** The part of a statement that writes events, and its parameters (numbered from the caller's first). */
export interface EventsInsert {
  /** `INSERT INTO <schema>.outbox … SELECT … FROM unnest(…)`: a statement of its own, or a CTE of one. */
  sql: string;
  params: unknown[];
  /** Call with the client that ran the statement, once it succeeded: the relay is woken after it. */
  written(client: PoolClient): void;
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

  /**
   * The same rows as `add`, for the caller's own statement to write together with the change they
   * announce (one round trip for both, atomic as one statement is). `firstParam` is the number of the
   * first parameter the insert may use (`$firstParam`…); `onlyIf`, an SQL condition the rows are
   * written under (e.g. `EXISTS (SELECT 1 FROM placed)` for a CTE that may write nothing).
   */
  insertOf(events: EventToWrite[], firstParam: number, onlyIf?: string): EventsInsert {
    const correlation = currentCorrelationId();
    const traceparent = activeTraceparent() ?? null;
    const envelopes = events.map(({ topic, event }) =>
      assertEvent(
        topic,
        createEnvelope(this.source, {
          type: topic,
          ...event,
          correlationId: event.correlationId ?? correlation,
        }),
      ),
    );
    const [topics, keys, bodies, traces] = [firstParam, firstParam + 1, firstParam + 2, firstParam + 3];
    return {
      sql:
        `INSERT INTO ${this.schema}.outbox (topic, event_key, envelope, traceparent) ` +
        `SELECT * FROM unnest($${topics}::text[], $${keys}::text[], $${bodies}::jsonb[], $${traces}::text[])` +
        (onlyIf ? ` WHERE ${onlyIf}` : ''),
      params: [
        events.map((event) => event.topic),
        envelopes.map((envelope) => envelope.key),
        envelopes.map((envelope) => JSON.stringify(envelope)),
        envelopes.map(() => traceparent),
      ],
      written: (client) => eventsWritten.set(client, eventsWrittenBy(client) + events.length),
    };
  }
}
