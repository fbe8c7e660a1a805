-- A webhook keeps only what settling needs. The raw body held card details, authorization codes and
-- the customer's contact data; its signature is checked on the raw bytes before anything is stored,
-- so nothing needs it afterwards.
ALTER TABLE payment.webhook_inbox ADD COLUMN summary jsonb;
ALTER TABLE payment.webhook_inbox ALTER COLUMN body DROP NOT NULL;

-- Rows stored before: the summary from their columns (the worker settles from these alone). The body
-- is nulled first because DROP COLUMN leaves the bytes in every row it does not rewrite.
UPDATE payment.webhook_inbox
   SET summary = jsonb_strip_nulls(
         jsonb_build_object('event', event, 'reference', tx_ref, 'id', transaction_id)),
       body = NULL;

ALTER TABLE payment.webhook_inbox ALTER COLUMN summary SET NOT NULL;
ALTER TABLE payment.webhook_inbox DROP COLUMN body;

-- The retention job deletes processed rows by age.
CREATE INDEX webhook_inbox_processed ON payment.webhook_inbox (processed_at)
  WHERE processed_at IS NOT NULL;
