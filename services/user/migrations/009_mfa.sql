-- Admin second factor (TOTP). One factor per user: pending until a first code confirms it. The
-- secret is stored encrypted (AES-256-GCM, key MFA_SECRET_KEY); last_time_step is the RFC 6238 time
-- step of the last accepted code, so no code is accepted twice.
CREATE TABLE identity.mfa_factors (
  user_id uuid PRIMARY KEY REFERENCES identity.users (id) ON DELETE CASCADE,
  secret_encrypted bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  last_time_step bigint
);

-- Ten one-time recovery codes per factor, stored as SHA-256 (each holds 80 random bits).
CREATE TABLE identity.mfa_recovery_codes (
  user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The second step of a sign-in: a password was right, a code is still owed. The token given to the
-- browser is random and stored as SHA-256; it lives 5 minutes and completes one sign-in.
CREATE TABLE identity.mfa_challenges (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX mfa_challenges_user ON identity.mfa_challenges (user_id);
