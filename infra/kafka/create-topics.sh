#!/bin/sh
# Creates every topic of topics.json and its dead-letter topic `<topic>.dead-letter`.
# Run once per `docker compose up` by the kafka-init container; safe to rerun (--if-not-exists).
# Existing topics are left as they are: adding partitions moves keys to other partitions, so it
# is a deliberate operation (see README.md), never a side effect of a deploy.
# topics.json keeps one topic per line so that sed can read it: the Kafka image has no jq.
set -eu

file=${TOPICS_FILE:-$(dirname "$0")/topics.json}
bootstrap=${KAFKA_BOOTSTRAP:?KAFKA_BOOTSTRAP is required, e.g. kafka:9092}
topics_bin=${KAFKA_TOPICS_BIN:-/opt/kafka/bin/kafka-topics.sh}
# The admin client's properties (SASL) where the broker wants a sign-in, as docker-compose.yml's does.
admin_config=${KAFKA_ADMIN_CONFIG:-}

number() { grep "\"$1\"" "$file" | sed -n "s/.*\"$2\": *\([0-9][0-9]*\).*/\1/p" | head -n 1; }

replication=${KAFKA_REPLICATION_FACTOR:-$(number replicationFactor replicationFactor)}
min_insync=${KAFKA_MIN_INSYNC_REPLICAS:-$(number minInsyncReplicas minInsyncReplicas)}
dead_letter_partitions=$(number deadLetter partitions)
dead_letter_retention_ms=$(number deadLetter retentionMs)
topic_lines=$(sed -n 's/.*"name": *"\([^"]*\)", *"partitions": *\([0-9][0-9]*\).*/\1 \2/p' "$file")

declared=$(grep -c '"name"' "$file" || true)
parsed=$(printf '%s\n' "$topic_lines" | grep -c . || true)
if [ "$declared" -eq 0 ] || [ "$declared" -ne "$parsed" ]; then
  echo "create-topics: $file must list each topic on one line as { \"name\": ..., \"partitions\": N }" >&2
  exit 1
fi

attempt=1
until "$topics_bin" --bootstrap-server "$bootstrap" ${admin_config:+--command-config "$admin_config"} --list >/dev/null 2>&1; do
  if [ "$attempt" -ge 30 ]; then
    echo "create-topics: no Kafka broker answered at $bootstrap" >&2
    exit 1
  fi
  attempt=$((attempt + 1))
  sleep 2
done

create() {
  topic=$1
  partitions=$2
  shift 2
  "$topics_bin" --bootstrap-server "$bootstrap" ${admin_config:+--command-config "$admin_config"} --create --if-not-exists --topic "$topic" \
    --partitions "$partitions" --replication-factor "$replication" \
    --config "min.insync.replicas=$min_insync" "$@"
  echo "create-topics: $topic ($partitions partitions, replication $replication)"
}

printf '%s\n' "$topic_lines" | while read -r topic partitions; do
  create "$topic" "$partitions"
  create "$topic.dead-letter" "$dead_letter_partitions" --config "retention.ms=$dead_letter_retention_ms"
done
