-- Stock is what is left to sell: NULL = not tracked (what 0 used to mean), 0 = sold out. Units held
-- by open orders are already taken off; `catalog.stock_reservations` remembers who holds what, so a
-- release gives back exactly what its order took.

ALTER TABLE catalog.products ALTER COLUMN stock DROP NOT NULL, ALTER COLUMN stock DROP DEFAULT;
UPDATE catalog.products SET stock = NULL WHERE stock = 0;

-- One row per order and product. `hold` numbers the order's holds (1 at checkout, one more each time
-- a late payment takes the units again), so a release of an older hold never frees a newer one.
-- No foreign key to the product: a deleted product must not erase what an order held.
CREATE TABLE catalog.stock_reservations (
  order_id text NOT NULL,
  product_id uuid NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  hold integer NOT NULL CHECK (hold >= 1),
  state text NOT NULL CHECK (state IN ('held', 'sold', 'released')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, product_id)
);
