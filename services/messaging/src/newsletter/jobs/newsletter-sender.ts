import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { backoffDelay, PeriodicJob, type Logger, type Mailer, type Pool } from '@glow/service-kit';
import { DeliveryRepository } from '../data/delivery-repository';
import { IssueRepository } from '../data/issue-repository';
import { sendBatch, type BatchOutcome } from './send-batch';
import type { SenderSettings } from './sender-settings';

const pollMs = 1_000;
/** While the SMTP server does not answer, the sender waits, doubling up to a minute. */
const unreachableBackoff = { initialDelayMs: 1_000, maxDelayMs: 60_000 };

/**
 * Sends newsletter issues from their delivery rows: woken after an issue is committed, and polling
 * for retries and for rows a stopped or crashed instance left. Several instances share the rows
 * (claims skip locked ones); an issue is marked sent once none of its deliveries is pending.
 */
export class NewsletterSender {
  private readonly job: PeriodicJob;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryAt = Number.POSITIVE_INFINITY;
  private stopped = false;
  private pausedUntil = 0;
  private pauses = 0;

  constructor(
    private readonly pool: Pool,
    private readonly mailer: Mailer,
    private readonly settings: SenderSettings,
    private readonly logger: Logger,
  ) {
    this.job = new PeriodicJob('newsletter sender', pollMs, () => this.drain(), logger);
  }

  /** Sends what is due now (rows a previous run left included), then polls. */
  start(): void {
    this.job.start();
    this.job.wake();
  }

  wake(): void {
    this.job.wake();
  }

  /** Mails in flight finish and are recorded; claimed rows not yet tried go back at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.job.stop();
  }

  private async drain(): Promise<void> {
    const deliveries = new DeliveryRepository(this.pool);
    const context = {
      pool: this.pool,
      mailer: this.mailer,
      settings: this.settings,
      logger: this.logger,
      stopping: () => this.stopped,
    };
    try {
      while (!this.stopped && Date.now() >= this.pausedUntil) {
        const claimId = randomUUID();
        const claimedAt = performance.now();
        const batch = await deliveries.claim(
          claimId,
          this.settings.NEWSLETTER_BATCH_SIZE,
          this.settings.NEWSLETTER_LEASE_SECONDS,
        );
        if (batch.length === 0) break;
        await this.settleBatch(deliveries, claimId, await sendBatch(context, batch, claimedAt));
      }
      for (const issue of await new IssueRepository(this.pool).finishSettled())
        this.logger.info({ issue }, 'newsletter issue sent');
    } catch (error) {
      this.logger.warn({ err: error }, 'newsletter deliveries not reachable, will look again');
    }
  }

  private async settleBatch(deliveries: DeliveryRepository, claimId: string, outcome: BatchOutcome) {
    let delayMs = 0;
    if (outcome.unreachable) {
      this.pauses += 1;
      delayMs = backoffDelay(unreachableBackoff, this.pauses);
      this.pausedUntil = Date.now() + delayMs;
      this.logger.error({ retryInMs: delayMs }, 'newsletter paused: the SMTP server is unreachable');
      this.wakeIn(delayMs);
    } else if (outcome.sent > 0) {
      this.pauses = 0;
    }
    await deliveries.release(claimId, outcome.untried, delayMs);
    if (outcome.retryInMs !== undefined) this.wakeIn(outcome.retryInMs);
  }

  /** One timer, for the soonest retry due. */
  private wakeIn(delayMs: number): void {
    const at = Date.now() + delayMs;
    if (this.stopped || at >= this.retryAt) return;
    clearTimeout(this.retryTimer);
    this.retryAt = at;
    this.retryTimer = setTimeout(() => {
      this.retryAt = Number.POSITIVE_INFINITY;
      this.wake();
    }, delayMs);
    this.retryTimer.unref();
  }
}
