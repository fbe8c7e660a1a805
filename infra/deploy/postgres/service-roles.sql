-- One login role per service, owning only its own schema: rule 1 of docs/architecture.md ("a
-- service owns its data"), enforced by PostgreSQL itself. Run as the superuser in the glow
-- database by init-service-roles.sh; safe to rerun. The password is read from the session
-- setting glow.service_password.
DO $$
DECLARE
  owner record;
BEGIN
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
  FOR owner IN
    SELECT * FROM (VALUES
      ('glow_catalog', 'catalog'),
      ('glow_user', 'identity'),
      ('glow_cart', 'cart'),
      ('glow_order', 'orders'),
      ('glow_payment', 'payment'),
      ('glow_messaging', 'messaging'),
      ('glow_notification', 'notification'),
      ('glow_dashboard', 'dashboard')
    ) AS service (role_name, schema_name)
  LOOP
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = owner.role_name) THEN
      EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', owner.role_name, current_setting('glow.service_password'));
    END IF;
    -- CREATE on the database because the migration runner says CREATE SCHEMA IF NOT EXISTS,
    -- which PostgreSQL authorizes before it notices that the schema exists.
    EXECUTE format('GRANT CONNECT, CREATE ON DATABASE %I TO %I', current_database(), owner.role_name);
    EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', owner.schema_name, owner.role_name);
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', owner.schema_name, owner.role_name);
  END LOOP;
END
$$;
