-- Mails waiting to be sent (reset codes), written in the same transaction as what they announce,
-- so a restart does not lose them. A row is deleted once sent or given up, with its plaintext.
CREATE TABLE identity.mail_jobs (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_jobs_due ON identity.mail_jobs (next_attempt_at);
