-- Stock: an order holds its units in the catalog from checkout until it is paid, or until they are
-- released (window closed, payment rejected, cancelled, refunded before shipping). `stock_held` says
-- whether this order still holds them; `stock_hold` numbers its holds (order.stock.released carries it).
ALTER TABLE orders.orders
  ADD COLUMN stock_hold int NOT NULL DEFAULT 1,
  ADD COLUMN stock_held boolean NOT NULL DEFAULT true,
  -- The payment sweeper's schedule: when to ask payment again about this unpaid order, and how often it has.
  ADD COLUMN sweep_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN sweeps int NOT NULL DEFAULT 0;

-- Orders closed before stock was tracked hold nothing.
UPDATE orders.orders SET stock_held = false WHERE payment_status IN ('expired', 'refund-needed') OR status = 'Cancelled';

CREATE INDEX orders_to_sweep ON orders.orders (sweep_at) WHERE NOT is_paid;

-- A checkout between its reservation call and its order: if the process dies in between, the job
-- that releases abandoned checkouts gives the units back.
CREATE TABLE orders.checkout_attempts (
  order_id   text PRIMARY KEY,
  items      jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
