-- Only money-moving verdicts are final (issue: a declined card may be tried again in the same
-- window, under the same reference). `payments` keeps the one final verdict per reference:
-- succeeded, or rejected (money taken that the order cannot accept). Everything else the provider
-- reported for a reference is a charge: a declined attempt, or a success beyond the first.
CREATE TABLE payment.charges (
  tx_ref         text NOT NULL REFERENCES payment.expected_payments (tx_ref),
  transaction_id text NOT NULL,
  -- declined: an attempt, nothing moved. extra: a second success on a reference already settled:
  -- the shopper paid twice, and the extra money is owed back (a refund case).
  kind           text NOT NULL CHECK (kind IN ('declined', 'extra')),
  amount         numeric(12, 2),
  currency       char(3),
  recorded_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tx_ref, transaction_id, kind)
);

-- A decline recorded as final before this migration becomes an attempt, so a later success settles.
INSERT INTO payment.charges (tx_ref, transaction_id, kind, recorded_at)
SELECT tx_ref, coalesce(transaction_id, 'unknown'), 'declined', settled_at
  FROM payment.payments WHERE status = 'failed'
ON CONFLICT DO NOTHING;
DELETE FROM payment.payments WHERE status = 'failed';
ALTER TABLE payment.payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payment.payments ADD CONSTRAINT payments_status_check CHECK (status IN ('succeeded', 'rejected'));
