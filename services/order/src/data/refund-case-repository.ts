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
