import type { Queryable } from '@glow/service-kit';
import type { ProviderName } from '../providers';

export interface RefundRecord {
  transactionId: string;
  txRef: string;
  provider: ProviderName;
  refundId: string;
  /** Major units, two decimals. */
  amount: string;
  currency: string;
  reason: string;
  status: 'pending' | 'completed';
}

interface RefundRow {
  transaction_id: string;
  tx_ref: string;
  provider: ProviderName;
  refund_id: string;
  amount: string;
  currency: string;
  reason: string;
  status: 'pending' | 'completed';
}

const columns = 'transaction_id, tx_ref, provider, refund_id, amount, currency, reason, status';

const toRecord = (row: RefundRow): RefundRecord => ({
  transactionId: row.transaction_id,
  txRef: row.tx_ref,
  provider: row.provider,
  refundId: row.refund_id,
  amount: row.amount,
  currency: row.currency,
  reason: row.reason,
  status: row.status,
});

/** Refunds asked of the providers (`payment.refunds`), one per transaction. */
export class RefundRepository {
  constructor(private readonly db: Queryable) {}

  async find(transactionId: string): Promise<RefundRecord | undefined> {
    const { rows } = await this.db.query<RefundRow>(
      `SELECT ${columns} FROM payment.refunds WHERE transaction_id = $1`,
      [transactionId],
    );
    return rows[0] && toRecord(rows[0]);
  }

  /** False when this transaction already has its refund (another request got there first). */
  async insert(refund: RefundRecord): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO payment.refunds (${columns}, completed_at)
       VALUES ($1, $2, $3, $4, $5::numeric, $6, $7, $8, CASE WHEN $8 = 'completed' THEN now() END)
       ON CONFLICT (transaction_id) DO NOTHING`,
      [
        refund.transactionId,
        refund.txRef,
        refund.provider,
        refund.refundId,
        refund.amount,
        refund.currency,
        refund.reason,
        refund.status,
      ],
    );
    return rowCount === 1;
  }

  /** True when this call completed it (a pending refund the provider now confirms). */
  async complete(transactionId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE payment.refunds SET status = 'completed', completed_at = now()
        WHERE transaction_id = $1 AND status = 'pending'`,
      [transactionId],
    );
    return rowCount === 1;
  }

  /** Claims pending refunds due a look, pushing each one's next look out (1, 2, 5, 15, then 60 minutes). */
  async claimPending(limit: number): Promise<RefundRecord[]> {
    const { rows } = await this.db.query<RefundRow>(
      `UPDATE payment.refunds r
          SET checks = r.checks + 1,
              check_at = now() + make_interval(mins => (ARRAY[1, 2, 5, 15, 60])[least(r.checks + 1, 5)])
        WHERE r.transaction_id IN (
          SELECT transaction_id FROM payment.refunds
           WHERE status = 'pending' AND check_at <= now()
           ORDER BY check_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING ${columns.replace(/(\w+)/g, 'r.$1')}`,
      [limit],
    );
    return rows.map(toRecord);
  }
}
