import {
  lineKey,
  type Image,
  type Order,
  type OrderLineRef,
  type OrderStatus,
  type PaymentFilter,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingDetails,
  type TopicData,
  type VariantRef,
} from '@glow/contracts';
import type { EventToWrite, Outbox, PoolClient, Queryable } from '@glow/service-kit';
import { orderColumns, orderSource, toOrder, type OrderRow } from './order-row';
import { paymentConditions } from './payment-conditions';

/** A new order as checkout decided it; money as numeric text. */
export interface NewOrder {
  id: string;
  userId: string;
  userEmail: string;
  shippingDetails: ShippingDetails;
  items: {
    productId: string;
    /** The variant bought: the product's id for a product without options (its default variant). */
    variantId: string;
    /** How the line names its variant; null for a product without options. */
    variant: VariantRef | null;
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
  /** The network address the checkout came from; null when unknown. */
  clientAddress: string | null;
}

/** What `placeOrderRow` answers of the row it wrote, as `toOrder` reads it. */
const placedColumns = `id, created_at, status, is_paid, user_email AS email, user_id, shipping_details,
  items_total::text, shipping_price::text, total_amount::text, transit_time, paid_at, tx_ref,
  payment_method, payment_amount::text, payment_currency, round(1 / rate_from_ngn, 6)::text AS ngn_per_unit,
  payment_status, payment_id, payment_reason, expires_at`;

/**
 * Saves a checkout's order, its lines and `events` in one statement, in place of its checkout attempt;
 * nothing when the attempt is gone (the abandoned-checkout job gave its units back). Answers the order
 * as saved, or undefined then.
 */
export async function placeOrderRow(
  client: PoolClient,
  outbox: Outbox,
  order: NewOrder,
  events: EventToWrite[],
): Promise<Order | undefined> {
  const announce = outbox.insertOf(events, 24, 'EXISTS (SELECT 1 FROM placed)');
  const { rows } = await client.query<Omit<OrderRow, 'items' | 'refunds' | 'returns'>>(
    `WITH attempt AS (DELETE FROM orders.checkout_attempts WHERE order_id = $1 RETURNING order_id),
     placed AS (
       INSERT INTO orders.orders (id, user_id, user_email, status, shipping_details, items_total,
         shipping_price, total_amount, transit_time, tx_ref, payment_method, payment_amount,
         payment_currency, rate_from_ngn, payment_status, expires_at, client_address)
       SELECT $1, $2, $3, 'Pending', $4, $5::numeric, $6::numeric, $7::numeric, $8, $9, $10,
         $11::numeric, $12, $13::numeric, 'pending', $14, $15 FROM attempt
       RETURNING ${placedColumns}),
     lines AS (
       INSERT INTO orders.order_items (order_id, position, product_id, name, images, price,
         discount_price, quantity, variant_id, variant)
       SELECT placed.id, item.position, item.product_id, item.name, item.images, item.price,
              item.discount_price, item.quantity, item.variant_id, item.variant
         FROM placed, unnest($16::text[], $17::text[], $18::jsonb[], $19::numeric[], $20::numeric[], $21::int[],
                             $22::text[], $23::json[])
              WITH ORDINALITY AS item (product_id, name, images, price, discount_price, quantity, variant_id,
                                       variant, position)),
     announced AS (${announce.sql})
     SELECT * FROM placed`,
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
      order.clientAddress,
      order.items.map((item) => item.productId),
      order.items.map((item) => item.name),
      order.items.map((item) => JSON.stringify(item.images)),
      order.items.map((item) => item.price),
      order.items.map((item) => item.discountPrice),
      order.items.map((item) => item.quantity),
      order.items.map((item) => item.variantId),
      order.items.map((item) => (item.variant ? JSON.stringify(item.variant) : null)),
      ...announce.params,
    ],
  );
  const placed = rows[0];
  if (!placed) return undefined;
  announce.written(client);
  const items = order.items.map((item) => ({
    product_id: item.productId,
    variant: item.variant,
    name: item.name,
    images: item.images,
    price: item.price,
    discount_price: item.discountPrice,
    quantity: item.quantity,
  }));
  return toOrder({ ...placed, items, refunds: null, returns: null });
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
  /** Whether the order still holds its units at the catalog. */
  stockHeld: boolean;
}

export interface OrderFilter {
  search?: string;
  status?: OrderStatus;
  /** Every order when absent. */
  payment?: PaymentFilter;
  limit: number;
  offset: number;
}

export class OrderRepository {
  constructor(private readonly db: Queryable) {}

  async findById(id: string): Promise<Order | undefined> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${orderColumns} FROM ${orderSource} WHERE o.id = $1`,
      [id],
    );
    return rows[0] && toOrder(rows[0]);
  }

  async listOf(userId: string): Promise<Order[]> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${orderColumns} FROM ${orderSource}
        WHERE o.user_id = $1 AND o.payment_status <> 'expired' ORDER BY o.created_at DESC, o.id`,
      [userId],
    );
    return rows.map(toOrder);
  }

  async page(filter: OrderFilter): Promise<{ items: Order[]; total: number }> {
    const where = `($1::text IS NULL OR starts_with(o.id, $1)) AND ($2::text IS NULL OR o.status = $2)
      AND ${paymentConditions[filter.payment ?? 'all']}`;
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
              payment_id AS "paymentId", stock_held AS "stockHeld"
         FROM orders.orders WHERE tx_ref = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [txRef],
    );
    return rows[0];
  }

  /** Each write below names the states it may start from: false when the row was in none of them. */
  async markPaid(
    id: string,
    paid: { paymentId: string | null; status: OrderStatus; reason: string | null },
    from: PaymentStatus[],
  ): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE orders.orders SET is_paid = true, paid_at = now(), payment_status = 'paid',
              payment_id = coalesce($2, payment_id), status = $3, payment_reason = $4
        WHERE id = $1 AND payment_status = ANY($5)`,
      [id, paid.paymentId, paid.status, paid.reason, from],
    );
    return rowCount === 1;
  }

  async setPaymentStatus(
    id: string,
    status: PaymentStatus,
    reason: string | null,
    from: PaymentStatus[],
  ): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE orders.orders SET payment_status = $2, payment_reason = $3
        WHERE id = $1 AND payment_status = ANY($4)`,
      [id, status, reason, from],
    );
    return rowCount === 1;
  }

  async setStatus(id: string, status: OrderStatus, from: OrderStatus[]): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE orders.orders SET status = $2 WHERE id = $1 AND status = ANY($3)',
      [id, status, from],
    );
    return rowCount === 1;
  }

  /**
   * Marks up to `limit` unpaid orders whose window closed more than `graceMinutes` ago as expired and
   * gives up their units; rows another instance holds are skipped. Answers those that held units.
   */
  async expireDue(
    limit: number,
    graceMinutes: number,
    from: PaymentStatus[],
  ): Promise<{ expired: number; released: StockRelease[] }> {
    const { rows } = await this.db.query<{ id: string; hold: number; was_held: boolean }>(
      `WITH due AS (
         SELECT id, stock_held FROM orders.orders
          WHERE payment_status = ANY($3) AND NOT is_paid
            AND expires_at < now() - make_interval(mins => $2)
          ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       UPDATE orders.orders o SET payment_status = 'expired', stock_held = false
         FROM due WHERE o.id = due.id
       RETURNING o.id, o.stock_hold AS hold, due.stock_held AS was_held`,
      [limit, graceMinutes, from],
    );
    const held = rows.filter((row) => row.was_held);
    return { expired: rows.length, released: await this.withItems(held) };
  }

  /** Gives up the order's units if it still holds them; answers what to announce, else undefined. */
  async releaseStock(id: string): Promise<StockRelease | undefined> {
    const { rows } = await this.db.query<{ id: string; hold: number }>(
      `UPDATE orders.orders SET stock_held = false WHERE id = $1 AND stock_held
       RETURNING id, stock_hold AS hold`,
      [id],
    );
    return (await this.withItems(rows))[0];
  }

  /**
   * Some units of the order's lines go back on sale while it keeps the rest, if it still holds its
   * units; answers what to announce (order.stock.returned), else undefined.
   */
  async returnUnits(id: string, lines: LineUnits[]): Promise<StockRelease | undefined> {
    const { rows } = await this.db.query<{ hold: number }>(
      'SELECT stock_hold AS hold FROM orders.orders WHERE id = $1 AND stock_held',
      [id],
    );
    if (rows.length === 0) return undefined;
    const { rows: returned } = await this.db.query<UnitsRow>(
      `WITH asked AS (
         SELECT i.variant_id, least(x.quantity, i.quantity - i.units_back) AS units
           FROM orders.order_items i
           JOIN unnest($2::text[], $3::integer[]) AS x(variant_id, quantity) ON x.variant_id = i.variant_id
          WHERE i.order_id = $1 AND i.units_back < i.quantity)
       UPDATE orders.order_items i SET units_back = i.units_back + asked.units
         FROM asked WHERE i.order_id = $1 AND i.variant_id = asked.variant_id
       RETURNING i.product_id, i.variant, asked.units AS quantity`,
      [id, lines.map(lineKey), lines.map((line) => line.quantity)],
    );
    return returned.length === 0
      ? undefined
      : { orderId: id, hold: rows[0]!.hold, items: returned.map(toStockLine) };
  }

  private async withItems(orders: { id: string; hold: number }[]): Promise<StockRelease[]> {
    if (orders.length === 0) return [];
    const { rows } = await this.db.query<UnitsRow & { order_id: string }>(
      `SELECT order_id, product_id, variant, quantity - units_back AS quantity FROM orders.order_items
        WHERE order_id = ANY($1) AND quantity > units_back
        ORDER BY order_id, position`,
      [orders.map((order) => order.id)],
    );
    return orders.map((order) => ({
      orderId: order.id,
      hold: order.hold,
      items: rows.filter((row) => row.order_id === order.id).map(toStockLine),
    }));
  }

  /** Whether the order is paid, and its payment's state: what verify watches for payment's event. */
  async paymentStateOf(id: string): Promise<Pick<OrderState, 'isPaid' | 'paymentStatus'> | undefined> {
    const { rows } = await this.db.query<Pick<OrderState, 'isPaid' | 'paymentStatus'>>(
      'SELECT is_paid AS "isPaid", payment_status AS "paymentStatus" FROM orders.orders WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  /** The order's status and whether it is paid, locked until the transaction ends. */
  async lockState(id: string): Promise<OrderState | undefined> {
    const { rows } = await this.db.query<OrderState>(
      `SELECT id AS "orderId", status, is_paid AS "isPaid", payment_status AS "paymentStatus", tx_ref AS "txRef",
              payment_id AS "paymentId", payment_amount::text AS amount, payment_currency AS currency,
              user_id AS "userId", stock_held AS "stockHeld"
         FROM orders.orders WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0];
  }

  /**
   * Claims unpaid orders still awaiting a verdict (younger than `maxAgeDays`, older than `minAgeMs`) due for a look at
   * payment's verdict, pushing each one's next look further out (1, 2, 5, 15, 60, then 360 minutes).
   */
  async claimForSweep(
    limit: number,
    minAgeMs: number,
    maxAgeDays: number,
    awaiting: readonly PaymentStatus[],
  ): Promise<string[]> {
    const { rows } = await this.db.query<{ tx_ref: string }>(
      `UPDATE orders.orders o
          SET sweeps = o.sweeps + 1,
              sweep_at = now() + make_interval(mins => (ARRAY[1, 2, 5, 15, 60, 360])[least(o.sweeps + 1, 6)])
        WHERE o.id IN (
          SELECT id FROM orders.orders
           WHERE NOT is_paid AND payment_status = ANY($4) AND sweep_at <= now()
             AND created_at <= now() - make_interval(secs => $2::double precision / 1000)
             AND created_at > now() - make_interval(days => $3)
           ORDER BY sweep_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING o.tx_ref`,
      [limit, minAgeMs, maxAgeDays, awaiting],
    );
    return rows.map((row) => row.tx_ref);
  }
}

/** What status changes and refunds decide on, read under the order's lock. */
export interface OrderState {
  orderId: string;
  status: OrderStatus;
  isPaid: boolean;
  paymentStatus: PaymentStatus;
  txRef: string;
  paymentId: string | null;
  /** What the order charged, in `currency`. */
  amount: string;
  currency: string;
  userId: string;
  /** Whether the order still holds its units at the catalog. */
  stockHeld: boolean;
}

/** Units of an order's line as events carry them: `variant` names a product with options' variant. */
export type StockLine = TopicData<'order.stock.released'>['items'][number];

/** Units of one of an order's lines, as a refund or a return names it. */
export type LineUnits = OrderLineRef & { quantity: number };

interface UnitsRow {
  product_id: string;
  variant: VariantRef | null;
  quantity: number;
}

const toStockLine = ({ product_id, variant, quantity }: UnitsRow): StockLine =>
  variant ? { productId: product_id, quantity, variant } : { productId: product_id, quantity };

/** What an order gives back to the catalog (order.stock.released, order.stock.returned). */
export interface StockRelease {
  orderId: string;
  hold: number;
  items: StockLine[];
}
