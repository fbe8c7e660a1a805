import { PeriodicJob, type Database, type Logger, type Outbox } from '@glow/service-kit';
import { OrderTransitions } from '../domain/order-transitions';

const batch = 500;

export interface ExpiryOptions {
  intervalMs: number;
  /** Minutes after the window closes before the order expires: a payment in that time still counts. */
  graceMinutes: number;
}

/**
 * Marks unpaid orders whose payment window closed (plus the grace) as `expired` and gives their units
 * back (order.stock.released, in the same transaction). Every instance may run it: rows another
 * instance is expiring (or a payment is settling) are skipped, not waited for. A payment confirmed
 * after that finds the units gone and becomes a refund case.
 */
export class OrderExpiry {
  private readonly job: PeriodicJob;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly options: ExpiryOptions,
    private readonly logger: Logger,
  ) {
    this.job = new PeriodicJob(
      'order expiry',
      options.intervalMs,
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
        count = await this.db.transaction((client) =>
          new OrderTransitions(client, this.outbox).expireDue(batch, this.options.graceMinutes),
        );
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'order expiry pass failed, will try again');
      throw error;
    }
    if (expired > 0) this.logger.info({ expired }, 'orders expired unpaid');
    return expired;
  }
}
