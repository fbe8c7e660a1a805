-- Partial refunds (src/domain/refundable.ts, src/data/refund-part-repository.ts): an admin gives back some of an order's lines, or an
-- amount, of the order's own payment. Each part is refunded once (payment keys it `part-<n>`), and the
-- parts together never exceed what was paid. Kept apart from refund_cases, whose (order, transaction)
-- key older builds still insert against during a rolling upgrade.
CREATE TABLE orders.refund_parts (
  order_id       text NOT NULL REFERENCES orders.orders (id) ON DELETE CASCADE,
  part           integer NOT NULL CHECK (part > 0),
  transaction_id text NOT NULL,
  amount         numeric(14, 2) NOT NULL CHECK (amount > 0),
  currency       text NOT NULL,
  -- The lines given back, [{ "productId", "name", "quantity" }]; null for a part given as an amount.
  lines          jsonb,
  reason         text NOT NULL,
  -- Why the admin gave it back.
  note           text NOT NULL,
  status         text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'refunded', 'refused')),
  request_key    text NOT NULL,
  requested_at   timestamptz NOT NULL DEFAULT now(),
  refund_id      text,
  refunded_at    timestamptz,
  PRIMARY KEY (order_id, part)
);
CREATE INDEX refund_parts_by_request ON orders.refund_parts (order_id, request_key);

-- Units of a line that went back on sale while the rest stayed sold (order.stock.returned): a later
-- release of the order's hold names only what it still holds.
ALTER TABLE orders.order_items ADD COLUMN units_back integer NOT NULL DEFAULT 0
  CHECK (units_back >= 0 AND units_back <= quantity);

ALTER TABLE orders.orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders.orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'failed', 'expired', 'refund-needed', 'refund-requested',
    'refunding', 'partly-refunded', 'refunded'));
