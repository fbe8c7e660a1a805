import type { Cart } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { isProductGone } from './pg-errors';
import { productColumns, toProduct, type ProductRow } from './product-row';

/** The most one line may hold: 99, and what is left when the catalog tracks the stock (0: sold out). */
const lineCap = (product: string) =>
  `CASE WHEN ${product}.stock_tracked THEN least(99, ${product}.stock) ELSE 99 END`;

export interface PaidItem {
  productId: string;
  quantity: number;
}

/** Users' cart lines, joined with cart's copy of the catalogue. */
export class CartRepository {
  constructor(private readonly db: Queryable) {}

  async cartOf(userId: string): Promise<Cart> {
    const { rows } = await this.db.query<ProductRow & { quantity: number }>(
      `SELECT ${productColumns}, l.quantity
         FROM cart.cart_lines l JOIN cart.products p ON p.id = l.product_id
        WHERE l.user_id = $1 ORDER BY l.position`,
      [userId],
    );
    return rows.map((row) => ({ product: toProduct(row), quantity: row.quantity }));
  }

  /**
   * Adds `quantity` to the user's line (creating it), capped in one statement, so concurrent adds
   * of one product each count. Answers false when cart does not know the product or it is sold out.
   */
  async add(userId: string, productId: string, quantity: number): Promise<boolean> {
    try {
      const { rowCount } = await this.db.query(
        `INSERT INTO cart.cart_lines (user_id, product_id, quantity)
         SELECT $1, p.id, least($3::int, ${lineCap('p')}) FROM cart.products p
          WHERE p.id = $2 AND ${lineCap('p')} > 0
         ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = least(
           cart.cart_lines.quantity + excluded.quantity,
           (SELECT ${lineCap('p')} FROM cart.products p WHERE p.id = excluded.product_id))`,
        [userId, productId, quantity],
      );
      return rowCount === 1;
    } catch (error) {
      if (isProductGone(error)) return false;
      throw error;
    }
  }

  /**
   * Sets the line's quantity (capped); answers false when the user has no line for the product or
   * the product is sold out (the line stays as it was, for the shopper to remove).
   */
  async setQuantity(userId: string, productId: string, quantity: number): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE cart.cart_lines l SET quantity = least($3::int, ${lineCap('p')})
         FROM cart.products p
        WHERE p.id = l.product_id AND l.user_id = $1 AND l.product_id = $2 AND ${lineCap('p')} > 0`,
      [userId, productId, quantity],
    );
    return rowCount === 1;
  }

  /** The product's name when the catalog tracks its stock and none is left; undefined otherwise. */
  async soldOutName(productId: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ name: string }>(
      'SELECT name FROM cart.products WHERE id = $1 AND stock_tracked AND stock = 0',
      [productId],
    );
    return rows[0]?.name;
  }

  async hasLine(userId: string, productId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'SELECT 1 FROM cart.cart_lines WHERE user_id = $1 AND product_id = $2',
      [userId, productId],
    );
    return rowCount === 1;
  }

  async remove(userId: string, productId: string): Promise<void> {
    await this.db.query('DELETE FROM cart.cart_lines WHERE user_id = $1 AND product_id = $2', [
      userId,
      productId,
    ]);
  }

  async clear(userId: string): Promise<void> {
    await this.db.query('DELETE FROM cart.cart_lines WHERE user_id = $1', [userId]);
  }

  /** Takes what the user paid for out of their cart; lines that reach zero go. */
  async subtractPaid(userId: string, items: PaidItem[]): Promise<void> {
    const paid = `WITH paid AS (
        SELECT product_id, sum(quantity) AS quantity
          FROM unnest($2::text[], $3::int[]) AS item (product_id, quantity) GROUP BY product_id)`;
    const params = [userId, items.map((item) => item.productId), items.map((item) => item.quantity)];
    await this.db.query(
      `${paid} DELETE FROM cart.cart_lines l USING paid
        WHERE l.user_id = $1 AND l.product_id = paid.product_id AND l.quantity <= paid.quantity`,
      params,
    );
    await this.db.query(
      `${paid} UPDATE cart.cart_lines l SET quantity = l.quantity - paid.quantity FROM paid
        WHERE l.user_id = $1 AND l.product_id = paid.product_id`,
      params,
    );
  }
}
