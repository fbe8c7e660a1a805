-- Contact-form messages as sent (the mail to the shop is queued in mail_jobs in the same transaction).
CREATE TABLE messaging.contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  client_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Newsletter subscribers (double opt-in). Emails are stored trimmed and lowercased. Only the SHA-256
-- of a confirmation token is kept; it stays after confirming, so a second click still confirms.
CREATE TABLE messaging.newsletter_subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
CREATE INDEX newsletter_subscribers_newest ON messaging.newsletter_subscribers (created_at DESC, id DESC);
CREATE INDEX newsletter_subscribers_confirmed ON messaging.newsletter_subscribers (id)
  WHERE status = 'confirmed';

-- Each issue mail carries its own unsubscribe token (only its SHA-256 is kept): a link stays valid
-- even when a mail was sent twice, and nothing in the table can be turned back into a link.
CREATE TABLE messaging.newsletter_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  subscriber_id uuid NOT NULL REFERENCES messaging.newsletter_subscribers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX newsletter_unsubscribe_tokens_subscriber
  ON messaging.newsletter_unsubscribe_tokens (subscriber_id);

-- An issue's counts are frozen here when its last delivery is settled; while it is sending they are
-- counted from its deliveries.
CREATE TABLE messaging.newsletter_issues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent')),
  total integer NOT NULL DEFAULT 0,
  sent integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX newsletter_issues_newest ON messaging.newsletter_issues (created_at DESC, id DESC);
CREATE INDEX newsletter_issues_sending ON messaging.newsletter_issues (id) WHERE status = 'sending';

-- One row per confirmed subscriber when the issue was made. A claim sets claimed_by and pushes
-- next_attempt_at out by the lease; `skipped` is a subscriber who left before their mail went.
CREATE TABLE messaging.newsletter_deliveries (
  issue_id uuid NOT NULL REFERENCES messaging.newsletter_issues (id) ON DELETE CASCADE,
  subscriber_id uuid NOT NULL REFERENCES messaging.newsletter_subscribers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_by uuid,
  settled_at timestamptz,
  PRIMARY KEY (issue_id, subscriber_id)
);
CREATE INDEX newsletter_deliveries_due ON messaging.newsletter_deliveries (next_attempt_at)
  WHERE status = 'pending';
CREATE INDEX newsletter_deliveries_subscriber ON messaging.newsletter_deliveries (subscriber_id)
  WHERE status = 'pending';
