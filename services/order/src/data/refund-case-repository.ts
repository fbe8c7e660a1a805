import type { Queryable } from '@glow/service-kit';

export interface NewRefundCase {
  orderId: string;
  transactionId?: string | undefined;
  amount?: number | undefined;
  currency?: string | undefined;
  reason: string;
}

/** Money owed back on an order (`orders.refund_cases`), one case per provider transaction. */
export class RefundCaseRepository {
  constructor(private readonly db: Queryable) {}

  /** True when the case is new; the same transaction reported again opens nothing more. */
  async open(refund: NewRefundCase): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO orders.refund_cases (order_id, transaction_id, amount, currency, reason)
       VALUES ($1, $2, $3::numeric, $4, $5) ON CONFLICT (order_id, transaction_id) DO NOTHING`,
      [
        refund.orderId,
        refund.transactionId ?? '',
        refund.amount === undefined ? null : refund.amount.toFixed(2),
        refund.currency ?? null,
        refund.reason,
      ],
    );
    return rowCount === 1;
  }
}

/** A case an admin can ask the provider to refund. */
export interface RefundTarget {
  transactionId: string;
  amount: string | null;
  currency: string | null;
}

export class RefundCaseBook {
  constructor(private readonly db: Queryable) {}

  /** Open cases of the order that name a transaction (the provider needs one to refund). */
  async openOf(orderId: string): Promise<RefundTarget[]> {
    const { rows } = await this.db.query<{
      transaction_id: string;
      amount: string | null;
      currency: string | null;
    }>(
      `SELECT transaction_id, amount::text, currency FROM orders.refund_cases
        WHERE order_id = $1 AND status = 'open' AND transaction_id <> '' ORDER BY id`,
      [orderId],
    );
    return rows.map((row) => ({
      transactionId: row.transaction_id,
      amount: row.amount,
      currency: row.currency,
    }));
  }

  /** True when the order has a case for this transaction in any state. */
  async exists(orderId: string, transactionId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM orders.refund_cases WHERE order_id = $1 AND transaction_id = $2',
      [orderId, transactionId],
    );
    return rows.length > 0;
  }

  async markRequested(orderId: string, transactionId: string, note: string, refundId: string): Promise<void> {
    await this.db.query(
      // The provider's confirmation may have closed the case already: the admin's note is kept either way.
      `UPDATE orders.refund_cases
          SET status = CASE WHEN status = 'open' THEN 'requested' ELSE status END, note = $3,
              refund_id = coalesce(refund_id, $4)
        WHERE order_id = $1 AND transaction_id = $2`,
      [orderId, transactionId, note, refundId],
    );
  }

  /** True when this call closed the case (the provider's confirmation, once). */
  async markRefunded(orderId: string, transactionId: string, refundId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE orders.refund_cases SET status = 'refunded', refund_id = $3, refunded_at = now()
        WHERE order_id = $1 AND transaction_id = $2 AND status <> 'refunded'`,
      [orderId, transactionId, refundId],
    );
    return rowCount === 1;
  }

  /** Cases of the order not refunded yet. */
  async unsettled(orderId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders.refund_cases WHERE order_id = $1 AND status <> 'refunded'`,
      [orderId],
    );
    return rows[0]!.n;
  }
}
