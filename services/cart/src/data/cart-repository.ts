import { lineName, type Cart, type ProductOption } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { isProductGone } from './pg-errors';
import { productColumns, toCartItem, variantColumns, type ProductRow, type VariantRow } from './product-row';

/** The most one line may hold: 99, and what is left when the catalog tracks the variant's stock (0: sold out). */
const lineCap = (variant: string) =>
  `CASE WHEN ${variant}.stock IS NOT NULL THEN least(99, ${variant}.stock) ELSE 99 END`;

/** A line of a paid order; `variantId` absent: the product's default variant, whose id is the product's. */
export interface PaidItem {
  productId: string;
  variantId?: string;
  quantity: number;
}

/** Why a line could not be added or changed: what the product and variant are, as cart knows them. */
export interface LineRefusal {
  /** The product's options; undefined when cart does not know the product. */
  options?: ProductOption[];
  /** The variant's name ('Lip Crayon — Shade: Chestnut') when it is of the product and sold out. */
  soldOutName?: string;
}

/** Users' cart lines, joined with cart's copy of the catalogue. */
export class CartRepository {
  constructor(private readonly db: Queryable) {}

  async cartOf(userId: string): Promise<Cart> {
    const { rows } = await this.db.query<ProductRow & VariantRow & { quantity: number }>(
      `SELECT ${productColumns}, ${variantColumns}, l.quantity
         FROM cart.cart_lines l JOIN cart.products p ON p.id = l.product_id
         JOIN cart.product_variants v ON v.id = l.variant_id
        WHERE l.user_id = $1 ORDER BY l.position`,
      [userId],
    );
    return rows.map(toCartItem);
  }

  /**
   * Adds `quantity` to the user's line of the variant (creating it), capped in one statement, so
   * concurrent adds each count. Answers false when cart does not know the variant as one of the
   * product's, or it is sold out.
   */
  async add(userId: string, productId: string, variantId: string, quantity: number): Promise<boolean> {
    try {
      const { rowCount } = await this.db.query(
        `INSERT INTO cart.cart_lines (user_id, product_id, variant_id, quantity)
         SELECT $1, v.product_id, v.id, least($4::int, ${lineCap('v')}) FROM cart.product_variants v
          WHERE v.id = $3 AND v.product_id = $2 AND ${lineCap('v')} > 0
         ON CONFLICT (user_id, variant_id) DO UPDATE SET quantity = least(
           cart.cart_lines.quantity + excluded.quantity,
           (SELECT ${lineCap('v')} FROM cart.product_variants v WHERE v.id = excluded.variant_id))`,
        [userId, productId, variantId, quantity],
      );
      return rowCount === 1;
    } catch (error) {
      if (isProductGone(error)) return false;
      throw error;
    }
  }

  /**
   * Sets the line's quantity (capped); answers false when the user has no line for the variant or
   * it is sold out (the line stays as it was, for the shopper to remove).
   */
  async setQuantity(userId: string, variantId: string, quantity: number): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE cart.cart_lines l SET quantity = least($3::int, ${lineCap('v')})
         FROM cart.product_variants v
        WHERE v.id = l.variant_id AND l.user_id = $1 AND l.variant_id = $2 AND ${lineCap('v')} > 0`,
      [userId, variantId, quantity],
    );
    return rowCount === 1;
  }

  /** What cart knows of the product and, when it is sold out, of the variant: for a refusal's answer. */
  async refusal(productId: string, variantId: string): Promise<LineRefusal> {
    const { rows } = await this.db.query<{
      name: string;
      options: ProductOption[];
      choice: Record<string, string> | null;
      sold_out: boolean | null;
    }>(
      `SELECT p.name, p.options, v.options AS choice, v.stock = 0 AS sold_out
         FROM cart.products p LEFT JOIN cart.product_variants v ON v.id = $2 AND v.product_id = p.id
        WHERE p.id = $1`,
      [productId, variantId],
    );
    const row = rows[0];
    if (!row) return {};
    if (!row.sold_out) return { options: row.options };
    return { options: row.options, soldOutName: lineName(row.name, row.choice ?? {}, row.options) };
  }

  async hasLine(userId: string, variantId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'SELECT 1 FROM cart.cart_lines WHERE user_id = $1 AND variant_id = $2',
      [userId, variantId],
    );
    return rowCount === 1;
  }

  async remove(userId: string, variantId: string): Promise<void> {
    await this.db.query('DELETE FROM cart.cart_lines WHERE user_id = $1 AND variant_id = $2', [
      userId,
      variantId,
    ]);
  }

  async clear(userId: string): Promise<void> {
    await this.db.query('DELETE FROM cart.cart_lines WHERE user_id = $1', [userId]);
  }

  /** Takes what the user paid for out of their cart; lines that reach zero go. */
  async subtractPaid(userId: string, items: PaidItem[]): Promise<void> {
    const paid = `WITH paid AS (
        SELECT variant_id, sum(quantity) AS quantity
          FROM unnest($2::text[], $3::int[]) AS item (variant_id, quantity) GROUP BY variant_id)`;
    const params = [
      userId,
      items.map((item) => item.variantId ?? item.productId),
      items.map((item) => item.quantity),
    ];
    await this.db.query(
      `${paid} DELETE FROM cart.cart_lines l USING paid
        WHERE l.user_id = $1 AND l.variant_id = paid.variant_id AND l.quantity <= paid.quantity`,
      params,
    );
    await this.db.query(
      `${paid} UPDATE cart.cart_lines l SET quantity = l.quantity - paid.quantity FROM paid
        WHERE l.user_id = $1 AND l.variant_id = paid.variant_id`,
      params,
    );
  }
}
