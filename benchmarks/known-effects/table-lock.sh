#!/usr/bin/env bash
# Holds a table lock on a PostgreSQL database again and again while a command runs: a known stall, to check that a
# level's sampled sessions show Lock waits and that the stall shows in its time series.
#
#   benchmarks/known-effects/table-lock.sh DATABASE HOLD_SECONDS EVERY_SECONDS COMMAND [ARGS...]
#
# Every EVERY_SECONDS, a psql session takes `orders` in ACCESS EXCLUSIVE mode and keeps it for HOLD_SECONDS, until the
# command ends. psql connects as libpq's environment says (PGHOST, PGPORT, PGUSER; this machine: PGHOST=127.0.0.1
# PGUSER=postgres). Example, a 1 s lock every 5 s on shard 0 of four local shards:
#
#   PGHOST=127.0.0.1 PGUSER=postgres benchmarks/known-effects/table-lock.sh igen0 1 5 \
#     java -jar igen-oltp/target/igen-oltp.jar --db postgresql --url 'jdbc:postgresql://127.0.0.1:5432/igen{shard}' \
#     --user postgres --shards 4 --threads 4,8 --warmup 5 --duration 10
set -euo pipefail
if [ $# -lt 4 ]; then
  echo "usage: $0 DATABASE HOLD_SECONDS EVERY_SECONDS COMMAND [ARGS...]" >&2
  exit 2
fi
database=$1 hold=$2 every=$3
shift 3
if ! [[ $hold =~ ^[0-9]+(\.[0-9]+)?$ && $every =~ ^[0-9]+(\.[0-9]+)?$ ]] \
   || awk -v h="$hold" -v e="$every" 'BEGIN { exit !(h <= 0 || e <= h) }'; then
  echo "$0: HOLD_SECONDS ($hold) must be above 0 and below EVERY_SECONDS ($every)" >&2
  exit 2
fi
gap=$(awk -v h="$hold" -v e="$every" 'BEGIN { print e - h }')
(
  while true; do
    psql -X -q -d "$database" -v ON_ERROR_STOP=1 \
      -c "BEGIN; SET application_name = 'igen-table-lock'; LOCK TABLE orders IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep($hold); COMMIT;" \
      >/dev/null 2>&1 || true
    sleep "$gap"
  done
) &
locker=$!
trap 'kill $locker 2>/dev/null || true' EXIT
"$@"
