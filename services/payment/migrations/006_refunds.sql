-- Money given back through the provider's refund API, one refund per provider transaction: the
-- primary key is what makes a second refund of the same money impossible.
CREATE TABLE payment.refunds (
  transaction_id text PRIMARY KEY,
  tx_ref         text NOT NULL REFERENCES payment.expected_payments (tx_ref),
  provider       text NOT NULL CHECK (provider IN ('flutterwave', 'paystack')),
  refund_id      text NOT NULL,
  amount         numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency       char(3) NOT NULL,
  reason         text NOT NULL,
  status         text NOT NULL CHECK (status IN ('pending', 'completed')),
  requested_at   timestamptz NOT NULL DEFAULT now(),
  completed_at   timestamptz,
  -- The status poll's schedule while the provider has not confirmed.
  check_at       timestamptz NOT NULL DEFAULT now(),
  checks         int NOT NULL DEFAULT 0
);
CREATE INDEX refunds_to_check ON payment.refunds (check_at) WHERE status = 'pending';
