-- The kit's durable mail queue (MailJobs): contact-form mails and newsletter confirmations.
CREATE TABLE messaging.mail_jobs (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_jobs_due ON messaging.mail_jobs (next_attempt_at);
