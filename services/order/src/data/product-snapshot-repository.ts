import type { Image, ProductOption, TopicData, VariantChoice } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export type ProductSnapshot = TopicData<'catalog.product.upserted'>;

/** A variant of a product as checkout prices it; money as PostgreSQL numeric text. */
export interface PricedVariant {
  id: string;
  product_id: string;
  /** The product's name and options, to name the line. */
  name: string;
  options: ProductOption[];
  sku: string | null;
  choice: VariantChoice;
  price: string;
  discount_price: string | null;
  /** The variant's own pictures, else the product's. */
  images: Image[];
}

/** Order's copy of the catalogue, kept from catalog.product.* events: checkout prices come from here. */
export class ProductSnapshotRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Saves the snapshot and the variants of a product with options in one statement, unless a newer
   * one is kept or the product was deleted; variants it no longer has go. A product without options
   * (and every snapshot from an older producer) is its own default variant. Prices go in as text.
   */
  async save(product: ProductSnapshot): Promise<void> {
    const options = product.options ?? [];
    const variants = options.length > 0 ? (product.variants ?? []) : [];
    await this.db.query(
      `WITH saved AS (
         INSERT INTO orders.products (id, name, price, discount_price, images, updated_at, options)
         SELECT $1, $2, $3::numeric, $4::numeric, $5::jsonb, $6, $7::jsonb
          WHERE NOT EXISTS (SELECT 1 FROM orders.deleted_products WHERE id = $1)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, price = excluded.price,
           discount_price = excluded.discount_price, images = excluded.images,
           updated_at = excluded.updated_at, options = excluded.options
         WHERE orders.products.updated_at <= excluded.updated_at
         RETURNING id),
       variants AS (
         SELECT * FROM jsonb_to_recordset($8::jsonb) AS x("_id" text, sku text, options jsonb, price numeric,
           "discountPrice" numeric, images jsonb)),
       gone AS (
         DELETE FROM orders.product_variants v USING saved
          WHERE v.product_id = saved.id AND v.id <> ALL (ARRAY(SELECT "_id" FROM variants)))
       INSERT INTO orders.product_variants (id, product_id, sku, options, price, discount_price, images)
       SELECT x."_id", saved.id, x.sku, x.options, x.price, x."discountPrice", x.images FROM variants x, saved
       ON CONFLICT (id) DO UPDATE SET sku = excluded.sku, options = excluded.options, price = excluded.price,
         discount_price = excluded.discount_price, images = excluded.images
       WHERE orders.product_variants.product_id = excluded.product_id`,
      [
        product._id,
        product.name,
        String(product.price),
        product.discountPrice === null || product.discountPrice === undefined
          ? null
          : String(product.discountPrice),
        JSON.stringify(product.images),
        product.updatedAt,
        JSON.stringify(options),
        JSON.stringify(variants),
      ],
    );
  }

  async remove(productId: string): Promise<void> {
    await this.db.query('INSERT INTO orders.deleted_products (id) VALUES ($1) ON CONFLICT DO NOTHING', [
      productId,
    ]);
    await this.db.query('DELETE FROM orders.products WHERE id = $1', [productId]);
  }

  /**
   * The variants with these ids, as checkout prices them; unknown ones are absent. A product
   * without options is its own default variant (the id is the product's).
   */
  async findVariants(ids: string[]): Promise<Map<string, PricedVariant>> {
    const { rows } = await this.db.query<PricedVariant>(
      `SELECT v.id, v.product_id, p.name, p.options, v.sku, v.options AS choice, v.price::text,
              v.discount_price::text,
              CASE WHEN jsonb_array_length(v.images) > 0 THEN v.images ELSE p.images END AS images
         FROM orders.product_variants v JOIN orders.products p ON p.id = v.product_id
        WHERE v.id = ANY($1)
       UNION ALL
       SELECT p.id, p.id, p.name, p.options, NULL, '{}'::jsonb, p.price::text, p.discount_price::text, p.images
         FROM orders.products p
        WHERE p.id = ANY($1) AND p.options = '[]'::jsonb`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
