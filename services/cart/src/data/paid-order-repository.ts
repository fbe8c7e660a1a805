import type { Queryable } from '@glow/service-kit';

/** Which paid orders' lines have left their buyer's cart. */
export class PaidOrderRepository {
  constructor(private readonly db: Queryable) {}

  /** Answers false when the order was recorded already (a concurrent recorder is waited for). */
  async record(orderId: string, userId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'INSERT INTO cart.paid_orders (order_id, user_id) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING',
      [orderId, userId],
    );
    return rowCount === 1;
  }
}
