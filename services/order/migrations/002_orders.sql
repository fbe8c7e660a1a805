-- Order's copy of the catalogue, fed by catalog.product.upserted / catalog.product.deleted: checkout
-- prices come from here. `updated_at` is the catalog's, so a late, older snapshot changes nothing.
CREATE TABLE orders.products (
  id text PRIMARY KEY,
  name text NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) CHECK (discount_price >= 0),
  images jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A snapshot of a product that arrives after its deletion is ignored.
CREATE TABLE orders.deleted_products (
  id text PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- Buyers' emails, fed by user.registered / user.updated / user.deleted.
CREATE TABLE orders.users (
  id text PRIMARY KEY,
  email text NOT NULL
);

-- The one shipping price (NGN); absent until an admin sets it (the configured default applies).
CREATE TABLE orders.shipping_price (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders.orders (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  -- The buyer's email when the order was placed ('' when order did not know it yet).
  user_email text NOT NULL,
  status text NOT NULL CHECK (status IN ('Pending', 'Processing', 'Shipped', 'Out for Delivery',
    'Delivered', 'Cancelled')),
  is_paid boolean NOT NULL DEFAULT false,
  paid_at timestamptz,
  shipping_details jsonb NOT NULL,
  items_total numeric(12, 2) NOT NULL,
  shipping_price numeric(12, 2) NOT NULL,
  total_amount numeric(12, 2) NOT NULL,
  transit_time text NOT NULL,
  tx_ref text NOT NULL UNIQUE,
  payment_method text NOT NULL CHECK (payment_method IN ('flutterwave', 'paystack')),
  payment_amount numeric(14, 2) NOT NULL,
  payment_currency text NOT NULL,
  -- The catalog's quote: units of payment_currency per 1 NGN (1 for NGN), exactly as served.
  rate_from_ngn numeric NOT NULL,
  payment_status text NOT NULL CHECK (payment_status IN ('pending', 'paid', 'failed', 'expired',
    'refund-needed')),
  payment_id text,
  payment_reason text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_by_user ON orders.orders (user_id, created_at DESC);
CREATE INDEX orders_by_date ON orders.orders (created_at DESC);
CREATE INDEX orders_awaiting_payment ON orders.orders (expires_at) WHERE payment_status = 'pending';

-- What was bought, priced as it was at checkout.
CREATE TABLE orders.order_items (
  order_id text NOT NULL REFERENCES orders.orders (id) ON DELETE CASCADE,
  position int NOT NULL,
  product_id text NOT NULL,
  name text NOT NULL,
  images jsonb NOT NULL,
  price numeric(12, 2) NOT NULL,
  discount_price numeric(12, 2),
  quantity int NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, position)
);

-- The kit's durable mail queue (MailJobs): order confirmations.
CREATE TABLE orders.mail_jobs (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_jobs_due ON orders.mail_jobs (next_attempt_at);
