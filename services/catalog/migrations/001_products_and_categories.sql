-- Schema catalog: categories and products. Ids are uuids; `slug` is the demo seed's idempotency key
-- (products an admin creates later may have none). Money is NGN in numeric(12,2).

CREATE TABLE catalog.categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text UNIQUE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  images jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(images) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX categories_name_unique ON catalog.categories (lower(name));
CREATE INDEX categories_created ON catalog.categories (created_at, id);

CREATE TABLE catalog.products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text UNIQUE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  description text NOT NULL DEFAULT '',
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) CHECK (discount_price >= 0 AND discount_price < price),
  category_id uuid REFERENCES catalog.categories (id) ON DELETE SET NULL,
  images jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(images) = 'array'),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  average_rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (average_rating BETWEEN 0 AND 5),
  num_reviews integer NOT NULL DEFAULT 0 CHECK (num_reviews >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- What the shopper pays and how much is taken off, kept as columns so filters and sorts use indexes.
  display_price numeric(12, 2) GENERATED ALWAYS AS (COALESCE(discount_price, price)) STORED,
  discount_percent numeric GENERATED ALWAYS AS (
    CASE WHEN discount_price IS NULL THEN 0 ELSE (price - discount_price) * 100 / price END
  ) STORED
);

-- Keyset-friendly indexes for every sort of the paged listing (the id breaks ties).
CREATE INDEX products_created ON catalog.products (created_at, id);
CREATE INDEX products_category_created ON catalog.products (category_id, created_at, id);
CREATE INDEX products_display_price ON catalog.products (display_price, id);
CREATE INDEX products_name ON catalog.products ((lower(name) COLLATE "C"), id);
CREATE INDEX products_discounted ON catalog.products (discount_percent DESC, created_at DESC, id)
  WHERE discount_price IS NOT NULL;

-- Substring search uses a trigram index where pg_trgm can be installed (PostgreSQL with contrib);
-- the embedded PGlite has no pg_trgm unless loaded, and there ILIKE scans, which is fine at demo sizes.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_catalog.pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA catalog;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not installed (insufficient privilege); name search will scan';
      RETURN;
    END;
    SELECT n.nspname INTO trgm_schema
      FROM pg_catalog.pg_extension e JOIN pg_catalog.pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm';
    EXECUTE format(
      'CREATE INDEX products_name_trgm ON catalog.products USING gin (name %I.gin_trgm_ops)',
      trgm_schema
    );
  END IF;
END
$$;
