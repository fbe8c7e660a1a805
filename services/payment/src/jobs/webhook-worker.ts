import { backoffDelay, type Backoff, type Database, type Logger } from '@glow/service-kit';
import { WebhookInboxRepository, type StoredWebhook } from '../data/webhook-inbox-repository';
import type { PaymentSettler, SettleOutcome } from '../domain/settle-payment';
import { PeriodicJob } from '@glow/service-kit';

export interface WebhookWorkerOptions {
  pollMs: number;
  maxAttempts: number;
  retry: Backoff;
}

/** A worker that dies holding a webhook leaves it to be taken again after this. */
const leaseMs = 60_000;
const batchSize = 20;

/**
 * Settles stored webhooks: woken after each one is stored, and polling for those due again. A webhook
 * is only a prompt: settle() asks the provider. Undecided ones are retried with backoff, then left
 * to reconciliation.
 */
export class WebhookWorker {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly settler: PaymentSettler,
    private readonly options: WebhookWorkerOptions,
    private readonly logger: Logger,
  ) {
    this.job = new PeriodicJob('webhook worker', options.pollMs, () => this.drain(), logger);
  }

  start = () => this.job.start();
  wake = () => this.job.wake();
  runNow = () => this.job.runNow();
  stop = () => this.job.stop();

  private async drain(): Promise<void> {
    const inbox = new WebhookInboxRepository(this.db.pool);
    for (;;) {
      const due = await inbox.claimDue(batchSize, leaseMs);
      if (due.length === 0) return;
      await Promise.all(due.map((webhook) => this.process(inbox, webhook)));
    }
  }

  private async process(inbox: WebhookInboxRepository, webhook: StoredWebhook): Promise<void> {
    if (!webhook.txRef) return inbox.finish(webhook.id, 'ignored: no reference');
    let outcome: SettleOutcome | { status: 'error'; reason: string };
    try {
      outcome = await this.settler.settle(webhook.provider, {
        txRef: webhook.txRef,
        transactionId: webhook.transactionId,
      });
    } catch (error) {
      this.logger.error({ err: error, txRef: webhook.txRef }, 'webhook could not be settled');
      outcome = { status: 'error', reason: String(error) };
    }
    if (outcome.status === 'succeeded' || outcome.status === 'failed') {
      return inbox.finish(webhook.id, outcome.status);
    }
    if (webhook.attempts >= this.options.maxAttempts) {
      this.logger.warn({ txRef: webhook.txRef, outcome }, 'webhook left to reconciliation');
      return inbox.finish(webhook.id, `gave up: ${outcome.status}`);
    }
    const note = outcome.reason ? `${outcome.status}: ${outcome.reason}` : outcome.status;
    await inbox.retryIn(webhook.id, backoffDelay(this.options.retry, webhook.attempts), note);
  }
}
