import type { Image, Product } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { productColumns, toProduct, type ProductRow } from '../../products/data/product-row';

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
  price: number;
  discount_price: number | null;
  category_id: string | null;
  images: Image[];
  stock: number | null;
  ageSeconds: number;
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

/** Inserts the products whose slug is new and answers them as inserted; existing slugs are left alone. */
export async function insertMissingProducts(db: Queryable, products: SeedProduct[]): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `WITH inserted AS (
       INSERT INTO catalog.products
         (slug, name, description, price, discount_price, category_id, images, stock, created_at, updated_at)
       SELECT x.slug, x.name, x.description, x.price, x.discount_price, x.category_id, x.images, x.stock,
              now() - make_interval(secs => x."ageSeconds"), now() - make_interval(secs => x."ageSeconds")
       FROM jsonb_to_recordset($1::jsonb) AS x(slug text, name text, description text, price numeric,
         discount_price numeric, category_id uuid, images jsonb, stock integer, "ageSeconds" double precision)
       ON CONFLICT (slug) DO NOTHING
       RETURNING *
     )
     SELECT ${productColumns} FROM inserted p LEFT JOIN catalog.categories c ON c.id = p.category_id
     ORDER BY p.created_at, p.id`,
    [JSON.stringify(products)],
  );
  return rows.map(toProduct);
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
