-- A refund is written before the provider is called (`sending`, no refund id yet), so parallel or
-- repeated requests reach the provider once. A transaction id is the provider's own: two providers (or
-- a provider's sandbox started afresh) may reuse one, so a refund is keyed by provider and transaction.
ALTER TABLE payment.refunds DROP CONSTRAINT refunds_pkey;
ALTER TABLE payment.refunds ADD PRIMARY KEY (provider, transaction_id);
ALTER TABLE payment.refunds ALTER COLUMN refund_id DROP NOT NULL;
ALTER TABLE payment.refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE payment.refunds ADD CONSTRAINT refunds_status_check
  CHECK (status IN ('sending', 'pending', 'completed'));
ALTER TABLE payment.refunds ADD CONSTRAINT refunds_sent_have_ids CHECK (status = 'sending' OR refund_id IS NOT NULL);
