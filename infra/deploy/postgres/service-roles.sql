-- One login role per service, owning only its own schema: rule 1 of docs/architecture.md ("a
-- service owns its data"), enforced by PostgreSQL itself. Run as the superuser in the glow
-- database by init-service-roles.sh; safe to rerun. Each role's password is read from the session
-- setting glow.password_<role without its prefix> (glow_order: glow.password_order), so no service
-- can log in as another; a rerun sets the passwords again (rotation).
DO $$
DECLARE
  owner record;
  password text;
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
    password := current_setting('glow.password_' || substr(owner.role_name, strpos(owner.role_name, '_') + 1), true);
    IF coalesce(password, '') = '' THEN
      RAISE EXCEPTION 'no password for role %: set GLOW_DB_PASSWORD_%', owner.role_name,
        upper(substr(owner.role_name, strpos(owner.role_name, '_') + 1));
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = owner.role_name) THEN
      EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', owner.role_name, password);
    ELSE
      EXECUTE format('ALTER ROLE %I PASSWORD %L', owner.role_name, password);
    END IF;
    -- CREATE on the database because the migration runner says CREATE SCHEMA IF NOT EXISTS,
    -- which PostgreSQL authorizes before it notices that the schema exists.
    EXECUTE format('GRANT CONNECT, CREATE ON DATABASE %I TO %I', current_database(), owner.role_name);
    EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', owner.schema_name, owner.role_name);
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', owner.schema_name, owner.role_name);
  END LOOP;
END
$$;
