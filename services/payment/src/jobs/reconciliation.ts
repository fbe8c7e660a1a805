import type { Database, Logger } from '@glow/service-kit';
import { ExpectedPaymentRepository } from '../data/expected-payment-repository';
import type { PaymentSettler } from '../domain/settle-payment';
import { PeriodicJob } from '@glow/service-kit';

export interface ReconciliationOptions {
  intervalMs: number;
  minAgeMs: number;
}

const batchSize = 50;

/**
 * Asks the providers, by reference, about every expected payment with no verdict yet (older than
 * `minAgeMs`, until a day after it expired): a shopper who closed the browser after paying, with
 * every webhook lost, still gets the order.
 */
export class Reconciliation {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly settler: PaymentSettler,
    private readonly options: ReconciliationOptions,
    logger: Logger,
  ) {
    this.job = new PeriodicJob('reconciliation', options.intervalMs, () => this.pass(), logger);
  }

  start = () => this.job.start();
  runNow = () => this.job.runNow();
  stop = () => this.job.stop();

  private async pass(): Promise<void> {
    const expected = new ExpectedPaymentRepository(this.db.pool);
    const window = { minAgeMs: this.options.minAgeMs, leaseMs: this.options.intervalMs, limit: batchSize };
    for (;;) {
      const due = await expected.claimUnsettled(window);
      if (due.length === 0) return;
      await Promise.all(due.map((payment) => this.settler.settle(payment.method, { txRef: payment.txRef })));
    }
  }
}
