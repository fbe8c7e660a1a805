import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { backoffDelay } from '../backoff';
import { PeriodicJob } from '../jobs/periodic-job';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';

export interface MailJobSettings {
  /** Its domain names the Message-IDs (`Glow <no-reply@glow.ng>` → `<uuid@glow.ng>`). */
  MAIL_FROM: string;
  MAIL_ATTEMPTS: number;
  MAIL_RETRY_DELAY_MS: number;
  MAIL_LEASE_SECONDS: number;
}

interface MailJob extends MailMessage {
  id: string;
  attempts: number;
}

const pollMs = 1_000;

const identifier = /^[a-z_][a-z0-9_]*$/;

/**
 * A durable mail queue in the table `<schema>.mail_jobs` (the service's own migration creates it:
 * see the kit README, "Mail"). Sends queued mails: woken after a commit, and polling for retries and for jobs a stopped or
 * crashed instance left behind. A job is claimed with a lease (SKIP LOCKED, so instances share the
 * table), deleted once sent, retried with doubling waits, and deleted after MAIL_ATTEMPTS tries:
 * what a mail carries (a reset code, a shopper's message) never outlives its delivery.
 */
export class MailJobs {
  private readonly table: string;
  private readonly job: PeriodicJob;
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    schema: string,
    private readonly mailer: Mailer,
    private readonly settings: MailJobSettings,
    private readonly logger: Logger,
  ) {
    if (!identifier.test(schema)) throw new Error(`invalid schema name: ${schema}`);
    this.table = `${schema}.mail_jobs`;
    this.job = new PeriodicJob('mail queue', pollMs, () => this.drain(), logger);
  }

  /**
   * Queues a mail inside the caller's transaction: it exists exactly when what it announces was
   * committed. Its Message-ID is fixed now, so a mail sent again after a crash mid-delivery (SMTP
   * is at least once) is the same message to the receiving server and mail client.
   */
  async enqueue(client: PoolClient, message: MailMessage): Promise<void> {
    const headers = { 'Message-ID': `<${randomUUID()}@${this.messageIdDomain}>`, ...message.headers };
    await client.query(
      `INSERT INTO ${this.table} (to_address, subject, body, headers) VALUES ($1, $2, $3, $4)`,
      [message.to, message.subject, message.text, headers],
    );
  }

  private get messageIdDomain(): string {
    return /@([^\s>]+)/.exec(this.settings.MAIL_FROM)?.[1] ?? 'glow.local';
  }

  /** Sends what is due now (jobs a previous run left included), then polls. */
  start(): void {
    this.job.start();
    this.job.wake();
  }

  /** Looks for due jobs now (right after a commit that queued one). */
  wake(): void {
    this.job.wake();
  }

  /** Stops claiming; a mail being sent finishes first. Unsent jobs stay for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.job.stop();
  }

  private async drain(): Promise<void> {
    try {
      // A claimed job is always attempted: its lease would otherwise hold it back for minutes.
      for (let job = await this.claim(); job; job = await this.claim()) await this.deliver(job);
    } catch (error) {
      this.logger.warn({ err: error }, 'mail queue not reachable, will look again');
    }
  }

  private async claim(): Promise<MailJob | undefined> {
    if (this.stopped) return undefined;
    const { rows } = await this.pool.query<MailJob>(
      `UPDATE ${this.table}
          SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
        WHERE id = (SELECT id FROM ${this.table} WHERE next_attempt_at <= now()
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address AS "to", subject, body AS "text", headers, attempts`,
      [this.settings.MAIL_LEASE_SECONDS],
    );
    return rows[0];
  }

  private async deliver(job: MailJob): Promise<void> {
    const context = { job: job.id, attempt: job.attempts, subject: job.subject };
    try {
      await this.mailer.send({ to: job.to, subject: job.subject, text: job.text, headers: job.headers });
      await this.pool.query(`DELETE FROM ${this.table} WHERE id = $1`, [job.id]);
      return;
    } catch (error) {
      if (job.attempts >= this.settings.MAIL_ATTEMPTS) {
        this.logger.error({ err: error, ...context }, 'mail not delivered, giving up');
        await this.pool.query(`DELETE FROM ${this.table} WHERE id = $1`, [job.id]);
        return;
      }
      this.logger.warn({ err: error, ...context }, 'mail not delivered, will retry');
      const policy = {
        attempts: this.settings.MAIL_ATTEMPTS,
        initialDelayMs: this.settings.MAIL_RETRY_DELAY_MS,
        maxDelayMs: 60_000,
      };
      const delayMs = backoffDelay(policy, job.attempts);
      await this.pool.query(
        `UPDATE ${this.table} SET next_attempt_at = now() + make_interval(secs => $2) WHERE id = $1`,
        [job.id, delayMs / 1000],
      );
      setTimeout(() => this.wake(), delayMs).unref();
    }
  }
}
