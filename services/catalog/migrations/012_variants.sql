-- Options and variants. A product has up to three options (Shade, Size, …) with ordered values; each
-- combination sold is a variant with its own SKU, price, discount price, stock and images. Variants
-- own those facts: the product's price, discount_price and stock become a summary of its variants,
-- written only by the triggers below (the cheapest variant's prices, the sum of the stocks or NULL
-- when any variant is untracked), so listing filters and sorts keep using the product's indexes.
--
-- A product without options has one default variant whose id is the product's id: a line, event or
-- reservation that names only a product names that variant, so every older caller keeps working.

ALTER TABLE catalog.products
  ADD COLUMN options jsonb NOT NULL DEFAULT '[]'::jsonb
    CHECK (jsonb_typeof(options) = 'array' AND jsonb_array_length(options) <= 3),
  -- The most a shopper pays for one of the product's variants (the listing's price range).
  ADD COLUMN display_price_max numeric(12, 2);

CREATE SEQUENCE catalog.variant_sku_number;

CREATE TABLE catalog.product_variants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES catalog.products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  sku text NOT NULL DEFAULT 'GLOW-' || lpad(nextval('catalog.variant_sku_number')::text, 6, '0')
    CHECK (btrim(sku) <> '' AND length(sku) <= 64),
  -- { "<option name>": "<value>" }; {} for a default variant.
  options jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(options) = 'object'),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) CHECK (discount_price >= 0 AND discount_price < price),
  -- Units left to sell: NULL = not tracked, 0 = sold out (as products' stock meant before).
  stock integer CHECK (stock >= 0),
  -- public_ids of the product's images that show this variant, in order.
  image_ids jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(image_ids) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  display_price numeric(12, 2) GENERATED ALWAYS AS (COALESCE(discount_price, price)) STORED,
  -- Checked at commit, so one save may swap two variants' choices.
  UNIQUE (product_id, options) DEFERRABLE INITIALLY DEFERRED
);

CREATE UNIQUE INDEX product_variants_sku ON catalog.product_variants (lower(sku));
CREATE INDEX product_variants_product ON catalog.product_variants (product_id, position);

-- The products' summary of their variants, for the products among `ids`; a product whose summary is
-- unchanged is not written (its listing version stays).
CREATE FUNCTION catalog.summarize_variants(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE catalog.products p
  SET price = s.price, discount_price = s.discount_price, stock = s.stock, display_price_max = s.display_price_max
  FROM (
    SELECT v.product_id,
      (array_agg(v.price ORDER BY v.display_price, v.position, v.id))[1] AS price,
      (array_agg(v.discount_price ORDER BY v.display_price, v.position, v.id))[1] AS discount_price,
      CASE WHEN bool_or(v.stock IS NULL) THEN NULL ELSE sum(v.stock)::integer END AS stock,
      max(v.display_price) AS display_price_max
    FROM catalog.product_variants v
    WHERE v.product_id = ANY (ids)
    GROUP BY v.product_id
  ) s
  WHERE p.id = s.product_id
    AND (p.price, p.discount_price, p.stock, p.display_price_max)
      IS DISTINCT FROM (s.price, s.discount_price, s.stock, s.display_price_max);
$$;

CREATE FUNCTION catalog.summarize_changed_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog.summarize_variants(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END
$$;

CREATE TRIGGER product_variants_summary_insert AFTER INSERT ON catalog.product_variants
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.summarize_changed_variants();
CREATE TRIGGER product_variants_summary_update AFTER UPDATE ON catalog.product_variants
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.summarize_changed_variants();
CREATE TRIGGER product_variants_summary_delete AFTER DELETE ON catalog.product_variants
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.summarize_changed_variants();

-- A product is born with its default variant, from the price and stock it was inserted with, unless
-- it has options (its writer inserts those variants itself).
CREATE FUNCTION catalog.add_default_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog.product_variants (id, product_id, price, discount_price, stock)
  SELECT id, id, price, discount_price, stock FROM inserted_products WHERE options = '[]'::jsonb;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_default_variant AFTER INSERT ON catalog.products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.add_default_variants();

-- Every product there is gets its default variant, numbered in the order the products were added.
INSERT INTO catalog.product_variants (id, product_id, sku, price, discount_price, stock, created_at)
SELECT id, id, 'GLOW-' || lpad(nextval('catalog.variant_sku_number')::text, 6, '0'),
  price, discount_price, stock, created_at
FROM (SELECT * FROM catalog.products ORDER BY created_at, id) ordered;

UPDATE catalog.products SET display_price_max = display_price WHERE display_price_max IS NULL;

-- Reservations hold units of a variant. Rows from before name a product: its default variant.
ALTER TABLE catalog.stock_reservations ADD COLUMN variant_id uuid;
UPDATE catalog.stock_reservations SET variant_id = product_id;
ALTER TABLE catalog.stock_reservations
  ALTER COLUMN variant_id SET NOT NULL,
  DROP CONSTRAINT stock_reservations_pkey,
  ADD PRIMARY KEY (order_id, variant_id);
