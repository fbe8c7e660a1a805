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

/** A case (or a part of the order's own payment) an admin can ask the provider to refund. */
export interface RefundTarget {
  transactionId: string;
  amount: string | null;
  currency: string | null;
  /** Set for a part of the order's own payment (`orders.refund_parts`). */
  part?: number;
}

interface TargetRow {
  transaction_id: string;
  amount: string | null;
  currency: string | null;
}

const toTarget = (row: TargetRow): RefundTarget => ({
  transactionId: row.transaction_id,
  amount: row.amount,
  currency: row.currency,
});

/**
 * A refund asked for that payment has not accepted after this long is taken to have never reached it
 * (the process stopped, or payment was away) and may be asked again: payment refunds a transaction once.
 */
const unansweredAfter = "interval '1 minute'";

export class RefundCaseBook {
  constructor(private readonly db: Queryable) {}

  /**
   * Writes the intent to refund the order's cases that can be refunded now — open ones naming a
   * transaction (the provider needs one), and asked-for ones payment never answered — under the
   * request's key; answers them. Call it under the order's lock.
   */
  async claim(orderId: string, note: string, requestKey: string): Promise<RefundTarget[]> {
    return this.claimWhere(
      `(status = 'open' OR (status = 'requested' AND refund_id IS NULL AND requested_at < now() - ${unansweredAfter}))`,
      [orderId, note, requestKey],
    );
  }

  /** A retry of a request: only its own cases that payment never answered are asked again. */
  async claimUnanswered(orderId: string, note: string, requestKey: string): Promise<RefundTarget[]> {
    return this.claimWhere(
      `status = 'requested' AND refund_id IS NULL AND request_key = $3 AND requested_at < now() - ${unansweredAfter}`,
      [orderId, note, requestKey],
    );
  }

  private async claimWhere(condition: string, params: [string, string, string]): Promise<RefundTarget[]> {
    const { rows } = await this.db.query<TargetRow>(
      `UPDATE orders.refund_cases
          SET status = 'requested', note = $2, request_key = $3, requested_at = now()
        WHERE order_id = $1 AND transaction_id <> '' AND ${condition}
        RETURNING transaction_id, amount::text, currency`,
      params,
    );
    return rows.map(toTarget);
  }

  /** True when a request with this key already asked for a refund of the order (a retry). */
  async askedWith(orderId: string, requestKey: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM orders.refund_cases WHERE order_id = $1 AND request_key = $2',
      [orderId, requestKey],
    );
    return rows.length > 0;
  }

  /** True when the order has a case for this transaction in any state. */
  async exists(orderId: string, transactionId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM orders.refund_cases WHERE order_id = $1 AND transaction_id = $2',
      [orderId, transactionId],
    );
    return rows.length > 0;
  }

  /** Payment accepted the refund: its id, and the money it gives back where the case did not say. */
  async accepted(
    orderId: string,
    transactionId: string,
    answer: { refundId: string; amount?: number | undefined; currency?: string | undefined },
  ): Promise<void> {
    await this.db.query(
      `UPDATE orders.refund_cases
          SET refund_id = coalesce(refund_id, $3), amount = coalesce(amount, $4::numeric),
              currency = coalesce(currency, $5)
        WHERE order_id = $1 AND transaction_id = $2`,
      [orderId, transactionId, answer.refundId, answer.amount?.toFixed(2) ?? null, answer.currency ?? null],
    );
  }

  /** The provider refused: the case is open again, for another try. */
  async withdraw(orderId: string, transactionId: string): Promise<void> {
    await this.db.query(
      `UPDATE orders.refund_cases SET status = 'open', request_key = NULL, requested_at = NULL
        WHERE order_id = $1 AND transaction_id = $2 AND status = 'requested' AND refund_id IS NULL`,
      [orderId, transactionId],
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
  async notRefunded(orderId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders.refund_cases WHERE order_id = $1 AND status <> 'refunded'`,
      [orderId],
    );
    return rows[0]!.n;
  }
}
