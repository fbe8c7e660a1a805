-- Schema dashboard: the admin dashboard's read model, fed by order, catalog and messaging events.
-- The schema itself (and the outbox and processed_events tables) is created by the service kit.

-- One row per order heard of. An order.paid or order.status.changed may arrive before its
-- order.created: the row is made by whichever comes first and completed by the others, so
-- `total_amount` and `created_at` stay null until order.created arrives.
CREATE TABLE dashboard.orders (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  -- NGN, the order's total at checkout (what order.created says).
  total_amount numeric(12, 2) CHECK (total_amount >= 0),
  created_at timestamptz,
  status text NOT NULL DEFAULT 'Pending',
  -- When the kept status was announced (the event's occurredAt): an older change arriving late loses.
  status_at timestamptz,
  -- When order.paid was announced.
  paid_at timestamptz
);
CREATE INDEX orders_by_paid_at ON dashboard.orders (paid_at) WHERE paid_at IS NOT NULL;

CREATE TABLE dashboard.order_items (
  order_id text NOT NULL REFERENCES dashboard.orders (id) ON DELETE CASCADE,
  line integer NOT NULL,
  product_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
  PRIMARY KEY (order_id, line)
);

-- Names and first images for the top products. A deleted product keeps its name (its sales are
-- history) and loses its image; nothing announced after the deletion brings it back.
CREATE TABLE dashboard.products (
  id text PRIMARY KEY,
  name text,
  image text,
  updated_at timestamptz,
  deleted_at timestamptz
);

-- The live feed: one row per paid order and per contact message, whatever the redeliveries
-- (the id is `order:<order id>` or `message:<message id>`).
CREATE TABLE dashboard.feed (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('order', 'message')),
  order_id text,
  amount numeric(12, 2),
  name text,
  subject text,
  at timestamptz NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX feed_newest_first ON dashboard.feed (at DESC, position DESC);
