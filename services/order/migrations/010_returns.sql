-- Returns (src/domain/order-returns.ts): goods of a shipped order the buyer sends back, recorded by an
-- admin, then received (their lines refunded as a part of the payment, their units back on sale when
-- they can be sold) or withdrawn.
CREATE TABLE orders.returns (
  order_id     text NOT NULL REFERENCES orders.orders (id) ON DELETE CASCADE,
  number       integer NOT NULL CHECK (number > 0),
  -- [{ "productId", "name", "quantity" }]
  lines        jsonb NOT NULL,
  reason       text NOT NULL,
  status       text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'withdrawn')),
  request_key  text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  received_at  timestamptz,
  sellable     boolean,
  PRIMARY KEY (order_id, number)
);

-- The return a refund part gives back (null for a part an admin chose before shipping).
ALTER TABLE orders.refund_parts ADD COLUMN return_number integer;
