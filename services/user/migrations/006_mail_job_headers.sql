-- The kit's mail queue carries extra header lines (Reply-To, List-Unsubscribe) with each mail.
ALTER TABLE identity.mail_jobs ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
