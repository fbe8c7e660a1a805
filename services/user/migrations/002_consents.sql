-- Cookie-consent choices, anonymous ones included, each with its time.
CREATE TABLE identity.consents (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES identity.users (id) ON DELETE SET NULL,
  consent text NOT NULL CHECK (consent IN ('accepted', 'rejected')),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
