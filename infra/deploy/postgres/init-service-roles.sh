#!/bin/sh
# PostgreSQL image init hook (/docker-entrypoint-initdb.d): runs once, on an empty data volume.
# Creates the services' roles and schemas of service-roles.sql. Each role's password comes from
# GLOW_DB_PASSWORD_<ROLE> (glow_order: GLOW_DB_PASSWORD_ORDER); rerun it to rotate them.
set -eu
sql_file=${SERVICE_ROLES_SQL:-/glow/service-roles.sql}

# Each password reaches SQL as a psql variable (quoted by psql), then as a session setting.
set --
settings=''
for name in $(env | sed -n 's/^GLOW_DB_PASSWORD_\([A-Z0-9_]*\)=.*/\1/p'); do
  key=$(echo "$name" | tr 'A-Z' 'a-z')
  eval "value=\${GLOW_DB_PASSWORD_$name}"
  set -- "$@" -v "password_$key=$value"
  settings="$settings
SELECT set_config('glow.password_$key', :'password_$key', false);"
done

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" "$@" <<SQL
\o /dev/null
$settings
\o
\i $sql_file
SQL
