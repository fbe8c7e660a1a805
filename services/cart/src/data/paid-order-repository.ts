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

  /** Which of these orders of the user have had their lines taken out. */
  async appliedAmong(userId: string, orderIds: string[]): Promise<string[]> {
    const { rows } = await this.db.query<{ order_id: string }>(
      'SELECT order_id FROM cart.paid_orders WHERE user_id = $1 AND order_id = ANY($2)',
      [userId, orderIds],
    );
    return rows.map((row) => row.order_id);
  }
}
