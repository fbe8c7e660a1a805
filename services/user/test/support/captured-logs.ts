import { createLogger } from '@glow/service-kit';
import { Writable } from 'node:stream';

/** Every line the service logs at `level` and above, kept for the assertions. */
export function capturedLogs(level: 'trace' | 'info' | 'warn' = 'trace') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('user', level, stream), text: () => lines.join('') };
}
