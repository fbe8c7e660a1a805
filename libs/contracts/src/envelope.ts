import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isTopic, topicContracts } from './topics';

/** Every event on the bus travels in this envelope; `data` is checked against its topic's schema. */
export const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime({ offset: true }),
  source: z.string().min(1),
  correlationId: z.string().min(1),
  key: z.string().min(1),
  data: z.unknown(),
});

export interface EventEnvelope<TData = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  source: string;
  correlationId: string;
  key: string;
  data: TData;
}

export interface NewEvent<TData = unknown> {
  type: string;
  key: string;
  data: TData;
  correlationId?: string;
  version?: number;
}

/** Wraps an event for the bus; its `version` is the version of its topic's schema producers write now. */
export function createEnvelope<TData>(source: string, event: NewEvent<TData>): EventEnvelope<TData> {
  const id = randomUUID();
  return {
    id,
    type: event.type,
    version: event.version ?? (isTopic(event.type) ? topicContracts[event.type].version : 1),
    occurredAt: new Date().toISOString(),
    source,
    correlationId: event.correlationId ?? id,
    key: event.key,
    data: event.data,
  };
}
