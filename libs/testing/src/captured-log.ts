import { Writable } from 'node:stream';
import { createLogger, type Logger } from '@glow/service-kit';

/** A line as pino writes it: its numeric level (20 debug, 30 info, 40 warn), message and fields. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/**
 * A real logger whose lines are kept, parsed, for assertions; `stream` alone serves a logger built
 * elsewhere (a runner's, a service started with its own).
 */
export function capturedLog(
  name = 'test',
  level = 'trace',
): {
  logger: Logger;
  stream: Writable;
  lines: LogLine[];
} {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as LogLine);
      done();
    },
  });
  return { logger: createLogger(name, level, stream), stream, lines };
}
