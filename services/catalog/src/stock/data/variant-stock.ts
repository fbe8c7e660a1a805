import type { ProductOption, VariantChoice } from '@glow/contracts';
import { isUuid, type Queryable } from '@glow/service-kit';
import type { StockLine } from './stock-reservation-repository';

export interface StockCounter {
  productId: string;
  /** The product's name and options, and the variant's choice, to name it in a shortage. */
  name: string;
  options: ProductOption[];
  choice: VariantChoice;
  /** Units left to sell; null when not tracked. */
  stock: number | null;
}

/**
 * The variants' stock counters. Every writer of a variant locks its product's row first, and the
 * products are locked in id order before any counter moves; each move is one UPDATE whose summary
 * trigger (012) writes the products' stock, and then the products' statement trigger (011) holds the
 * single listing_version row until commit, so it comes after every lock, or two checkouts sharing
 * products would wait in a circle.
 */
export class VariantStock {
  constructor(private readonly db: Queryable) {}

  /**
   * In one statement: locks the lines' products in id order, then their variants, then takes the
   * units off the tracked variants that have them all. Answers each variant's counter as it was when
   * locked and whether its units were taken; a variant unknown, malformed or not of the line's
   * product is absent. A line short of units takes nothing, but the others did: the caller rolls
   * back. What to take is decided on the locked counters, never on the statement's snapshot: a
   * counter raised by a transaction that committed while this one waited for the lock is newer than
   * the snapshot (the update still reaches the newest row version).
   */
  async lockAndTake(lines: StockLine[]): Promise<Map<string, StockCounter & { taken: boolean }>> {
    const known = lines.filter((line) => isUuid(line.productId) && isUuid(line.variantId));
    const { rows } = await this.db.query<StockCounter & { id: string; taken: boolean }>(
      `WITH products AS MATERIALIZED (
         SELECT id, name, options FROM catalog.products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE),
       wanted AS (SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::integer[]) AS x(product_id, id, quantity)),
       locked AS MATERIALIZED (
         SELECT v.id, v.product_id, v.options, v.stock FROM catalog.product_variants v
         WHERE v.id = ANY($2::uuid[]) AND v.product_id = ANY(ARRAY(SELECT id FROM products))
         ORDER BY v.id FOR UPDATE),
       taken AS (
         UPDATE catalog.product_variants v SET stock = l.stock - x.quantity
           FROM wanted x, locked l
          WHERE v.id = l.id AND l.id = x.id AND l.product_id = x.product_id
            AND l.stock IS NOT NULL AND l.stock >= x.quantity
          RETURNING v.id)
       SELECT l.id, l.product_id AS "productId", p.name, p.options, l.options AS choice, l.stock,
              t.id IS NOT NULL AS taken
       FROM locked l JOIN products p ON p.id = l.product_id
       JOIN wanted x ON x.id = l.id AND x.product_id = l.product_id
       LEFT JOIN taken t ON t.id = l.id`,
      [
        known.map((line) => line.productId),
        known.map((line) => line.variantId),
        known.map((line) => line.quantity),
      ],
    );
    return new Map(rows.map(({ id, ...counter }) => [id, counter]));
  }

  /** Puts the units back on the variants still tracked; answers the ids of the products it changed. */
  async giveBack(lines: StockLine[]): Promise<string[]> {
    if (lines.length === 0) return [];
    await this.db.query('SELECT 1 FROM catalog.products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [
      lines.map((line) => line.productId),
    ]);
    const { rows } = await this.db.query<{ product_id: string }>(
      `UPDATE catalog.product_variants v SET stock = v.stock + x.quantity
       FROM unnest($1::uuid[], $2::integer[]) AS x(id, quantity)
       WHERE v.id = x.id AND v.stock IS NOT NULL
       RETURNING v.product_id`,
      [lines.map((line) => line.variantId), lines.map((line) => line.quantity)],
    );
    return [...new Set(rows.map((row) => row.product_id))].sort();
  }
}
