-- Paid orders whose lines have left the buyer's cart, one row per order. Whichever comes first writes
-- it, in the transaction that subtracts: order's call right after the payment
-- (POST /internal/cart/:userId/subtract-paid) or the order.paid event; the other finds it and does nothing.
CREATE TABLE cart.paid_orders (
  order_id text PRIMARY KEY,
  user_id text NOT NULL,
  subtracted_at timestamptz NOT NULL DEFAULT now()
);
