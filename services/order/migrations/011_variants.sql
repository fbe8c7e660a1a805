-- Order's copy of the catalog's options and variants (catalog.product.upserted version 3), and order
-- lines that name the variant bought. A product without options has one default variant whose id is
-- the product's: the products and lines kept before this migration get theirs, and a snapshot from an
-- older producer (no variants) is read as that one variant.

ALTER TABLE orders.products ADD COLUMN options jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE TABLE orders.product_variants (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES orders.products (id) ON DELETE CASCADE,
  -- NULL until the catalog's next snapshot names it (default variants kept before this migration).
  sku text,
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) CHECK (discount_price >= 0),
  images jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX product_variants_by_product ON orders.product_variants (product_id);

INSERT INTO orders.product_variants (id, product_id, price, discount_price)
SELECT id, id, price, discount_price FROM orders.products;

-- The variant a line bought: `variant_id` tells an order's lines apart (two shades are two lines);
-- `variant` is { _id, sku, options } as the shop names it, json so the options keep their order, and
-- NULL for a product without options.
ALTER TABLE orders.order_items ADD COLUMN variant_id text, ADD COLUMN variant json;
UPDATE orders.order_items SET variant_id = product_id;
ALTER TABLE orders.order_items ALTER COLUMN variant_id SET NOT NULL;
CREATE UNIQUE INDEX order_items_variant ON orders.order_items (order_id, variant_id);
