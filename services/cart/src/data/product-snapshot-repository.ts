import type { TopicData } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export type ProductSnapshot = TopicData<'catalog.product.upserted'>;

/** Cart's copy of the catalogue: what carts and favourites show, kept from catalog.product.* events. */
export class ProductSnapshotRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Saves the snapshot and its variants in one statement, unless a newer one (by the catalog's
   * updatedAt) is already kept or the product was deleted. Variants the snapshot no longer has go,
   * with the cart lines holding them. A snapshot without variants (an older producer) is one default
   * variant with the product's id, and one without `stockTracked` is not tracked. Prices go to
   * PostgreSQL as text, so numeric(12,2) rounds them, not a float.
   */
  async save(product: ProductSnapshot): Promise<void> {
    const tracked = product.stockTracked ?? false;
    const variants = product.variants ?? [
      {
        _id: product._id,
        sku: null,
        options: {},
        price: product.price,
        discountPrice: product.discountPrice ?? null,
        stock: tracked ? product.stock : null,
        images: [],
      },
    ];
    await this.db.query(
      `WITH saved AS (
         INSERT INTO cart.products (id, name, description, price, discount_price, images, category_id,
           category_name, stock, stock_tracked, average_rating, num_reviews, created_at, updated_at, options)
         SELECT $1, $2, $3, $4::numeric, $5::numeric, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb
          WHERE NOT EXISTS (SELECT 1 FROM cart.deleted_products WHERE id = $1)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description,
           price = excluded.price, discount_price = excluded.discount_price, images = excluded.images,
           category_id = excluded.category_id, category_name = excluded.category_name,
           stock = excluded.stock, stock_tracked = excluded.stock_tracked, average_rating = excluded.average_rating,
           num_reviews = excluded.num_reviews, created_at = excluded.created_at,
           updated_at = excluded.updated_at, options = excluded.options
         WHERE cart.products.updated_at <= excluded.updated_at
         RETURNING id),
       variants AS (
         SELECT * FROM jsonb_to_recordset($16::jsonb) AS x("_id" text, position integer, sku text,
           options jsonb, price numeric, "discountPrice" numeric, stock integer, images jsonb)),
       gone AS (
         DELETE FROM cart.product_variants v USING saved
          WHERE v.product_id = saved.id AND v.id <> ALL (ARRAY(SELECT "_id" FROM variants)))
       INSERT INTO cart.product_variants (id, product_id, position, sku, options, price, discount_price, stock, images)
       SELECT x."_id", saved.id, x.position, x.sku, x.options, x.price, x."discountPrice", x.stock, x.images
         FROM variants x, saved
       ON CONFLICT (id) DO UPDATE SET position = excluded.position, sku = excluded.sku,
         options = excluded.options, price = excluded.price, discount_price = excluded.discount_price,
         stock = excluded.stock, images = excluded.images
       WHERE cart.product_variants.product_id = excluded.product_id`,
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
        tracked,
        product.averageRating,
        product.numReviews,
        product.createdAt,
        product.updatedAt,
        JSON.stringify(product.options ?? []),
        JSON.stringify(variants.map((variant, position) => ({ ...variant, position }))),
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
