-- Password-reset codes: only their SHA-256 is stored; single use, with an expiry.
CREATE TABLE identity.password_resets (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user ON identity.password_resets (user_id);
CREATE INDEX password_resets_expiry ON identity.password_resets (expires_at);
