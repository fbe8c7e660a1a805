-- Sign-in sessions: one row per sign-in (a refresh-token family), and every refresh token it was
-- given, stored as SHA-256. A rotated token stays (rotated_at set) so that its reuse is recognised.
CREATE TABLE identity.sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  -- The sign-in used the second factor: tokens renewed from this session say so too.
  mfa boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  -- The absolute end: no refresh renews a session past it.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user ON identity.sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_expiry ON identity.sessions (expires_at);

CREATE TABLE identity.refresh_tokens (
  token_hash bytea PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES identity.sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Idle end: a session unused this long is over even before its absolute end.
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session ON identity.refresh_tokens (session_id);
