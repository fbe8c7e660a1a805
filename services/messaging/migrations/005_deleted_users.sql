-- Accounts the user service deleted: a mark-as-read already past its token check when the
-- deletion committed must not leave read marks behind for an account that is gone.
CREATE TABLE messaging.deleted_users (
  id text PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);
