import type { Queryable } from '@glow/service-kit';
import type { ProviderName } from '../clients';

export interface RefundRecord {
  transactionId: string;
  /** The asker's key for this part ('whole' for the one refund of the whole transaction). */
  refundKey: string;
  txRef: string;
  provider: ProviderName;
  /** The provider's id for the refund; null while `sending` (written before the provider is called). */
  refundId: string | null;
  /** Major units, two decimals. */
  amount: string;
  currency: string;
  reason: string;
  status: RefundStatus;
}

/** `sending`: the intent, before the provider answered; `pending` until it confirms; `completed`. */
export type RefundStatus = 'sending' | 'pending' | 'completed';

/** A refund the provider accepted. */
export type SentRefund = RefundRecord & { refundId: string; status: 'pending' | 'completed' };

interface RefundRow {
  transaction_id: string;
  refund_key: string;
  tx_ref: string;
  provider: ProviderName;
  refund_id: string | null;
  amount: string;
  currency: string;
  reason: string;
  status: RefundStatus;
}

const columns = 'transaction_id, refund_key, tx_ref, provider, refund_id, amount, currency, reason, status';

const toRecord = (row: RefundRow): RefundRecord => ({
  transactionId: row.transaction_id,
  refundKey: row.refund_key,
  txRef: row.tx_ref,
  provider: row.provider,
  refundId: row.refund_id,
  amount: row.amount,
  currency: row.currency,
  reason: row.reason,
  status: row.status,
});

/** Refunds asked of the providers (`payment.refunds`): per provider transaction, one per part. */
export class RefundRepository {
  constructor(private readonly db: Queryable) {}

  async find(
    provider: ProviderName,
    transactionId: string,
    refundKey: string,
  ): Promise<RefundRecord | undefined> {
    const { rows } = await this.db.query<RefundRow>(
      `SELECT ${columns} FROM payment.refunds WHERE provider = $1 AND transaction_id = $2 AND refund_key = $3`,
      [provider, transactionId, refundKey],
    );
    return rows[0] && toRecord(rows[0]);
  }

  /** Major units already given back or on their way for this transaction, all parts together. */
  async givenBack(provider: ProviderName, transactionId: string): Promise<string> {
    const { rows } = await this.db.query<{ given: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS given FROM payment.refunds
        WHERE provider = $1 AND transaction_id = $2`,
      [provider, transactionId],
    );
    return rows[0]!.given;
  }

  /**
   * Serializes the refunds of one transaction until the transaction ends, so two parts never both
   * fit in what is left.
   */
  async lockTransaction(provider: ProviderName, transactionId: string): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('payment.refunds'), hashtext($1))`, [
      `${provider}:${transactionId}`,
    ]);
  }

  /** Writes the intent (`sending`); false when this part already has its refund or intent. */
  async insertIntent(refund: Omit<RefundRecord, 'refundId' | 'status'>): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO payment.refunds (${columns})
       VALUES ($1, $2, $3, $4, NULL, $5::numeric, $6, $7, 'sending')
       ON CONFLICT (provider, transaction_id, refund_key) DO NOTHING`,
      [
        refund.transactionId,
        refund.refundKey,
        refund.txRef,
        refund.provider,
        refund.amount,
        refund.currency,
        refund.reason,
      ],
    );
    return rowCount === 1;
  }

  /** The provider accepted the intent: its refund id, pending or completed. */
  async sent(refund: SentRefund): Promise<void> {
    await this.db.query(
      `UPDATE payment.refunds
          SET refund_id = $4, status = $5, completed_at = CASE WHEN $5 = 'completed' THEN now() END
        WHERE provider = $1 AND transaction_id = $2 AND refund_key = $3 AND status = 'sending'`,
      [refund.provider, refund.transactionId, refund.refundKey, refund.refundId, refund.status],
    );
  }

  /** The provider refused or was never reached: the intent goes, so the refund can be asked again. */
  async forget(refund: Pick<RefundRecord, 'provider' | 'transactionId' | 'refundKey'>): Promise<void> {
    await this.db.query(
      `DELETE FROM payment.refunds
        WHERE provider = $1 AND transaction_id = $2 AND refund_key = $3 AND status = 'sending'`,
      [refund.provider, refund.transactionId, refund.refundKey],
    );
  }

  /** True when this call completed it (a pending refund the provider now confirms). */
  async complete(refund: Pick<RefundRecord, 'provider' | 'transactionId' | 'refundKey'>): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE payment.refunds SET status = 'completed', completed_at = now()
        WHERE provider = $1 AND transaction_id = $2 AND refund_key = $3 AND status = 'pending'`,
      [refund.provider, refund.transactionId, refund.refundKey],
    );
    return rowCount === 1;
  }

  /** Claims pending refunds due a look, pushing each one's next look out (1, 2, 5, 15, then 60 minutes). */
  async claimPending(limit: number): Promise<SentRefund[]> {
    const { rows } = await this.db.query<RefundRow>(
      `UPDATE payment.refunds r
          SET checks = r.checks + 1,
              check_at = now() + make_interval(mins => (ARRAY[1, 2, 5, 15, 60])[least(r.checks + 1, 5)])
        WHERE (r.provider, r.transaction_id, r.refund_key) IN (
          SELECT provider, transaction_id, refund_key FROM payment.refunds
           WHERE status = 'pending' AND check_at <= now()
           ORDER BY check_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING ${columns.replace(/(\w+)/g, 'r.$1')}`,
      [limit],
    );
    return rows.map(toRecord) as SentRefund[];
  }
}
