import { envelopeSchema, type EventEnvelope } from './envelope';
import { isTopic, topicSchemas, type Topic, type TopicData } from './topics';

export type EventCheck<T extends Topic> =
  { ok: true; event: EventEnvelope<TopicData<T>> } | { ok: false; reason: string };

function describe(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Checks a raw event against the envelope and the topic's payload schema. Never throws. */
export function checkEvent<T extends Topic>(topic: T, raw: unknown): EventCheck<T> {
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) return { ok: false, reason: `invalid envelope: ${describe(envelope.error.issues)}` };
  if (envelope.data.type !== topic) {
    return { ok: false, reason: `event type ${envelope.data.type} does not belong on topic ${topic}` };
  }
  if (!isTopic(topic)) return { ok: false, reason: `unknown topic ${topic}` };
  const data = topicSchemas[topic].safeParse(envelope.data.data);
  if (!data.success) return { ok: false, reason: `invalid ${topic} data: ${describe(data.error.issues)}` };
  return { ok: true, event: { ...envelope.data, data: data.data } as EventEnvelope<TopicData<T>> };
}

/** Producer-side check: an invalid event is a programming error, so it throws. */
export function assertEvent<T extends Topic>(
  topic: T,
  event: EventEnvelope<unknown>,
): EventEnvelope<TopicData<T>> {
  const check = checkEvent(topic, event);
  if (!check.ok) throw new Error(`refusing to publish: ${check.reason}`);
  return check.event;
}
