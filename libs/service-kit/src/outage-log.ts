import type { Logger } from './logger';

/**
 * The log of something a service depends on and expects to fail now and then (a provider, an
 * upstream): one warn line when it starts failing, another only when the reason changes, one info
 * line when it answers again. Each line carries the reason as text, not a stack: an outage that
 * lasts an hour is two lines, and a real problem beside it does not drown.
 */
export class OutageLog {
  private reason: string | undefined;
  private failures = 0;
  private since = 0;

  constructor(
    private readonly logger: Logger,
    /** What is out, as the lines name it ("exchange rate provider"). */
    private readonly what: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A failed attempt: logged when the outage starts or its reason changed, at debug otherwise. */
  failed(error: unknown, consequence: string, fields: Record<string, unknown> = {}): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.failures += 1;
    if (this.reason === undefined) this.since = this.now();
    const line = { ...fields, reason, failures: this.failures };
    const message = `${this.what} failed: ${reason}; ${consequence}`;
    if (reason === this.reason) this.logger.debug(line, message);
    else this.logger.warn(line, message);
    this.reason = reason;
  }

  /** A successful attempt: ends an outage with one line saying how long it lasted. */
  recovered(): void {
    if (this.reason === undefined) return;
    const downForMs = this.now() - this.since;
    this.logger.info(
      { failures: this.failures, downForMs },
      `${this.what} answers again after ${Math.round(downForMs / 1000)} s and ${this.failures} failed attempts`,
    );
    this.reason = undefined;
    this.failures = 0;
  }
}
