import type { Queryable } from '@glow/service-kit';

/** A shopper's orders still waiting for their payment (`orders.orders`, by `orders_by_user`). */
export class UnpaidOrderRepository {
  constructor(private readonly db: Queryable) {}

  /** Unpaid, pending or declined (the shopper may still pay), not cancelled, window still open. */
  async countAwaitingPayment(userId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders.orders
        WHERE user_id = $1 AND NOT is_paid AND payment_status IN ('pending', 'failed')
          AND status <> 'Cancelled' AND expires_at > now()`,
      [userId],
    );
    return rows[0]!.n;
  }
}
