-- Refunds: the order's payment, or money an order could not take, given back through the provider.
ALTER TABLE orders.orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders.orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'failed', 'expired', 'refund-needed', 'refunded'));

ALTER TABLE orders.refund_cases
  -- Why the admin refunded it, and the provider's refund once asked.
  ADD COLUMN note text,
  ADD COLUMN refund_id text,
  ADD COLUMN refunded_at timestamptz;
