import type {
  Image,
  Order,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ShippingDetails,
} from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { orderColumns, orderSource, toOrder, type OrderRow } from './order-row';

/** A new order as checkout decided it; money as numeric text. */
export interface NewOrder {
  id: string;
  userId: string;
  userEmail: string;
  shippingDetails: ShippingDetails;
  items: {
    productId: string;
    name: string;
    images: Image[];
    price: string;
    discountPrice: string | null;
    quantity: number;
  }[];
  itemsTotal: string;
  shippingPrice: string;
  totalAmount: string;
  transitTime: string;
  txRef: string;
  method: PaymentMethod;
  paymentAmount: string;
  currency: string;
  rateFromNgn: string;
  expiresAt: Date;
}

/** What settling a payment needs to know about an order. */
export interface PaymentTerms {
  orderId: string;
  userId: string;
  status: OrderStatus;
  isPaid: boolean;
  paymentStatus: PaymentStatus;
  method: PaymentMethod;
  amount: string;
  currency: string;
  expiresAt: Date;
  /** The provider's transaction the order was paid with. */
  paymentId: string | null;
}

export interface OrderFilter {
  search?: string;
  status?: OrderStatus;
  limit: number;
  offset: number;
}

export class OrderRepository {
  constructor(private readonly db: Queryable) {}

  async insert(order: NewOrder): Promise<void> {
    await this.db.query(
      `INSERT INTO orders.orders (id, user_id, user_email, status, shipping_details, items_total,
         shipping_price, total_amount, transit_time, tx_ref, payment_method, payment_amount,
         payment_currency, rate_from_ngn, payment_status, expires_at)
       VALUES ($1, $2, $3, 'Pending', $4, $5::numeric, $6::numeric, $7::numeric, $8, $9, $10,
         $11::numeric, $12, $13::numeric, 'pending', $14)`,
      [
        order.id,
        order.userId,
        order.userEmail,
        JSON.stringify(order.shippingDetails),
        order.itemsTotal,
        order.shippingPrice,
        order.totalAmount,
        order.transitTime,
        order.txRef,
        order.method,
        order.paymentAmount,
        order.currency,
        order.rateFromNgn,
        order.expiresAt,
      ],
    );
    await this.db.query(
      `INSERT INTO orders.order_items (order_id, position, product_id, name, images, price,
         discount_price, quantity)
       SELECT $1, item.position, item.product_id, item.name, item.images, item.price, item.discount_price,
              item.quantity
         FROM unnest($2::text[], $3::text[], $4::jsonb[], $5::numeric[], $6::numeric[], $7::int[])
              WITH ORDINALITY AS item (product_id, name, images, price, discount_price, quantity, position)`,
      [
        order.id,
        order.items.map((item) => item.productId),
        order.items.map((item) => item.name),
        order.items.map((item) => JSON.stringify(item.images)),
        order.items.map((item) => item.price),
        order.items.map((item) => item.discountPrice),
        order.items.map((item) => item.quantity),
      ],
    );
  }

  async findById(id: string): Promise<Order | undefined> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${orderColumns} FROM ${orderSource} WHERE o.id = $1`,
      [id],
    );
    return rows[0] && toOrder(rows[0]);
  }

  async listOf(userId: string): Promise<Order[]> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${orderColumns} FROM ${orderSource} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id`,
      [userId],
    );
    return rows.map(toOrder);
  }

  async page(filter: OrderFilter): Promise<{ items: Order[]; total: number }> {
    const where = `($1::text IS NULL OR starts_with(o.id, $1)) AND ($2::text IS NULL OR o.status = $2)`;
    const params = [filter.search ?? null, filter.status ?? null];
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${orderColumns} FROM ${orderSource} WHERE ${where}
        ORDER BY o.created_at DESC, o.id LIMIT $3 OFFSET $4`,
      [...params, filter.limit, filter.offset],
    );
    const counted = await this.db.query<{ total: string }>(
      `SELECT count(*) AS total FROM orders.orders o WHERE ${where}`,
      params,
    );
    return { items: rows.map(toOrder), total: Number(counted.rows[0]!.total) };
  }

  /** The order paying with `txRef`; `lock` holds its row until the transaction ends. */
  async termsOf(txRef: string, lock = false): Promise<PaymentTerms | undefined> {
    const { rows } = await this.db.query<PaymentTerms>(
      `SELECT id AS "orderId", user_id AS "userId", status, is_paid AS "isPaid",
              payment_status AS "paymentStatus", payment_method AS method,
              payment_amount::text AS amount, payment_currency AS currency, expires_at AS "expiresAt",
              payment_id AS "paymentId"
         FROM orders.orders WHERE tx_ref = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [txRef],
    );
    return rows[0];
  }

  async lockStatus(id: string): Promise<OrderStatus | undefined> {
    const { rows } = await this.db.query<{ status: OrderStatus }>(
      'SELECT status FROM orders.orders WHERE id = $1 FOR UPDATE',
      [id],
    );
    return rows[0]?.status;
  }

  async markPaid(
    id: string,
    paid: { paymentId: string | null; status: OrderStatus; reason: string | null },
  ): Promise<void> {
    await this.db.query(
      `UPDATE orders.orders SET is_paid = true, paid_at = now(), payment_status = 'paid',
              payment_id = coalesce($2, payment_id), status = $3, payment_reason = $4
        WHERE id = $1`,
      [id, paid.paymentId, paid.status, paid.reason],
    );
  }

  async setPaymentStatus(id: string, status: PaymentStatus, reason: string | null): Promise<void> {
    await this.db.query('UPDATE orders.orders SET payment_status = $2, payment_reason = $3 WHERE id = $1', [
      id,
      status,
      reason,
    ]);
  }

  async setStatus(id: string, status: OrderStatus): Promise<void> {
    await this.db.query('UPDATE orders.orders SET status = $2 WHERE id = $1', [id, status]);
  }

  /** Marks up to `limit` unpaid orders whose window closed as expired; rows another instance holds are skipped. */
  async expireDue(limit: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `UPDATE orders.orders SET payment_status = 'expired'
        WHERE id IN (SELECT id FROM orders.orders
                      WHERE payment_status = 'pending' AND NOT is_paid AND expires_at < now()
                      ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)`,
      [limit],
    );
    return rowCount ?? 0;
  }
}
