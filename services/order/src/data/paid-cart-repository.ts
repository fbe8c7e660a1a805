import { maxPaidOrdersAsked, type PaidCartSubtraction } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

/** A paid order whose lines cart has not yet confirmed taking out of the shopper's cart. */
export interface UnclearedOrder extends PaidCartSubtraction {
  userId: string;
}

/**
 * Paid orders and whether cart has confirmed their lines left the cart: cleared (the column keeps its
 * first name, `cart_settled_at`, which an older build still writes during a rolling upgrade).
 */
export class PaidCartRepository {
  constructor(private readonly db: Queryable) {}

  /** The shopper's paid orders cart has not confirmed, newest first (as many as cart is asked about). */
  async unclearedOf(userId: string): Promise<UnclearedOrder[]> {
    const { rows } = await this.db.query<UnclearedOrder>(
      `SELECT o.id AS "orderId", o.user_id AS "userId",
              (SELECT json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity) ORDER BY i.position)
                 FROM orders.order_items i WHERE i.order_id = o.id) AS items
         FROM orders.orders o
        WHERE o.user_id = $1 AND o.is_paid AND o.cart_settled_at IS NULL
        ORDER BY o.paid_at DESC LIMIT $2`,
      [userId, maxPaidOrdersAsked],
    );
    return rows;
  }

  async markCleared(orderIds: string[]): Promise<void> {
    await this.db.query(
      'UPDATE orders.orders SET cart_settled_at = now() WHERE id = ANY($1) AND cart_settled_at IS NULL',
      [orderIds],
    );
  }
}
