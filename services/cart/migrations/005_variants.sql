-- Cart's copy of the catalog's options and variants (catalog.product.upserted version 3). Lines hold
-- a variant. A product without options has one default variant whose id is the product's, so the
-- products and lines kept before this migration get theirs here, and a snapshot from an older
-- producer (no variants) is read as that one variant.

ALTER TABLE cart.products ADD COLUMN options jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE TABLE cart.product_variants (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES cart.products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- NULL until the catalog's next snapshot names it (default variants kept before this migration).
  sku text,
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) CHECK (discount_price >= 0),
  -- Units left to sell; NULL = not tracked.
  stock integer CHECK (stock >= 0),
  images jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX product_variants_by_product ON cart.product_variants (product_id, position);

INSERT INTO cart.product_variants (id, product_id, position, price, discount_price, stock)
SELECT id, id, 0, price, discount_price, CASE WHEN stock_tracked THEN stock END FROM cart.products;

ALTER TABLE cart.cart_lines ADD COLUMN variant_id text REFERENCES cart.product_variants (id) ON DELETE CASCADE;
UPDATE cart.cart_lines SET variant_id = product_id;
ALTER TABLE cart.cart_lines
  ALTER COLUMN variant_id SET NOT NULL,
  DROP CONSTRAINT cart_lines_pkey,
  ADD PRIMARY KEY (user_id, variant_id);
CREATE INDEX cart_lines_by_variant ON cart.cart_lines (variant_id);
