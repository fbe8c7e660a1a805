import pino, { type DestinationStream, type Logger } from 'pino';
import { currentCorrelationId } from './correlation';

export type { Logger };

/** The levels LOG_LEVEL accepts (pino's, plus `silent`). */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isLogLevel(level: string): level is (typeof logLevels)[number] {
  return (logLevels as readonly string[]).includes(level);
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
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
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
