-- Money the provider took for an order that is owed back: a payment the order could not take, or a
-- second charge on a reference already paid. One case per provider transaction.
CREATE TABLE orders.refund_cases (
  id             bigserial PRIMARY KEY,
  order_id       text NOT NULL REFERENCES orders.orders (id) ON DELETE CASCADE,
  -- '' when the provider's verdict named no transaction (events from before transaction ids were sent).
  transaction_id text NOT NULL DEFAULT '',
  amount         numeric(14, 2),
  currency       text,
  reason         text NOT NULL,
  status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'requested', 'refunded')),
  opened_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, transaction_id)
);
CREATE INDEX refund_cases_open ON orders.refund_cases (order_id) WHERE status <> 'refunded';

-- Orders whose payment needed a refund before this table existed get their case.
INSERT INTO orders.refund_cases (order_id, transaction_id, reason)
SELECT id, coalesce(payment_id, ''), coalesce(payment_reason, 'refund: needed')
  FROM orders.orders WHERE payment_status = 'refund-needed'
ON CONFLICT DO NOTHING;
