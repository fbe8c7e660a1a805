-- Partial refunds: a transaction may be refunded in several parts, each asked under its own key (the
-- order service's refund case); a request without a key is the one refund of the whole transaction
-- ('whole'). What the parts give back together never exceeds what the transaction took.
ALTER TABLE payment.refunds ADD COLUMN refund_key text NOT NULL DEFAULT 'whole';
ALTER TABLE payment.refunds DROP CONSTRAINT refunds_pkey;
ALTER TABLE payment.refunds ADD PRIMARY KEY (provider, transaction_id, refund_key);
