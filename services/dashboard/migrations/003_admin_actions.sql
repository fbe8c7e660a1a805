-- The admin activity log: every admin action the user, catalog and order services recorded
-- (`<service>.admin-action.recorded`), one row per event. Append-only: a row, once written, is
-- never changed or removed. The trigger refuses UPDATE, DELETE and TRUNCATE for every role (the
-- superuser of the tests and the embedded mode too); REVOKE takes the privileges from the role
-- that runs the migration, glow_dashboard in a deployment, so a statement changing a row fails
-- before it reaches the trigger. What neither stops is the owner changing the table itself (ALTER,
-- DROP): that takes a migration, which is reviewed.
CREATE TABLE dashboard.admin_actions (
  -- The event's id: a redelivery adds nothing.
  event_id text PRIMARY KEY,
  -- The service that recorded it (the owner of the topic it came on).
  source text NOT NULL,
  actor_id text NOT NULL,
  session_id text,
  request_id text,
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX admin_actions_newest ON dashboard.admin_actions (at DESC, position DESC);
CREATE INDEX admin_actions_by_actor ON dashboard.admin_actions (actor_id, at DESC, position DESC);
CREATE INDEX admin_actions_by_action ON dashboard.admin_actions (action, at DESC, position DESC);
CREATE INDEX admin_actions_by_subject ON dashboard.admin_actions (subject_id, at DESC, position DESC);

CREATE FUNCTION dashboard.refuse_admin_action_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dashboard.admin_actions is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER admin_actions_append_only
  BEFORE UPDATE OR DELETE ON dashboard.admin_actions
  FOR EACH ROW EXECUTE FUNCTION dashboard.refuse_admin_action_change();
CREATE TRIGGER admin_actions_never_truncated
  BEFORE TRUNCATE ON dashboard.admin_actions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard.refuse_admin_action_change();

REVOKE UPDATE, DELETE, TRUNCATE ON dashboard.admin_actions FROM PUBLIC, CURRENT_USER;
