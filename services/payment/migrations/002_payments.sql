-- What each order must collect, learned from order.created (or from order's verify call, whichever
-- comes first: both carry the same figures).
CREATE TABLE payment.expected_payments (
  tx_ref       text PRIMARY KEY,
  order_id     text NOT NULL,
  user_id      text NOT NULL,
  method       text NOT NULL CHECK (method IN ('flutterwave', 'paystack')),
  amount       numeric(12, 2) NOT NULL CHECK (amount >= 0),
  currency     char(3) NOT NULL,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- Reconciliation's lease: the row is not looked at again before this time.
  reconcile_at timestamptz NOT NULL DEFAULT now()
);

-- At most one final verdict per reference: the primary key is what makes settling exactly once.
CREATE TABLE payment.payments (
  tx_ref         text PRIMARY KEY REFERENCES payment.expected_payments (tx_ref),
  provider       text NOT NULL CHECK (provider IN ('flutterwave', 'paystack')),
  status         text NOT NULL CHECK (status IN ('succeeded', 'failed', 'rejected')),
  transaction_id text,
  amount         numeric(12, 2),
  currency       char(3),
  reason         text,
  settled_at     timestamptz NOT NULL DEFAULT now()
);

-- Signed webhooks, stored before they are answered and processed by a worker afterwards.
CREATE TABLE payment.webhook_inbox (
  id             bigserial PRIMARY KEY,
  provider       text NOT NULL CHECK (provider IN ('flutterwave', 'paystack')),
  event          text NOT NULL,
  tx_ref         text,
  transaction_id text,
  body           bytea NOT NULL,
  received_at    timestamptz NOT NULL DEFAULT now(),
  attempts       integer NOT NULL DEFAULT 0,
  available_at   timestamptz NOT NULL DEFAULT now(),
  processed_at   timestamptz,
  outcome        text
);

CREATE INDEX webhook_inbox_due ON payment.webhook_inbox (available_at) WHERE processed_at IS NULL;
CREATE INDEX expected_payments_reconcile ON payment.expected_payments (reconcile_at);
