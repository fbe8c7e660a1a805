import { PeriodicJob, type Database, type Logger } from '@glow/service-kit';
import { WebhookInboxRepository } from '../data/webhook-inbox-repository';

export interface WebhookPurgeOptions {
  retentionMs: number;
  intervalMs?: number;
  /** Rows per DELETE, so a large backlog never holds long locks. */
  batchSize?: number;
}

/** Deletes processed webhooks past their retention: at start, then every interval (an hour). */
export class WebhookPurge {
  private readonly job: PeriodicJob;
  private readonly batchSize: number;

  constructor(
    private readonly db: Database,
    private readonly options: WebhookPurgeOptions,
    private readonly logger: Logger,
  ) {
    this.batchSize = options.batchSize ?? 1_000;
    this.job = new PeriodicJob('webhook purge', options.intervalMs ?? 3_600_000, () => this.purge(), logger);
  }

  start = () => {
    this.job.start();
    // An instance restarted more often than the interval still purges.
    this.job.wake();
  };
  runNow = () => this.job.runNow();
  stop = () => this.job.stop();

  private async purge(): Promise<void> {
    const inbox = new WebhookInboxRepository(this.db.pool);
    let deleted = 0;
    for (;;) {
      const batch = await inbox.deleteProcessedBefore(this.options.retentionMs, this.batchSize);
      deleted += batch;
      if (batch < this.batchSize) break;
    }
    if (deleted > 0) this.logger.info({ deleted }, 'processed webhooks past their retention deleted');
  }
}
