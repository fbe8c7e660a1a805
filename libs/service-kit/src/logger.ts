import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import { carriedUnsampled } from './tracing/traceparent';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentCorrelationId } from './correlation';

export type { Logger };

/** The levels LOG_LEVEL accepts (pino's, plus `silent`). */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isLogLevel(level: string): level is (typeof logLevels)[number] {
  return (logLevels as readonly string[]).includes(level);
}

function correlation(): Record<string, string> {
  const correlationId = currentCorrelationId();
  return correlationId ? { correlationId } : {};
}

/**
 * The active span's ids, as the OpenTelemetry log data model names them (none while tracing is
 * off); in a trace the sampler left out, the ids it carries, so its lines still group.
 */
function traceIds(): Record<string, string> {
  const active = context.active();
  const unsampled = carriedUnsampled(active);
  if (unsampled) {
    const [, traceId, spanId, flags] = unsampled.split('-');
    return { trace_id: traceId!, span_id: spanId!, trace_flags: flags! };
  }
  const span = trace.getSpanContext(active);
  if (!span || !isSpanContextValid(span)) return {};
  return {
    trace_id: span.traceId,
    span_id: span.spanId,
    trace_flags: span.traceFlags.toString(16).padStart(2, '0'),
  };
}

/** What every log line carries about the work in progress: its correlation id and trace. */
export function logContext(): Record<string, string> {
  return { ...correlation(), ...traceIds() };
}

/**
 * JSON lines to stdout, or to `destination` (a test reading what a service logs). The logger is
 * built before the settings are checked, so an unknown level (`LOG_LEVEL=verbose`) logs at `info`
 * here instead of throwing pino's stack trace; the config check then stops the start with a
 * message naming LOG_LEVEL, written by this logger.
 */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: isLogLevel(level) ? level : 'info',
    mixin: logContext,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.passwordHash',
        '*.newPassword',
        '*.confirmPassword',
        '*.currentPassword',
        '*.token',
        "res.headers['set-cookie']",
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
