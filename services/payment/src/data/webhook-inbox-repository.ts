import type { Queryable } from '@glow/service-kit';
import type { ProviderName, WebhookEvent } from '../clients';

export interface StoredWebhook {
  id: string;
  provider: ProviderName;
  event: string;
  txRef?: string;
  transactionId?: string;
  /** Tries so far, this one included. */
  attempts: number;
}

interface InboxRow {
  id: string;
  provider: ProviderName;
  event: string;
  tx_ref: string | null;
  transaction_id: string | null;
  attempts: number;
}

const seconds = (param: string) => `make_interval(secs => ${param}::double precision / 1000)`;

/**
 * All a stored webhook keeps (the same names for both providers): never the raw body, which carries
 * card details, authorization codes and the customer's contact data.
 */
function webhookSummary(event: WebhookEvent) {
  return {
    event: event.event,
    reference: event.txRef,
    id: event.transactionId,
    status: event.status,
    amount: event.amount,
    currency: event.currency,
  };
}

/** Signed webhooks waiting to be settled (`payment.webhook_inbox`). */
export class WebhookInboxRepository {
  constructor(private readonly db: Queryable) {}

  async store(event: WebhookEvent): Promise<void> {
    await this.db.query(
      `INSERT INTO payment.webhook_inbox (provider, event, tx_ref, transaction_id, summary)
       VALUES ($1, $2, $3, $4, $5)`,
      [event.provider, event.event, event.txRef ?? null, event.transactionId ?? null, webhookSummary(event)],
    );
  }

  /**
   * Takes due webhooks and hides them for `leaseMs`: a worker that dies mid-way leaves them to be
   * taken again when the lease runs out. SKIP LOCKED keeps instances from waiting on each other.
   */
  async claimDue(limit: number, leaseMs: number): Promise<StoredWebhook[]> {
    const { rows } = await this.db.query<InboxRow>(
      `UPDATE payment.webhook_inbox w
          SET attempts = w.attempts + 1, available_at = now() + ${seconds('$2')}
        WHERE w.id IN (
          SELECT id FROM payment.webhook_inbox
           WHERE processed_at IS NULL AND available_at <= now()
           ORDER BY available_at, id LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING w.id, w.provider, w.event, w.tx_ref, w.transaction_id, w.attempts`,
      [limit, leaseMs],
    );
    return rows.map((row) => ({
      id: String(row.id),
      provider: row.provider,
      event: row.event,
      txRef: row.tx_ref ?? undefined,
      transactionId: row.transaction_id ?? undefined,
      attempts: row.attempts,
    }));
  }

  async finish(id: string, outcome: string): Promise<void> {
    await this.db.query('UPDATE payment.webhook_inbox SET processed_at = now(), outcome = $2 WHERE id = $1', [
      id,
      outcome,
    ]);
  }

  /** Deletes up to `limit` webhooks processed more than `olderThanMs` ago; answers how many. */
  async deleteProcessedBefore(olderThanMs: number, limit: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM payment.webhook_inbox WHERE id IN (
         SELECT id FROM payment.webhook_inbox
          WHERE processed_at < now() - ${seconds('$1')}
          ORDER BY processed_at LIMIT $2)`,
      [olderThanMs, limit],
    );
    return rowCount ?? 0;
  }

  async retryIn(id: string, delayMs: number, outcome: string): Promise<void> {
    await this.db.query(
      `UPDATE payment.webhook_inbox SET available_at = now() + ${seconds('$2')}, outcome = $3 WHERE id = $1`,
      [id, delayMs, outcome],
    );
  }
}
