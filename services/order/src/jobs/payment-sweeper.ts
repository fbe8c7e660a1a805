import { PeriodicJob, type Database, type Logger } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { OrderRepository } from '../data/order-repository';
import { awaitingVerdict } from '../domain/order-lifecycle';

export interface SweepOptions {
  intervalMs: number;
  /** Unpaid orders younger than this are left to the browser, the webhooks and the events. */
  minAgeMs: number;
}

const batch = 50;
/** Payment keeps reconciling a reference a day past its window; a week covers any outage after that. */
const maxAgeDays = 8;

/**
 * The healer of the money path: for unpaid orders still awaiting a verdict (each one less often as it
 * ages: 1, 2, 5, 15, 60 minutes, then every 6 hours) it asks payment to announce its verdict again —
 * a payment.succeeded lost to a dead-letter topic, a bug, or an outage. The order then changes the one
 * way it ever does, by applying payment's event; the sweeper writes nothing of the payment itself.
 */
export class PaymentSweeper {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: { db: Database; upstreams: Upstreams; logger: Logger },
    private readonly options: SweepOptions,
  ) {
    this.job = new PeriodicJob('payment sweeper', options.intervalMs, () => this.sweep(), deps.logger);
  }

  start = () => this.job.start();
  runNow = () => this.job.runNow();
  stop = () => this.job.stop();

  private async sweep(): Promise<void> {
    const orders = new OrderRepository(this.deps.db.pool);
    for (;;) {
      const due = await orders.claimForSweep(batch, this.options.minAgeMs, maxAgeDays, awaitingVerdict);
      if (due.length === 0) return;
      for (const txRef of due) await this.askAgain(txRef);
    }
  }

  private async askAgain(txRef: string): Promise<void> {
    const { upstreams, logger } = this.deps;
    try {
      const verdict = await upstreams.announceVerdict(txRef);
      if (verdict.status !== 'none')
        logger.warn(
          { txRef, verdict: verdict.status },
          'payment announced again a verdict this order never applied',
        );
    } catch (error) {
      logger.warn(
        { err: error, txRef },
        'payment sweeper could not ask payment; the order is asked again later',
      );
    }
  }
}
