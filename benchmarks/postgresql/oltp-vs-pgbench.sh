#!/usr/bin/env bash
# iGenOLTP against pgbench -M prepared running the same 6 statements (order-entry.pgbench) on the same
# PostgreSQL database, at 1, 2, 4, 8 and 16 clients, interleaved (pgbench N, then iGenOLTP N) so both see
# the same machine. One shard of 100,000 customers; customers drawn uniformly from the whole shard by
# every thread (--shared-customers), as pgbench's random() does.
#
# usage (from the repository root, after mvn package): benchmarks/postgresql/oltp-vs-pgbench.sh [SECONDS] [ROUNDS]
# needs: local PostgreSQL at 127.0.0.1:5432 (PGUSER default postgres, trust or PGPASSWORD), psql, pgbench.
set -euo pipefail
cd "$(dirname "$0")/../.."

SECONDS_PER_LEVEL=${1:-15}
ROUNDS=${2:-1}
WARMUP=5
export PGHOST=127.0.0.1 PGPORT=5432 PGUSER=${PGUSER:-postgres}
JAR=igen-oltp/target/igen-oltp.jar
PGBENCH=$(command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench | tail -1)
WORK=$(mktemp -d /tmp/igen-pgbench.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
URL="jdbc:postgresql://127.0.0.1:5432/igen_pgb{shard}"

psql -q -d postgres -tc "SELECT 1 FROM pg_database WHERE datname = 'igen_pgb0'" | grep 1 >/dev/null \
  || psql -q -d postgres -c "CREATE DATABASE igen_pgb0"
# load once (or re-use): the run itself is a minimal level
java -jar "$JAR" --db postgresql --url "$URL" --user "$PGUSER" --shards 1 --customers-per-shard 100000 \
    --threads 1 --warmup 0 --duration 0.2 --quiet --out "$WORK/results" >/dev/null

echo "round clients pgbench_tps igen_tps ratio"
for round in $(seq 1 "$ROUNDS"); do
  for clients in 1 2 4 8 16; do
    threads=$(( clients < 2 ? 1 : 2 ))
    "$PGBENCH" -n -M prepared -f benchmarks/postgresql/order-entry.pgbench -c "$clients" -j "$threads" \
        -T "$WARMUP" igen_pgb0 >/dev/null 2>&1
    pgbench_tps=$("$PGBENCH" -n -M prepared -f benchmarks/postgresql/order-entry.pgbench -c "$clients" \
        -j "$threads" -T "$SECONDS_PER_LEVEL" igen_pgb0 2>&1 | sed -nE 's/^tps = ([0-9.]+).*/\1/p')
    igen_tps=$(java -jar "$JAR" --db postgresql --url "$URL" --user "$PGUSER" --shards 1 \
        --customers-per-shard 100000 --shared-customers --threads "$clients" --warmup "$WARMUP" \
        --duration "$SECONDS_PER_LEVEL" --quiet --out "$WORK/results" \
        | awk '$1 ~ /^[0-9]+$/ && NF > 5 { print $3; exit }')
    echo "$round $clients $pgbench_tps $igen_tps $(awk -v a="$igen_tps" -v b="$pgbench_tps" 'BEGIN { printf "%.2f", a / b }')"
  done
done
uptime
