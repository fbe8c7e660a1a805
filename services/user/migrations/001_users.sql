-- Schema identity (user service): users, their credentials and consent.
CREATE TABLE identity.users (
  id uuid PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  token_version integer NOT NULL DEFAULT 0,
  consent text CHECK (consent IN ('accepted', 'rejected')),
  consent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_unique ON identity.users (lower(username));
CREATE UNIQUE INDEX users_email_unique ON identity.users (lower(email));
