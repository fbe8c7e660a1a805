import type { TopicData } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

/** The dashboard's names and first images of products, kept from catalog.product.* events. */
export class ProductRepository {
  constructor(private readonly db: Queryable) {}

  /** A snapshot older than the kept one (by the catalog's updatedAt), or of a deleted product, changes nothing. */
  async save(product: TopicData<'catalog.product.upserted'>): Promise<void> {
    await this.db.query(
      `INSERT INTO dashboard.products (id, name, image, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, image = excluded.image,
         updated_at = excluded.updated_at
       WHERE dashboard.products.deleted_at IS NULL
         AND (dashboard.products.updated_at IS NULL OR dashboard.products.updated_at <= excluded.updated_at)`,
      [product._id, product.name, product.images[0]?.url ?? null, product.updatedAt],
    );
  }

  /** Keeps the name for the product's past sales; its images went with it. */
  async markDeleted(productId: string, at: string): Promise<void> {
    await this.db.query(
      `INSERT INTO dashboard.products (id, deleted_at) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET image = NULL,
         deleted_at = coalesce(dashboard.products.deleted_at, excluded.deleted_at)`,
      [productId, at],
    );
  }
}
