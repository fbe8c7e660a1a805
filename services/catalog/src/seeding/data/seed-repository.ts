import type { Image, ProductOption, VariantChoice } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export interface SeedCategory {
  slug: string;
  name: string;
  images: Image[];
  ageSeconds: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  description: string;
  category_id: string | null;
  images: Image[];
  options: ProductOption[];
  /** Without options, its default variant's (012 adds it); with options, its variants' summary replaces them. */
  price: number;
  discount_price: number | null;
  stock: number | null;
  ageSeconds: number;
  /** Slugs whose presence means the shop was seeded before this product grouped them: not inserted. */
  replaces_slugs: string[];
}

/** A variant of a product with options, inserted just after its product. */
export interface SeedVariant {
  product_id: string;
  position: number;
  /** null, or already another variant's: numbered like the catalog's own (GLOW-000123). */
  sku: string | null;
  options: VariantChoice;
  price: number;
  discount_price: number | null;
  stock: number | null;
  image_ids: string[];
}

/** Inserts the categories that are missing (by slug or by name); existing ones are left as they are. */
export async function insertMissingCategories(db: Queryable, categories: SeedCategory[]): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO catalog.categories (slug, name, images, created_at, updated_at)
     SELECT x.slug, x.name, x.images, now() - make_interval(secs => x."ageSeconds"), now() - make_interval(secs => x."ageSeconds")
     FROM jsonb_to_recordset($1::jsonb) AS x(slug text, name text, images jsonb, "ageSeconds" double precision)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(categories)],
  );
  return rowCount ?? 0;
}

/** Category ids by demo slug; a category an admin made with the same name stands in for its slug. */
export async function categoryIdsBySlug(db: Queryable, categories: { slug: string; name: string }[]) {
  const { rows } = await db.query<{ slug: string; id: string }>(
    `SELECT x.slug, k.id
     FROM jsonb_to_recordset($1::jsonb) AS x(slug text, name text)
     JOIN LATERAL (
       SELECT k.id FROM catalog.categories k
       WHERE k.slug = x.slug OR lower(k.name) = lower(x.name)
       ORDER BY (k.slug = x.slug) DESC NULLS LAST LIMIT 1
     ) k ON true`,
    [JSON.stringify(categories)],
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * Inserts the products whose slug is new and which replace none the shop has; existing slugs are left
 * alone. Answers the inserted ones' ids by slug, oldest first.
 */
export async function insertMissingProducts(
  db: Queryable,
  products: SeedProduct[],
): Promise<{ id: string; slug: string }[]> {
  const { rows } = await db.query<{ id: string; slug: string }>(
    `WITH inserted AS (
       INSERT INTO catalog.products
         (slug, name, description, price, discount_price, category_id, images, stock, options, created_at, updated_at)
       SELECT x.slug, x.name, x.description, x.price, x.discount_price, x.category_id, x.images, x.stock, x.options,
              now() - make_interval(secs => x."ageSeconds"), now() - make_interval(secs => x."ageSeconds")
       FROM jsonb_to_recordset($1::jsonb) AS x(slug text, name text, description text, price numeric,
         discount_price numeric, category_id uuid, images jsonb, stock integer, options jsonb,
         "ageSeconds" double precision, replaces_slugs jsonb)
       WHERE NOT EXISTS (
         SELECT 1 FROM catalog.products e
         WHERE e.slug IN (SELECT jsonb_array_elements_text(x.replaces_slugs))
       )
       ON CONFLICT (slug) DO NOTHING
       RETURNING id, slug, created_at
     )
     SELECT id, slug FROM inserted ORDER BY created_at, id`,
    [JSON.stringify(products)],
  );
  return rows;
}

/**
 * Inserts variants of products just inserted with options, dated as their products. A SKU another
 * variant has already (an admin's) is numbered instead, so a seed never fails on one.
 */
export async function insertVariants(db: Queryable, variants: SeedVariant[]): Promise<void> {
  if (variants.length === 0) return;
  await db.query(
    `INSERT INTO catalog.product_variants
       (product_id, position, sku, options, price, discount_price, stock, image_ids, created_at, updated_at)
     SELECT x.product_id, x.position,
            CASE WHEN x.sku IS NULL OR EXISTS (SELECT 1 FROM catalog.product_variants v WHERE lower(v.sku) = lower(x.sku))
              THEN 'GLOW-' || lpad(nextval('catalog.variant_sku_number')::text, 6, '0')
              ELSE x.sku END,
            x.options, x.price, x.discount_price, x.stock, x.image_ids, p.created_at, p.created_at
     FROM jsonb_to_recordset($1::jsonb) AS x(product_id uuid, position integer, sku text, options jsonb,
       price numeric, discount_price numeric, stock integer, image_ids jsonb)
     JOIN catalog.products p ON p.id = x.product_id
     ORDER BY p.created_at, p.id, x.position`,
    [JSON.stringify(variants)],
  );
}

/**
 * Load-test products `first`..`last` made by PostgreSQL itself: varied prices, every fourth one
 * discounted, spread over the existing categories (sharing their image) and over a year of dates.
 */
export async function insertSyntheticProducts(
  db: Queryable,
  run: string,
  first: number,
  last: number,
): Promise<number> {
  const { rowCount } = await db.query(
    `WITH kinds AS (SELECT id, images, row_number() OVER (ORDER BY created_at, id) - 1 AS n, count(*) OVER () AS total
                    FROM catalog.categories),
          series AS (SELECT g, (500 + (g * 7919) % 99500)::numeric(12, 2) AS price FROM generate_series($2::int, $3::int) AS g)
     INSERT INTO catalog.products
       (slug, name, description, price, discount_price, category_id, images, stock, created_at, updated_at)
     SELECT 'synthetic-' || $1 || '-' || s.g,
            (ARRAY['Glow Serum', 'Shea Butter Cream', 'Matte Lipstick', 'Curl Custard', 'Oud Perfume', 'Body Oil',
                   'Nail Lacquer', 'Beard Balm'])[1 + s.g % 8] || ' No. ' || s.g,
            'A synthetic product for load tests.',
            s.price,
            CASE WHEN s.g % 4 = 0 THEN round(s.price * 0.8) END,
            k.id,
            COALESCE(k.images, '[]'::jsonb),
            s.g % 250,
            now() - make_interval(secs => (s.g * 7) % 31536000),
            now() - make_interval(secs => (s.g * 7) % 31536000)
     FROM series s LEFT JOIN kinds k ON k.n = s.g % k.total`,
    [run, first, last],
  );
  return rowCount ?? 0;
}
