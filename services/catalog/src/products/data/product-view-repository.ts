import type { Queryable } from '@glow/service-kit';

export class ProductViewRepository {
  constructor(private readonly db: Queryable) {}

  /** Records that `viewer` saw the product (again); false when there is no such product. */
  async record(viewer: string, productId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO catalog.product_views (viewer, product_id)
       SELECT $1, id FROM catalog.products WHERE id = $2
       ON CONFLICT (viewer, product_id) DO UPDATE SET viewed_at = now()`,
      [viewer, productId],
    );
    return rowCount === 1;
  }

  /** Products seen by the viewers of `productId`, most shared viewers first, then most recently seen. */
  async alsoViewedIds(productId: string, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ product_id: string }>(
      `SELECT other.product_id
         FROM catalog.product_views mine
         JOIN catalog.product_views other ON other.viewer = mine.viewer AND other.product_id <> mine.product_id
        WHERE mine.product_id = $1
        GROUP BY other.product_id
        ORDER BY count(*) DESC, max(other.viewed_at) DESC, other.product_id
        LIMIT $2`,
      [productId, limit],
    );
    return rows.map((row) => row.product_id);
  }
}
