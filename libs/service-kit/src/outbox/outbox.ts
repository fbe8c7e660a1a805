import { assertEvent, createEnvelope, type EventEnvelope, type Topic, type TopicData } from '@glow/contracts';
import type { PoolClient } from 'pg';
import { currentCorrelationId } from '../correlation';

export interface OutboxEvent<T extends Topic> {
  key: string;
  data: TopicData<T>;
  correlationId?: string;
}

/**
 * Writes events into the service's outbox table inside the caller's transaction, so the
 * state change and its event are committed together or not at all. An event written while a
 * request or a consumed event is handled carries its correlation id (else its own id).
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
    await client.query(`INSERT INTO ${this.schema}.outbox (topic, event_key, envelope) VALUES ($1, $2, $3)`, [
      topic,
      envelope.key,
      JSON.stringify(envelope),
    ]);
    return envelope;
  }
}
