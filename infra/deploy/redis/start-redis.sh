#!/bin/sh
# The Redis container's entry point: writes users.acl with each user's password, from
# GLOW_REDIS_PASSWORD_<USER> (user order: GLOW_REDIS_PASSWORD_ORDER), then runs redis-server with it
# through the image's own entry point, which drops root for the redis user. Arguments go to
# redis-server. USERS_ACL, ACL_FILE and REDIS_COMMAND stand in for the image's paths (the tests).
set -eu
rules=${USERS_ACL:-/glow/redis/users.acl}
acl_file=${ACL_FILE:-/tmp/glow-users.acl}

umask 077
: > "$acl_file"
while IFS= read -r line; do
  case "$line" in
    'user default '*) echo "$line" >> "$acl_file" ;;
    'user '*)
      name=$(echo "$line" | cut -d' ' -f2)
      variable=GLOW_REDIS_PASSWORD_$(echo "$name" | tr 'a-z' 'A-Z')
      eval "password=\${$variable:-}"
      if [ -z "$password" ]; then
        echo "start-redis: $variable is not set (run infra/deploy/make-secrets.sh)" >&2
        exit 1
      fi
      echo "$line resetpass >$password" >> "$acl_file"
      ;;
  esac
done < "$rules"

# Private to the redis user, who reads it once the entry point has dropped root.
if [ "$(id -u)" = 0 ] && id redis > /dev/null 2>&1; then chown redis "$acl_file"; fi

exec ${REDIS_COMMAND:-docker-entrypoint.sh redis-server} "$@" --aclfile "$acl_file"
