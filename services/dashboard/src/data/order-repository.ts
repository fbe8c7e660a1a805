import type { OrderStatus } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export interface CreatedOrder {
  orderId: string;
  userId: string;
  /** NGN, as decimal text for numeric(12,2). */
  totalAmount: string;
  createdAt: string;
  items: { productId: string; quantity: number; unitPrice: string }[];
}

/** What the provider charged for the order, in the currency of payment (perhaps not NGN). */
export interface ChargedPayment {
  /** As decimal text for numeric(12,2). */
  amount: string;
  currency: string;
}

/** An order whose payment and total are both known: what the feed shows. */
export interface PaidOrder {
  orderId: string;
  amount: string;
  paidAt: Date;
}

interface OrderRow {
  id: string;
  total_amount: string | null;
  paid_at: Date | null;
}

const paidOrderOf = (row: OrderRow): PaidOrder | undefined =>
  row.total_amount === null || row.paid_at === null
    ? undefined
    : { orderId: row.id, amount: row.total_amount, paidAt: row.paid_at };

/**
 * The dashboard's orders, kept from order.* events in whatever order they arrive. Each write is
 * one upsert of the order's row, so two events of one order handled at once take turns on the row
 * and the later one sees what the earlier committed.
 */
export class OrderRepository {
  constructor(private readonly db: Queryable) {}

  /** Records the order's total and items; answers it when its payment had already arrived. */
  async recordCreated(order: CreatedOrder): Promise<PaidOrder | undefined> {
    const { rows } = await this.db.query<OrderRow>(
      `INSERT INTO dashboard.orders (id, user_id, total_amount, created_at, status, status_at)
       VALUES ($1, $2, $3::numeric, $4, 'Pending', $4)
       ON CONFLICT (id) DO UPDATE SET total_amount = excluded.total_amount,
         created_at = excluded.created_at,
         status = CASE WHEN dashboard.orders.status_at IS NULL THEN excluded.status ELSE dashboard.orders.status END,
         status_at = coalesce(dashboard.orders.status_at, excluded.status_at)
       RETURNING id, total_amount::text AS total_amount, paid_at`,
      [order.orderId, order.userId, order.totalAmount, order.createdAt],
    );
    await this.db.query(
      `INSERT INTO dashboard.order_items (order_id, line, product_id, quantity, unit_price)
       SELECT $1, line, product_id, quantity, unit_price::numeric
         FROM unnest($2::text[], $3::int[], $4::text[]) WITH ORDINALITY AS item (product_id, quantity, unit_price, line)
       ON CONFLICT DO NOTHING`,
      [
        order.orderId,
        order.items.map((item) => item.productId),
        order.items.map((item) => item.quantity),
        order.items.map((item) => item.unitPrice),
      ],
    );
    return paidOrderOf(rows[0]!);
  }

  /**
   * Marks the order paid, with what was charged, at its first announcement; answers it when its
   * total is known.
   */
  async recordPaid(
    orderId: string,
    userId: string,
    paidAt: string,
    charged: ChargedPayment,
  ): Promise<PaidOrder | undefined> {
    const { rows } = await this.db.query<OrderRow>(
      `INSERT INTO dashboard.orders (id, user_id, paid_at, payment_amount, payment_currency)
       VALUES ($1, $2, $3, $4::numeric, $5)
       ON CONFLICT (id) DO UPDATE SET paid_at = coalesce(dashboard.orders.paid_at, excluded.paid_at),
         payment_amount = coalesce(dashboard.orders.payment_amount, excluded.payment_amount),
         payment_currency = coalesce(dashboard.orders.payment_currency, excluded.payment_currency)
       RETURNING id, total_amount::text AS total_amount, paid_at`,
      [orderId, userId, paidAt, charged.amount, charged.currency],
    );
    return paidOrderOf(rows[0]!);
  }

  /** Keeps the status announced last (by occurredAt): a change older than the kept one is ignored. */
  async recordStatus(orderId: string, userId: string, status: OrderStatus, at: string): Promise<void> {
    await this.db.query(
      `INSERT INTO dashboard.orders (id, user_id, status, status_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, status_at = excluded.status_at
       WHERE dashboard.orders.status_at IS NULL OR dashboard.orders.status_at <= excluded.status_at`,
      [orderId, userId, status, at],
    );
  }
}
