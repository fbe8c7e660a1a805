#!/bin/sh
# Creates what docker-compose.yml reads from infra/deploy/secrets/, keeping what already exists:
# the JWT key pair (RS256: the user service signs, everyone verifies), the key that encrypts admins'
# authenticator secrets (the user service's MFA_SECRET_KEY), the PostgreSQL superuser password, and
# compose.env (one database password per service role, one Redis password per Redis user, one
# Kafka password per service and the admin's, mail, first admin), and the Kafka admin's client
# properties.
# SECRETS_DIR puts them elsewhere (the deployment test does).
set -eu
dir=${SECRETS_DIR:-$(dirname "$0")/secrets}
umask 077
mkdir -p "$dir"
chmod 700 "$dir"

if [ ! -f "$dir/jwt-private.pem" ]; then
  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$dir/jwt-private.pem" 2>/dev/null
fi
openssl pkey -in "$dir/jwt-private.pem" -pubout -out "$dir/jwt-public.pem"

if [ ! -f "$dir/mfa-secret-key" ]; then
  openssl rand -base64 32 > "$dir/mfa-secret-key"
fi

if [ ! -f "$dir/postgres-password" ]; then
  openssl rand -hex 24 > "$dir/postgres-password"
fi

if [ ! -f "$dir/compose.env" ]; then
  cat > "$dir/compose.env" <<ENV
# Read by: docker compose --env-file infra/deploy/secrets/compose.env up --build
# The SMTP server for password-reset codes and contact mail: smtp(s)://user:password@host:port
SMTP_URL=smtp://glow:change-me@smtp.example.com:587
# The payment providers' keys (dashboards: Flutterwave Settings > API keys and Webhooks; Paystack
# Settings > API Keys & Webhooks). Point both providers' webhooks at <shop>/api/payments/webhooks/<provider>.
FLUTTERWAVE_PUBLIC_KEY=FLWPUBK-change-me
FLUTTERWAVE_SECRET_KEY=FLWSECK-change-me
FLUTTERWAVE_WEBHOOK_HASH=change-me
PAYSTACK_PUBLIC_KEY=pk_live_change-me
PAYSTACK_SECRET_KEY=sk_live_change-me
# The first admin account, created by the user service at start when both are set.
ADMIN_EMAIL=
ADMIN_PASSWORD=
ENV
fi

# One password per service role of service-roles.sql (added to an older compose.env too).
roles=$(sed -n "s/^ *('glow_\([a-z]*\)', '[a-z_]*').*/\1/p" "$(dirname "$0")/postgres/service-roles.sql")
for role in $roles; do
  variable=GLOW_DB_PASSWORD_$(echo "$role" | tr 'a-z' 'A-Z')
  grep -q "^$variable=" "$dir/compose.env" || echo "$variable=$(openssl rand -hex 24)" >> "$dir/compose.env"
done

# One password per Redis user of redis/users.acl (the anonymous one has none).
users=$(sed -n 's/^user \([a-z]*\) .*/\1/p' "$(dirname "$0")/redis/users.acl" | grep -v '^default$')
for user in $users; do
  variable=GLOW_REDIS_PASSWORD_$(echo "$user" | tr 'a-z' 'A-Z')
  grep -q "^$variable=" "$dir/compose.env" || echo "$variable=$(openssl rand -hex 24)" >> "$dir/compose.env"
done

# One Kafka password per service of kafka/acls.conf, and the admin's (kafka-init, the health check),
# whose client properties kafka-admin.properties holds.
kafka_users=$(sed -n 's/^\([a-z]*\) .*/\1/p' "$(dirname "$0")/../kafka/acls.conf" | sort -u)
for user in admin $kafka_users; do
  variable=GLOW_KAFKA_PASSWORD_$(echo "$user" | tr 'a-z' 'A-Z')
  grep -q "^$variable=" "$dir/compose.env" || echo "$variable=$(openssl rand -hex 24)" >> "$dir/compose.env"
done
admin_password=$(sed -n 's/^GLOW_KAFKA_PASSWORD_ADMIN=//p' "$dir/compose.env")
cat > "$dir/kafka-admin.properties" <<PROPERTIES
security.protocol=SASL_PLAINTEXT
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="$admin_password";
PROPERTIES

# Compose bind-mounts secret files with their host modes, and the services run as uid 1000
# (node): the files must be readable there. The directory (0700) keeps them private here.
chmod 644 "$dir/jwt-private.pem" "$dir/jwt-public.pem" "$dir/mfa-secret-key" "$dir/postgres-password" \
  "$dir/kafka-admin.properties"
echo "secrets ready in $dir"
