import { PeriodicJob, type Database, type Logger } from '@glow/service-kit';
import { ExpectedPaymentRepository, type ExpectedPayment } from '../data/expected-payment-repository';
import type { PaymentSettler } from '../domain/settle-payment';
import type { ProviderName } from '../clients';

export interface ReconciliationOptions {
  intervalMs: number;
  minAgeMs: number;
  /** The longest wait between two looks at one reference. */
  maxDelayMs: number;
  /** Providers not to ask now (their circuit is open). */
  refusing: () => ProviderName[];
}

const batchSize = 50;
/** Waits after a reference's 1st, 2nd, … look, below the cap. */
const growingDelaysMs = [30_000, 60_000, 120_000, 300_000, 900_000, 1_800_000];
/** A reference still in its window gets a look this long after the window closes (order expires it soon after). */
const closeLookMs = 60_000;
/** A reference the provider still does not know this long after its window closed was never paid. */
const notFoundGraceMs = 15 * 60_000;

/** 30 s, 1, 2, 5, 15, 30 min, then `maxDelayMs` every time. */
export function reconcileDelays(maxDelayMs: number): number[] {
  return [...growingDelaysMs.filter((delay) => delay < maxDelayMs), maxDelayMs];
}

/**
 * Asks the providers, by reference, about expected payments with no verdict yet (older than
 * `minAgeMs`, until a day after they expired), each less often as it ages: a shopper who closed the
 * browser after paying, with every webhook lost, still gets the order, and an abandoned checkout
 * costs a few calls, not one every pass. A reference the provider does not know after its window
 * closed is left alone (verify and webhooks still settle it if it ever turns up).
 */
export class Reconciliation {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly settler: PaymentSettler,
    private readonly options: ReconciliationOptions,
    private readonly logger: Logger,
  ) {
    this.job = new PeriodicJob('reconciliation', options.intervalMs, () => this.pass(), logger);
  }

  start = () => this.job.start();
  runNow = () => this.job.runNow();
  stop = () => this.job.stop();

  private async pass(): Promise<void> {
    const expected = new ExpectedPaymentRepository(this.db.pool);
    const delaysMs = reconcileDelays(this.options.maxDelayMs);
    for (;;) {
      const window = { minAgeMs: this.options.minAgeMs, delaysMs, closeLookMs, limit: batchSize };
      const due = await expected.claimUnsettled({ ...window, skip: this.options.refusing() });
      if (due.length === 0) return;
      await Promise.all(due.map((payment) => this.reconcile(expected, payment)));
    }
  }

  private async reconcile(expected: ExpectedPaymentRepository, payment: ExpectedPayment): Promise<void> {
    const outcome = await this.settler.settle(payment.method, { txRef: payment.txRef });
    if (outcome.providerError !== 'not-found') return;
    if (await expected.stopReconcilingAfter(payment.txRef, notFoundGraceMs)) {
      this.logger.debug(
        { txRef: payment.txRef, provider: payment.method },
        'reconciliation stops asking: the provider does not know this reference after its window closed',
      );
    }
  }
}
