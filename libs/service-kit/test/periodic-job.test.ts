import { createLogger, PeriodicJob } from '../src';
import { waitFor } from '@glow/testing';

const logger = createLogger('periodic-job-test', 'silent');
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PeriodicJob', () => {
  it('when woken during a pass, then exactly one more pass runs right after it, never two at once', async () => {
    let running = 0;
    let overlapped = false;
    let passes = 0;
    let release!: () => void;
    const job = new PeriodicJob(
      'test',
      60_000,
      async () => {
        running += 1;
        overlapped ||= running > 1;
        passes += 1;
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
      },
      logger,
    );
    job.wake();
    await tick(5);
    job.wake();
    job.wake();
    job.wake();
    release();
    await tick(20);
    await job.stop();

    expect(passes).toBe(2);
    expect(overlapped).toBe(false);
  });

  it('when started, then it runs every interval; a failing pass is logged and the next still runs; stop ends it', async () => {
    let passes = 0;
    const job = new PeriodicJob(
      'test',
      20,
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('boom');
      },
      logger,
    );
    job.start();
    // Three passes take ~60 ms on a quiet machine; a loaded CI machine may need longer.
    await waitFor('three passes', async () => passes >= 3, 10_000, 10);
    await job.stop();
    const stoppedAt = passes;
    await tick(60);

    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    expect(passes).toBe(stoppedAt);
  });

  it('when stop is called during a pass, then it waits for that pass and no wake runs another', async () => {
    let finished = false;
    let passes = 0;
    const job = new PeriodicJob(
      'test',
      60_000,
      async () => {
        passes += 1;
        await tick(50);
        finished = true;
      },
      logger,
    );
    job.wake();
    await tick(5);
    const stopping = job.stop();
    job.wake();
    await stopping;

    expect(finished).toBe(true);
    expect(passes).toBe(1);
  });
});
