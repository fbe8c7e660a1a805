import { PeriodicJob, type Logger, type Pool } from '@glow/service-kit';

import { OrderRepository } from '../data/order-repository';

const batch = 500;

/**
 * Marks pending, unpaid orders whose payment window closed as `expired`. Every instance may run it:
 * rows another instance is expiring (or a payment is settling) are skipped, not waited for.
 * Expired is not final: a payment confirmed later is still applied.
 */
export class OrderExpiry {
  private readonly job: PeriodicJob;
  private running: Promise<number> | undefined;

  constructor(
    private readonly pool: Pool,
    intervalMs: number,
    private readonly logger: Logger,
  ) {
    this.job = new PeriodicJob(
      'order expiry',
      intervalMs,
      // expireDue logs why a pass failed; the job only needs to run it again later.
      () =>
        this.expireDue().then(
          () => undefined,
          () => undefined,
        ),
      logger,
    );
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many orders it expired. */
  expireDue(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    let expired = 0;
    try {
      for (let count = batch; count === batch; expired += count) {
        count = await new OrderRepository(this.pool).expireDue(batch);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'order expiry pass failed, will try again');
      throw error;
    }
    if (expired > 0) this.logger.info({ expired }, 'orders expired unpaid');
    return expired;
  }
}
