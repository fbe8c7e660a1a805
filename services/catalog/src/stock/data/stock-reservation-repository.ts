import { isUuid, type Queryable } from '@glow/service-kit';

export type ReservationState = 'held' | 'sold' | 'released';

/** Units of one variant of a product, as an order holds them. */
export interface StockLine {
  productId: string;
  /** A product without options: its default variant, whose id is the product's. */
  variantId: string;
  quantity: number;
}

export interface OrderHold {
  hold: number;
  state: ReservationState;
}

/**
 * The units each order holds (`catalog.stock_reservations`). The rows of one hold move together,
 * except that a return releases a row whose units have all come back while the others stay sold.
 */
export class StockReservationRepository {
  constructor(private readonly db: Queryable) {}

  /** Changes to one order's reservations run one after another, whether it has rows yet or not. */
  async lockOrder(orderId: string): Promise<void> {
    await this.db.query(
      `SELECT pg_advisory_xact_lock(hashtext('catalog.stock_reservations'), hashtext($1))`,
      [orderId],
    );
  }

  /**
   * The order's newest hold and its state; undefined while the order holds nothing. A hold is
   * released only once all its rows are (a return may have released some of them).
   */
  async latestHold(orderId: string): Promise<OrderHold | undefined> {
    const { rows } = await this.db.query<OrderHold>(
      `SELECT hold, state FROM catalog.stock_reservations WHERE order_id = $1
       ORDER BY hold DESC, state = 'released' LIMIT 1`,
      [orderId],
    );
    return rows[0];
  }

  /**
   * The order's first hold, when it has no reservation yet: answers false when it has one (a retry,
   * or a later hold), for the caller to roll back what it wrote and look closer.
   * A concurrent first hold of the same order waits for this one's transaction, then finds it.
   */
  async holdFirst(orderId: string, hold: number, lines: StockLine[]): Promise<boolean> {
    // A line no product can have (not a uuid) is the closer look's to answer as a shortage.
    if (!lines.every((line) => isUuid(line.productId) && isUuid(line.variantId))) return false;
    // The order's lock comes first (as `lockOrder`), so a release of this order waits for the commit.
    const { rowCount } = await this.db.query(
      `WITH serialized AS (
         SELECT pg_advisory_xact_lock(hashtext('catalog.stock_reservations'), hashtext($1)))
       INSERT INTO catalog.stock_reservations (order_id, product_id, variant_id, quantity, hold, state)
       SELECT $1, x.product_id, x.variant_id, x.quantity, $2, 'held'
       FROM serialized, unnest($3::uuid[], $4::uuid[], $5::integer[]) AS x(product_id, variant_id, quantity)
       ON CONFLICT (order_id, variant_id) DO NOTHING`,
      [orderId, hold, ...columnsOf(lines)],
    );
    return rowCount === lines.length;
  }

  async hold(orderId: string, hold: number, lines: StockLine[]): Promise<void> {
    await this.db.query(
      `INSERT INTO catalog.stock_reservations (order_id, product_id, variant_id, quantity, hold, state)
       SELECT $1, x.product_id, x.variant_id, x.quantity, $2, 'held'
       FROM unnest($3::uuid[], $4::uuid[], $5::integer[]) AS x(product_id, variant_id, quantity)
       ON CONFLICT (order_id, variant_id) DO UPDATE
         SET quantity = excluded.quantity, hold = excluded.hold, state = 'held', updated_at = now()`,
      [orderId, hold, ...columnsOf(lines)],
    );
  }

  async renumber(orderId: string, from: number, to: number): Promise<void> {
    await this.db.query(
      `UPDATE catalog.stock_reservations SET hold = $3, updated_at = now()
       WHERE order_id = $1 AND hold = $2`,
      [orderId, from, to],
    );
  }

  /** Marks the lines of that hold released and answers them; none when it was released already or renumbered. */
  async release(orderId: string, hold: number): Promise<StockLine[]> {
    const { rows } = await this.db.query<StockLine>(
      `UPDATE catalog.stock_reservations SET state = 'released', updated_at = now()
       WHERE order_id = $1 AND hold = $2 AND state IN ('held', 'sold')
       RETURNING product_id AS "productId", variant_id AS "variantId", quantity`,
      [orderId, hold],
    );
    return rows;
  }

  /**
   * Takes these units off the hold's lines still held or sold and answers what each line gave up: at
   * most what it holds, nothing from a line already released or of another hold. A line left with
   * no units is released and keeps its last quantity, as a release leaves it (quantity > 0, 009).
   */
  async releaseUnits(orderId: string, hold: number, lines: StockLine[]): Promise<StockLine[]> {
    const known = lines.filter((line) => isUuid(line.productId) && isUuid(line.variantId));
    if (known.length === 0) return [];
    const { rows } = await this.db.query<StockLine>(
      `WITH given_up AS (
         SELECT r.product_id, r.variant_id, LEAST(r.quantity, x.quantity) AS quantity,
                r.quantity <= x.quantity AS emptied
         FROM catalog.stock_reservations r
         JOIN unnest($3::uuid[], $4::uuid[], $5::integer[]) AS x(product_id, variant_id, quantity)
           ON x.variant_id = r.variant_id AND x.product_id = r.product_id
         WHERE r.order_id = $1 AND r.hold = $2 AND r.state IN ('held', 'sold')
       )
       UPDATE catalog.stock_reservations r
       SET quantity = CASE WHEN g.emptied THEN r.quantity ELSE r.quantity - g.quantity END,
           state = CASE WHEN g.emptied THEN 'released' ELSE r.state END,
           updated_at = now()
       FROM given_up g
       WHERE r.order_id = $1 AND r.variant_id = g.variant_id
       RETURNING g.product_id AS "productId", g.variant_id AS "variantId", g.quantity`,
      [orderId, hold, ...columnsOf(known)],
    );
    return rows;
  }

  async markSold(orderId: string): Promise<void> {
    await this.db.query(
      `UPDATE catalog.stock_reservations SET state = 'sold', updated_at = now()
       WHERE order_id = $1 AND state = 'held'`,
      [orderId],
    );
  }
}

/** The lines as the columns `unnest` reads: product ids, variant ids, quantities. */
function columnsOf(lines: StockLine[]): [string[], string[], number[]] {
  return [
    lines.map((line) => line.productId),
    lines.map((line) => line.variantId),
    lines.map((line) => line.quantity),
  ];
}
