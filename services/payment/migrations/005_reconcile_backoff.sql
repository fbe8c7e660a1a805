-- Reconciliation asks about each reference less often as it ages (30 s, 1, 2, 5, 15, 30, 60 min …)
-- instead of every pass, and stops asking about a reference the provider never heard of once its
-- window has closed: an abandoned checkout no longer costs thousands of provider calls.
ALTER TABLE payment.expected_payments
  ADD COLUMN reconcile_attempts int NOT NULL DEFAULT 0,
  -- Set when reconciliation stops asking (the provider does not know the reference after its window);
  -- verify and webhooks still settle the reference if it ever turns up.
  ADD COLUMN reconcile_done_at timestamptz;

DROP INDEX payment.expected_payments_reconcile;
CREATE INDEX expected_payments_reconcile ON payment.expected_payments (reconcile_at)
  WHERE reconcile_done_at IS NULL;
