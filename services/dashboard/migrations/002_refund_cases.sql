-- Refund cases the order service announced, keyed as it keys them: (order, transaction, '' when
-- the case names none). order.refund.opened and order.refunded may arrive in either order: each
-- fills its own column, so a case confirmed before it was heard opened is closed from the start.
CREATE TABLE dashboard.refund_cases (
  order_id text NOT NULL,
  transaction_id text NOT NULL,
  opened_at timestamptz,
  refunded_at timestamptz,
  PRIMARY KEY (order_id, transaction_id)
);
CREATE INDEX refund_cases_open ON dashboard.refund_cases (order_id)
  WHERE opened_at IS NOT NULL AND refunded_at IS NULL;

-- Feed rows for refund cases (`refund:<order id>:<transaction id>`), with the amount's currency.
ALTER TABLE dashboard.feed DROP CONSTRAINT feed_kind_check;
ALTER TABLE dashboard.feed ADD CONSTRAINT feed_kind_check CHECK (kind IN ('order', 'message', 'refund'));
ALTER TABLE dashboard.feed ADD COLUMN currency text;
