import type { Logger } from '../logger';

/**
 * Runs `pass` every `intervalMs`, and at once when woken; passes never overlap, and a wake during a
 * pass runs one more right after it. `stop` waits for the pass under way.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly pass: () => Promise<void>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.schedule();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.run();
  }

  /** Runs one pass now (tests, and callers that must know it ran). */
  async runNow(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.run();
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.pass().catch((error: unknown) => this.logger.error({ err: error }, `${this.name} failed`));
      } while (this.again && !this.stopped);
    } finally {
      this.running = undefined;
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.intervalMs);
    this.timer.unref();
  }
}
