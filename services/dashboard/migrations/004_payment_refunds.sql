-- Revenue counts money kept: a refund of an order's own payment takes back its NGN share.

-- The order's payment as charged (order.paid's amount and currency, which may not be NGN): a refund
-- of R of it takes back total_amount × R ÷ payment_amount. Null for orders paid before this column.
ALTER TABLE dashboard.orders ADD COLUMN payment_amount numeric(12, 2) CHECK (payment_amount >= 0);
ALTER TABLE dashboard.orders ADD COLUMN payment_currency text;

-- Each confirmed refund of an order's own payment (order.refunded with orderPaymentRefunded), one row
-- per event, so a later refund of part of the payment is one more row. Refunds of money the order
-- never kept (a short payment, a second charge) are not here. The row may come before the order's.
CREATE TABLE dashboard.payment_refunds (
  event_id text PRIMARY KEY,
  order_id text NOT NULL,
  transaction_id text NOT NULL,
  -- In the charged currency, as the provider gave it back.
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  refunded_at timestamptz NOT NULL
);
CREATE INDEX payment_refunds_by_order ON dashboard.payment_refunds (order_id, refunded_at);
