import type { Image, TopicData } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export type ProductSnapshot = TopicData<'catalog.product.upserted'>;

/** A product as checkout prices it; money as PostgreSQL numeric text. */
export interface PricedProduct {
  id: string;
  name: string;
  price: string;
  discount_price: string | null;
  images: Image[];
}

/** Order's copy of the catalogue, kept from catalog.product.* events: checkout prices come from here. */
export class ProductSnapshotRepository {
  constructor(private readonly db: Queryable) {}

  /** Saves the snapshot unless a newer one is kept or the product was deleted; prices go in as text. */
  async save(product: ProductSnapshot): Promise<void> {
    await this.db.query(
      `INSERT INTO orders.products (id, name, price, discount_price, images, updated_at)
       SELECT $1, $2, $3::numeric, $4::numeric, $5::jsonb, $6
        WHERE NOT EXISTS (SELECT 1 FROM orders.deleted_products WHERE id = $1)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, price = excluded.price,
         discount_price = excluded.discount_price, images = excluded.images, updated_at = excluded.updated_at
       WHERE orders.products.updated_at <= excluded.updated_at`,
      [
        product._id,
        product.name,
        String(product.price),
        product.discountPrice === null || product.discountPrice === undefined
          ? null
          : String(product.discountPrice),
        JSON.stringify(product.images),
        product.updatedAt,
      ],
    );
  }

  async remove(productId: string): Promise<void> {
    await this.db.query('INSERT INTO orders.deleted_products (id) VALUES ($1) ON CONFLICT DO NOTHING', [
      productId,
    ]);
    await this.db.query('DELETE FROM orders.products WHERE id = $1', [productId]);
  }

  async findMany(ids: string[]): Promise<Map<string, PricedProduct>> {
    const { rows } = await this.db.query<PricedProduct>(
      `SELECT id, name, price::text, discount_price::text, images FROM orders.products WHERE id = ANY($1)`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
