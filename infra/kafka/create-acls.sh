#!/bin/sh
# Grants each service what acls.conf says, and nothing else: the broker denies whatever no ACL allows
# (allow.everyone.if.no.acl.found=false). Run by kafka-init after create-topics.sh, as the admin user
# (a super user); safe to rerun (adding an ACL that exists changes nothing).
set -eu

file=${ACLS_FILE:-$(dirname "$0")/acls.conf}
bootstrap=${KAFKA_BOOTSTRAP:?KAFKA_BOOTSTRAP is required, e.g. kafka:9092}
acls_bin=${KAFKA_ACLS_BIN:-/opt/kafka/bin/kafka-acls.sh}
admin_config=${KAFKA_ADMIN_CONFIG:?KAFKA_ADMIN_CONFIG is required: the admin client properties (SASL)}

count=0
while read -r user operation resource name; do
  case "$user" in '' | '#'*) continue ;; esac
  case "$operation $resource" in
    'read topic') set -- --operation Read --operation Describe --topic "$name" ;;
    'write topic') set -- --operation Write --operation Describe --topic "$name" ;;
    'read group') set -- --operation Read --operation Describe --group "$name" ;;
    *)
      echo "create-acls: cannot read \"$user $operation $resource $name\" in $file" >&2
      exit 1
      ;;
  esac
  "$acls_bin" --bootstrap-server "$bootstrap" --command-config "$admin_config" --add \
    --allow-principal "User:$user" "$@" > /dev/null
  count=$((count + 1))
done < "$file"
echo "create-acls: $count grants from $file"
