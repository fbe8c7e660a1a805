import { Writable } from 'node:stream';
import { createLogger, defineService, runMain, startService } from '@glow/service-kit';
import { createTestKeys, waitFor } from '@glow/testing';

function capturedLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as (typeof lines)[number]);
      done();
    },
  });
  return { stream, lines };
}

describe('LOG_LEVEL', () => {
  const original = process.env.LOG_LEVEL;
  afterEach(() => {
    if (original === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = original;
    process.exitCode = undefined;
    jest.restoreAllMocks();
  });

  it('when LOG_LEVEL is verbose, then a service (built like every main.ts) exits with a fatal line naming LOG_LEVEL, not a stack trace', async () => {
    process.env.LOG_LEVEL = 'verbose';
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const { stream, lines } = capturedLines();

    // What main.ts does: the logger first (from the environment), then the checked start.
    const logger = createLogger('probe', undefined, stream);
    await runMain(
      'probe',
      () =>
        startService(defineService({ name: 'probe' }), {
          env: { LOG_LEVEL: 'verbose', JWT_PUBLIC_KEY: createTestKeys().publicKey },
          logger,
          processMetrics: false,
        }),
      logger,
    );

    await waitFor('the process to exit', () => exit.mock.calls.length > 0);
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 60,
        msg: expect.stringMatching(/^probe could not start: Invalid configuration: LOG_LEVEL: .*"debug"/),
      }),
    ]);
  });

  it('when LOG_LEVEL is a known level, then the logger uses it', () => {
    process.env.LOG_LEVEL = 'warn';
    expect(createLogger('probe', undefined, capturedLines().stream).level).toBe('warn');
  });
});
