-- Whether the catalog counts the product's stock (catalog.product.upserted's `stockTracked`): with it,
-- `stock` is what is left to sell and 0 means sold out; without it, `stock` says nothing.
ALTER TABLE cart.products ADD COLUMN stock_tracked boolean NOT NULL DEFAULT false;

-- Snapshots kept before this column meant "tracked" by a stock above 0, as cart's caps read them.
UPDATE cart.products SET stock_tracked = stock > 0;
