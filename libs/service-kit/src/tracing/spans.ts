import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { carriedUnsampled } from './traceparent';

const tracer = trace.getTracer('@glow/service-kit');

function fail(span: Span, error: unknown): never {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
  span.end();
  throw error;
}

/**
 * Runs `work` inside a new span that ends with it, sync or async (a throw or rejection marks it
 * failed). With tracing off the API hands out a non-recording span: nothing is kept. In a trace the
 * sampler left out (see traceparent.ts) no span is started.
 */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  work: () => T,
): T {
  if (carriedUnsampled() && !trace.getSpan(context.active())) return work();
  return tracer.startActiveSpan(name, options, (span) => {
    let result: T;
    try {
      result = work();
    } catch (error) {
      fail(span, error);
    }
    if (!(result instanceof Promise)) {
      span.end();
      return result;
    }
    return result.then(
      (value: unknown) => {
        span.end();
        return value;
      },
      (error: unknown) => fail(span, error),
    ) as T;
  });
}

/** One consumed event, handled by a consumer group: every effect of the handler is inside it. */
export function consumeSpan<T>(
  topic: string,
  group: string,
  eventId: string,
  work: () => Promise<T>,
): Promise<T> {
  return inSpan(
    `${topic} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.operation.type': 'process',
        'messaging.destination.name': topic,
        'messaging.consumer.group.name': group,
        'messaging.message.id': eventId,
      },
    },
    work,
  );
}

/** A browser event sent to Socket.IO rooms (through the Redis adapter to every instance). */
export function pushSpan(event: string, rooms: string[], work: () => void): void {
  inSpan(
    `${event} push`,
    { kind: SpanKind.PRODUCER, attributes: { 'glow.push.event': event, 'glow.push.rooms': rooms } },
    work,
  );
}
