-- Order's copy of the catalog's options and variants (catalog.product.upserted version 3), and order
-- lines that name the variant bought. A product without options has one default variant whose id is
-- the product's: order reads it from the product's own row, so `product_variants` holds only the
-- variants of products with options.
--
-- Older builds run beside this one during a rolling upgrade: they write products without options
-- and lines without a variant, which stay right (the trigger below gives such a line its product's
-- id as its variant's).

ALTER TABLE orders.products ADD COLUMN options jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE TABLE orders.product_variants (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES orders.products (id) ON DELETE CASCADE,
  sku text NOT NULL,
  options jsonb NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) CHECK (discount_price >= 0),
  images jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX product_variants_by_product ON orders.product_variants (product_id);

-- The variant a line bought: `variant_id` tells an order's lines apart (two shades are two lines);
-- `variant` is { _id, sku, options } as the shop names it, json so the options keep their order, and
-- NULL for a product without options.
ALTER TABLE orders.order_items ADD COLUMN variant_id text, ADD COLUMN variant json;
UPDATE orders.order_items SET variant_id = product_id;
ALTER TABLE orders.order_items ALTER COLUMN variant_id SET NOT NULL;
CREATE UNIQUE INDEX order_items_variant ON orders.order_items (order_id, variant_id);

CREATE FUNCTION orders.line_of_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.variant_id := COALESCE(NEW.variant_id, NEW.product_id);
  RETURN NEW;
END
$$;

CREATE TRIGGER order_items_default_variant BEFORE INSERT ON orders.order_items
  FOR EACH ROW EXECUTE FUNCTION orders.line_of_default_variant();
