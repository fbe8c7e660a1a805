import type { Logger } from '@glow/service-kit';
import pino from 'pino';
import pretty from 'pino-pretty';

const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
  censor: '[redacted]',
};

/**
 * Readable lines on a terminal, JSON (one object a line) when the output is piped. Writes are
 * synchronous so log lines and the start banner reach the console in the order they happened.
 */
export function createRunnerLogger(level: string, readable = Boolean(process.stdout.isTTY)): Logger {
  const options = { name: 'glow', level, redact };
  if (!readable) return pino(options, pino.destination({ dest: 1, sync: true }));
  return pino(
    options,
    pretty({
      colorize: true,
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,name,service',
      messageFormat: '{if service}{service}: {end}{msg}',
    }),
  );
}
