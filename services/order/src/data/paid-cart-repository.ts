import type { PaidCartSubtraction } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

/** A paid order whose lines cart has not yet confirmed taking out of the shopper's cart. */
export interface UnclearedOrder extends PaidCartSubtraction {
  userId: string;
}

const uncleared = `SELECT o.id AS "orderId", o.user_id AS "userId",
    (SELECT json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity) ORDER BY i.position)
       FROM orders.order_items i WHERE i.order_id = o.id) AS items
  FROM orders.orders o WHERE o.is_paid AND o.cart_settled_at IS NULL`;

/**
 * Paid orders and whether cart has confirmed their lines left the cart: cleared (the column keeps its
 * first name, `cart_settled_at`, which an older build still writes during a rolling upgrade).
 */
export class PaidCartRepository {
  constructor(private readonly db: Queryable) {}

  async unclearedByTxRef(txRef: string): Promise<UnclearedOrder | undefined> {
    const { rows } = await this.db.query<UnclearedOrder>(`${uncleared} AND o.tx_ref = $1`, [txRef]);
    return rows[0];
  }

  async unclearedOf(userId: string): Promise<UnclearedOrder[]> {
    const { rows } = await this.db.query<UnclearedOrder>(`${uncleared} AND o.user_id = $1`, [userId]);
    return rows;
  }

  async markCleared(orderId: string): Promise<void> {
    await this.db.query('UPDATE orders.orders SET cart_settled_at = now() WHERE id = $1', [orderId]);
  }
}
