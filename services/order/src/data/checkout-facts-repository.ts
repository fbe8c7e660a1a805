import { maxPaidOrdersAsked } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import type { UnclearedOrder } from './paid-cart-repository';
import { awaitingPayment } from './unpaid-order-repository';

/** What a checkout reads of order's own tables before it looks at the cart, in one round trip. */
export interface CheckoutFacts {
  /** The admin's shipping price (NGN numeric text); undefined until one is set. */
  shippingPrice: string | undefined;
  email: string | undefined;
  /** Whether the shopper has ever paid for an order (a first-time buyer's window is shorter). */
  paidBefore: boolean;
  /** Whether the shopper has orders still awaiting payment, which this checkout replaces. */
  awaitingPayment: boolean;
  /** The shopper's paid orders cart has not confirmed taking out, newest first. */
  uncleared: UnclearedOrder[];
}

export class CheckoutFactsRepository {
  constructor(private readonly db: Queryable) {}

  async of(userId: string): Promise<CheckoutFacts> {
    const { rows } = await this.db.query<{
      shipping_price: string | null;
      email: string | null;
      paid_before: boolean;
      awaiting_payment: boolean;
      uncleared: UnclearedOrder[];
    }>(
      `SELECT (SELECT amount::text FROM orders.shipping_price) AS shipping_price,
              (SELECT email FROM orders.users WHERE id = $1) AS email,
              EXISTS (SELECT 1 FROM orders.orders WHERE user_id = $1 AND is_paid) AS paid_before,
              EXISTS (SELECT 1 FROM orders.orders a WHERE a.user_id = $1 AND ${awaitingPayment('a')}) AS awaiting_payment,
              (SELECT coalesce(json_agg(json_build_object('orderId', u.id, 'userId', u.user_id, 'items', u.items)
                                        ORDER BY u.paid_at DESC), '[]')
                 FROM (SELECT o.id, o.user_id, o.paid_at,
                              (SELECT json_agg(json_build_object('productId', i.product_id, 'variantId', i.variant_id,
                                                                 'quantity', i.quantity)
                                               ORDER BY i.position)
                                 FROM orders.order_items i WHERE i.order_id = o.id) AS items
                         FROM orders.orders o
                        WHERE o.user_id = $1 AND o.is_paid AND o.cart_settled_at IS NULL
                        ORDER BY o.paid_at DESC LIMIT $2) u) AS uncleared`,
      [userId, maxPaidOrdersAsked],
    );
    const row = rows[0]!;
    return {
      shippingPrice: row.shipping_price ?? undefined,
      email: row.email ?? undefined,
      paidBefore: row.paid_before,
      awaitingPayment: row.awaiting_payment,
      uncleared: row.uncleared,
    };
  }
}
