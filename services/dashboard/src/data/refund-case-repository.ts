import type { Queryable } from '@glow/service-kit';

/** A refund case as the order service keys it: a case without a transaction has `''`. */
export interface RefundCaseKey {
  orderId: string;
  transactionId: string;
}

/**
 * Refund cases kept from order.refund.opened and order.refunded in whatever order they arrive:
 * each event fills its own column of the case's one row, the first time only.
 */
export class RefundCaseRepository {
  constructor(private readonly db: Queryable) {}

  /** Answers true when this is the first the dashboard hears of the case being opened. */
  async opened(key: RefundCaseKey, at: string): Promise<boolean> {
    const { rows } = await this.db.query<{ first: boolean }>(
      `INSERT INTO dashboard.refund_cases AS kept (order_id, transaction_id, opened_at)
       VALUES ($1, $2, $3)
       ON CONFLICT (order_id, transaction_id)
       DO UPDATE SET opened_at = $3 WHERE kept.opened_at IS NULL
       RETURNING true AS first`,
      [key.orderId, key.transactionId, at],
    );
    return rows.length === 1;
  }

  async refunded(key: RefundCaseKey, at: string): Promise<void> {
    await this.db.query(
      `INSERT INTO dashboard.refund_cases AS kept (order_id, transaction_id, refunded_at)
       VALUES ($1, $2, $3)
       ON CONFLICT (order_id, transaction_id)
       DO UPDATE SET refunded_at = $3 WHERE kept.refunded_at IS NULL`,
      [key.orderId, key.transactionId, at],
    );
  }

  async openCount(): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM dashboard.refund_cases
        WHERE opened_at IS NOT NULL AND refunded_at IS NULL`,
    );
    return rows[0]!.count;
  }
}
