#!/bin/sh
# PostgreSQL image init hook (/docker-entrypoint-initdb.d): runs once, on an empty data volume.
# Creates the services' roles and schemas of service-roles.sql with the password GLOW_DB_PASSWORD.
set -eu
sql_file=${SERVICE_ROLES_SQL:-/glow/service-roles.sql}
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v service_password="${GLOW_DB_PASSWORD:?GLOW_DB_PASSWORD is required}" <<SQL
\o /dev/null
SELECT set_config('glow.service_password', :'service_password', false);
\o
\i $sql_file
SQL
