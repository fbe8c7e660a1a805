import { PeriodicJob, type Database, type Logger, type MailJobs } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { OrderRepository } from '../data/order-repository';
import { awaitingVerdict } from '../domain/order-lifecycle';
import type { PaidCart } from '../domain/paid-cart';
import type { PaymentVerdicts } from '../domain/payment-verdicts';

export interface SweepOptions {
  intervalMs: number;
  /** Unpaid orders younger than this are left to the browser, the webhooks and the events. */
  minAgeMs: number;
}

const batch = 50;
/** Payment keeps reconciling a reference a day past its window; a week covers any outage after that. */
const maxAgeDays = 8;

/**
 * The healer of the money path: asks payment for its verdict on unpaid orders (each one less often as
 * it ages: 1, 2, 5, 15, 60 minutes, then every 6 hours) and applies a verdict order never heard of —
 * a payment.succeeded lost to a dead-letter topic, a bug, or an outage. Applying is idempotent, so a
 * verdict that also arrives as an event changes the order once.
 */
export class PaymentSweeper {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: {
      db: Database;
      upstreams: Upstreams;
      verdicts: PaymentVerdicts;
      mail: MailJobs;
      logger: Logger;
      paidCart: PaidCart;
    },
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
      for (const txRef of due) await this.applyVerdict(txRef);
    }
  }

  private async applyVerdict(txRef: string): Promise<void> {
    const { db, upstreams, verdicts, mail, logger } = this.deps;
    const verdict = await upstreams.paymentVerdict(txRef).catch((error: unknown) => {
      logger.warn(
        { err: error, txRef },
        'payment sweeper could not ask payment; the order is asked again later',
      );
      return undefined;
    });
    if (!verdict || verdict.status === 'none') return;
    const { status, transactionId, amount, currency, reason } = verdict;
    if (status === 'succeeded') {
      const outcome = await db.transaction((client) =>
        verdicts.markPaid(client, txRef, { paymentId: transactionId, amount, currency }),
      );
      if (outcome === 'paid') logger.warn({ txRef }, 'payment sweeper paid an order its event never paid');
      mail.wake();
      await this.deps.paidCart.clear(txRef);
    } else {
      const failure = { reason: reason ?? 'refund: rejected', transactionId, amount, currency };
      await db.transaction((client) => verdicts.markFailed(client, txRef, failure));
    }
  }
}
