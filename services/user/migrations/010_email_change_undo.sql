-- "This wasn't me": the link in the notice an email change sends to the old address. The token in
-- the link is random (32 bytes) and stored as SHA-256; it lives 7 days and undoes one change.
CREATE TABLE identity.email_change_undos (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  old_email text NOT NULL,
  new_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_change_undos_user ON identity.email_change_undos (user_id);
