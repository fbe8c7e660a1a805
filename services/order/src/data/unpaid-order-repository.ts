import type { OrderStatus, PaymentStatus } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

/** An order (`alias`) still waiting for its payment, as SQL: what a checkout replaces and what the caps count. */
export const awaitingPayment = (alias: string) =>
  `NOT ${alias}.is_paid AND ${alias}.payment_status IN ('pending', 'failed') AND ${alias}.status <> 'Cancelled'`;

/** Orders still waiting for their payment (`orders.orders`): what checkout replaces and caps. */
export class UnpaidOrderRepository {
  constructor(private readonly db: Queryable) {}

  /** The shopper's orders still awaiting payment, locked: a new checkout replaces them. */
  async lockAwaiting(userId: string): Promise<AwaitingOrder[]> {
    const { rows } = await this.db.query<AwaitingOrder>(
      `SELECT id AS "orderId", user_id AS "userId", status, payment_status AS "paymentStatus",
              stock_hold AS hold, stock_held AS "stockHeld"
         FROM orders.orders o
        WHERE o.user_id = $1 AND ${awaitingPayment('o')}
        ORDER BY o.created_at FOR UPDATE`,
      [userId],
    );
    return rows;
  }

  /** Units of each product that orders from this address (of other shoppers) hold unpaid now. */
  async unitsHeldFrom(
    address: string,
    productIds: string[],
    exceptUser: string,
  ): Promise<Map<string, number>> {
    const { rows } = await this.db.query<{ product_id: string; units: number }>(
      `SELECT i.product_id, sum(i.quantity)::int AS units
         FROM orders.orders o JOIN orders.order_items i ON i.order_id = o.id
        WHERE o.client_address = $1 AND o.user_id <> $3 AND o.stock_held AND ${awaitingPayment('o')}
          AND i.product_id = ANY($2)
        GROUP BY i.product_id`,
      [address, productIds, exceptUser],
    );
    return new Map(rows.map((row) => [row.product_id, row.units]));
  }
}

/** An order a new checkout of the same shopper replaces. */
export interface AwaitingOrder {
  orderId: string;
  userId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  hold: number;
  stockHeld: boolean;
}
