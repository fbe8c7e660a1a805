import type { TopicData } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export type ProductSnapshot = TopicData<'catalog.product.upserted'>;

/** Cart's copy of the catalogue: what carts and favourites show, kept from catalog.product.* events. */
export class ProductSnapshotRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Saves the snapshot unless a newer one (by the catalog's updatedAt) is already kept or the
   * product was deleted. Prices go to PostgreSQL as text, so numeric(12,2) rounds them, not a float.
   * A snapshot without `stockTracked` (an older producer) is not tracked.
   */
  async save(product: ProductSnapshot): Promise<void> {
    await this.db.query(
      `INSERT INTO cart.products (id, name, description, price, discount_price, images, category_id,
         category_name, stock, stock_tracked, average_rating, num_reviews, created_at, updated_at)
       SELECT $1, $2, $3, $4::numeric, $5::numeric, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14
        WHERE NOT EXISTS (SELECT 1 FROM cart.deleted_products WHERE id = $1)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description,
         price = excluded.price, discount_price = excluded.discount_price, images = excluded.images,
         category_id = excluded.category_id, category_name = excluded.category_name,
         stock = excluded.stock, stock_tracked = excluded.stock_tracked, average_rating = excluded.average_rating,
         num_reviews = excluded.num_reviews, created_at = excluded.created_at,
         updated_at = excluded.updated_at
       WHERE cart.products.updated_at <= excluded.updated_at`,
      [
        product._id,
        product.name,
        product.description,
        String(product.price),
        product.discountPrice === null || product.discountPrice === undefined
          ? null
          : String(product.discountPrice),
        JSON.stringify(product.images),
        product.category?._id ?? null,
        product.category?.name ?? null,
        product.stock,
        product.stockTracked ?? false,
        product.averageRating,
        product.numReviews,
        product.createdAt,
        product.updatedAt,
      ],
    );
  }

  /** Forgets the product; every cart line and favourite naming it goes with it (ON DELETE CASCADE). */
  async remove(productId: string): Promise<void> {
    await this.db.query('INSERT INTO cart.deleted_products (id) VALUES ($1) ON CONFLICT DO NOTHING', [
      productId,
    ]);
    await this.db.query('DELETE FROM cart.products WHERE id = $1', [productId]);
  }
}
