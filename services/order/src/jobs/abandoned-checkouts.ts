import { PeriodicJob, type Database, type Logger, type Outbox } from '@glow/service-kit';
import { CheckoutAttemptRepository } from '../data/checkout-attempt-repository';
import { announceRelease } from '../domain/stock-release';

const batch = 100;

/**
 * Gives back the units of checkouts whose order was never saved (the process died between the
 * reservation and the save, or the save failed): an attempt still there after `ageMs` is one of those.
 * The checkout that is merely slow finds its attempt gone when it saves, and answers 503.
 */
export class AbandonedCheckouts {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly ageMs: number,
    logger: Logger,
  ) {
    this.job = new PeriodicJob('abandoned checkouts', ageMs, () => this.releaseAll(), logger);
  }

  start = () => this.job.start();
  runNow = () => this.job.runNow();
  stop = () => this.job.stop();

  private async releaseAll(): Promise<void> {
    for (let count = batch; count === batch;) {
      count = await this.db.transaction(async (client) => {
        const abandoned = await new CheckoutAttemptRepository(client).takeAbandoned(this.ageMs, batch);
        for (const { orderId, items } of abandoned) {
          await announceRelease(client, this.outbox, { orderId, hold: 1, items }, 'abandoned');
        }
        return abandoned.length;
      });
    }
  }
}
