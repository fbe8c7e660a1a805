-- Returns: goods a buyer sends back after shipping, as order.return.changed announces them, keyed
-- as the order service numbers them (1, 2, … per order). Each event carries the return's current
-- status; a return only moves forward, requested → received or requested → withdrawn, so a row
-- leaves 'requested' once and a stale event arriving after a newer one changes nothing.
CREATE TABLE dashboard.returns (
  order_id text NOT NULL,
  number integer NOT NULL CHECK (number > 0),
  status text NOT NULL CHECK (status IN ('requested', 'received', 'withdrawn')),
  -- When the kept status was announced (the event's occurredAt).
  status_at timestamptz NOT NULL,
  -- Once received: whether the units went back on sale (null when not said).
  sellable boolean,
  PRIMARY KEY (order_id, number)
);
CREATE INDEX returns_by_status ON dashboard.returns (status);
