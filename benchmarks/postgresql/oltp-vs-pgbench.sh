#!/usr/bin/env bash
# iGenOLTP against pgbench -M prepared running the same 6 statements (order-entry.pgbench) on the same PostgreSQL
# databases, from the same state (VACUUM orders and CHECKPOINT before every warm-up and every window), the two tools
# interleaved over rounds (odd rounds pgbench first, even rounds iGenOLTP first), so both see the same machine.
# Shards of 100,000 customers; every iGenOLTP thread draws customers from its whole shard (--shared-customers), as
# pgbench's random() does. On several shards iGenOLTP's thread i works on shard i mod N; pgbench cannot spread one
# process over databases, so one pgbench process per shard runs that shard's clients.
#
# Per tool and client count it prints transactions/s and the client's cost per committed transaction:
# - pgbench: CPU (user + system) and context switches of the whole process from /usr/bin/time, divided by the
#   transactions it reports (its run is its window: -T after a warm-up run).
# - iGenOLTP: CPU from its own result (driverCpuMsPerOperation: the JVM's CPU in the level's measurement window,
#   compiler and samplers included), and context switches of all its threads read from /proc once a second and
#   interpolated to the window the result names (windowStart, durationSeconds).
#
# --pin: pins the PostgreSQL server's processes to the last CPU and the clients to the others (restored on exit), so
# a client never competes with the server for a core. Without it client and server share every core, and the client's
# CPU per transaction lowers the server's throughput.
#
# usage (from the repository root, after mvn package; IGEN_JAR=path for another jar):
#   benchmarks/postgresql/oltp-vs-pgbench.sh [--pin] [--shards N] [--clients "1 4 16"] [--seconds S] [--rounds R]
#                                            [--java PATH] [-- more iGenOLTP options]
# needs: local PostgreSQL at 127.0.0.1:5432 (PGUSER default postgres, trust or PGPASSWORD), psql, pgbench,
# /usr/bin/time, python3; --pin needs taskset and the right to change the server processes' affinity.
set -euo pipefail
cd "$(dirname "$0")/../.."

usage() {
  echo "usage: $0 [--pin] [--shards N] [--clients \"1 4 16\"] [--seconds S>=10] [--rounds R] [--java PATH] [-- iGenOLTP options]" >&2
  exit 2
}
PIN=false SHARDS=1 CLIENTS="1 4 16" SECONDS_PER_LEVEL=15 ROUNDS=5 JAVA=java
while [ $# -gt 0 ]; do
  case $1 in
    --pin) PIN=true ;;
    --shards) SHARDS=${2:-}; shift ;;
    --clients) CLIENTS=${2:-}; shift ;;
    --seconds) SECONDS_PER_LEVEL=${2:-}; shift ;;
    --rounds) ROUNDS=${2:-}; shift ;;
    --java) JAVA=${2:-}; shift ;;
    --) shift; break ;;
    *) echo "unknown argument '$1'" >&2; usage ;;
  esac
  shift
done
IGEN_OPTIONS=("$@")
for number in "$SHARDS" "$SECONDS_PER_LEVEL" "$ROUNDS" $CLIENTS; do
  [[ "$number" =~ ^[1-9][0-9]*$ ]] || { echo "not a whole number above 0: '$number'" >&2; usage; }
done
[ "$SECONDS_PER_LEVEL" -ge 10 ] || { echo "--seconds must be at least 10" >&2; usage; }
command -v "$JAVA" >/dev/null || { echo "--java: no executable '$JAVA'" >&2; exit 2; }

CUSTOMERS=100000
WARMUP=5
export PGHOST=127.0.0.1 PGPORT=5432 PGUSER=${PGUSER:-postgres}
JAR=${IGEN_JAR:-igen-oltp/target/igen-oltp.jar}
PGBENCH=$(command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench | tail -1)
WORK=$(mktemp -d /tmp/igen-pgbench.XXXXXX)
DB=igen_vs${SHARDS}s_   # a data set per shard count: iGenOLTP's metadata refuses another layout
URL="jdbc:postgresql://127.0.0.1:5432/${DB}{shard}"
CPUS=$(nproc)
CLIENT=()

server_affinity() { # CPU list, for every PostgreSQL server process on the machine
  local pid
  for pid in $(pgrep -x postgres); do
    taskset -a -c -p "$1" "$pid" >/dev/null
  done
}

cleanup() {
  if $PIN; then server_affinity "0-$((CPUS - 1))"; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

if $PIN; then
  [ "$CPUS" -ge 2 ] || { echo "--pin needs at least 2 CPUs" >&2; exit 2; }
  server_affinity "$((CPUS - 1))"
  CLIENT=(taskset -c "0-$((CPUS - 2))")
  echo "pinned: server on CPU $((CPUS - 1)), clients on CPU 0-$((CPUS - 2))"
fi

# The same state for both tools, as iGenOLTP's own maintenance leaves it before its window (pgbench -n vacuums
# nothing of ours): the dead rows of the runs before vacuumed away, the statistics fresh, dirty pages written out.
maintain() {
  local shard
  for shard in $(seq 0 $((SHARDS - 1))); do psql -qd "$DB$shard" -c "VACUUM (ANALYZE) orders"; done
  psql -qd postgres -c "CHECKPOINT"
}

# Appends a line to file $2 every second while process $1 lives: epoch milliseconds, then tid:context-switches for
# every thread of it.
sample_switches() {
  while kill -0 "$1" 2>/dev/null; do
    awk -v now="$(date +%s%3N)" 'FNR == 1 { split(FILENAME, path, "/"); tid = path[5] }
      /ctxt_switches/ { switches[tid] += $2 }
      END { printf "%s", now; for (t in switches) printf " %s:%d", t, switches[t]; print "" }' \
      /proc/"$1"/task/*/status >>"$2" 2>/dev/null || true
    sleep 1
  done
}

# Prints "transactions/s CPU-us/transaction switches/transaction" of iGenOLTP's level in result $1, from samples $2.
igen_figures() {
  python3 - "$1" "$2" <<'PYTHON'
import json, sys
from datetime import datetime

level = json.load(open(sys.argv[1]))["levels"][0]
start = datetime.fromisoformat(level["windowStart"].replace("Z", "+00:00")).timestamp() * 1000
end = start + level["durationSeconds"] * 1000
samples = []
for line in open(sys.argv[2]):
    fields = line.split()
    if fields:
        samples.append((int(fields[0]), dict(map(int, f.split(":")) for f in fields[1:])))
# cumulative switches of the threads alive at two successive samples, so that threads that end lose nothing
total, series = 0, []
for (t0, a), (t1, b) in zip(samples, samples[1:]):
    if not series:
        series.append((t0, 0))
    total += sum(b[tid] - a[tid] for tid in b if tid in a)
    series.append((t1, total))
def at(t):
    for (t0, v0), (t1, v1) in zip(series, series[1:]):
        if t0 <= t <= t1:
            return v0 + (v1 - v0) * (t - t0) / max(1, t1 - t0)
    return None
a, b = at(start), at(end)
switches = "-" if a is None or b is None or level["operations"] == 0 else "%.2f" % ((b - a) / level["operations"])
print("%.0f %.0f %s" % (level["throughput"], 1000 * level.get("driverCpuMsPerOperation", float("nan")), switches))
PYTHON
}

# Runs pgbench with $1 clients spread over the shards as iGenOLTP spreads its threads (thread i on shard i mod N),
# one process per shard, for $2 seconds; with $3 = measure, prints "transactions/s CPU-us/txn switches/txn".
pgbench_run() {
  local clients=$1 seconds=$2 shard n pids=() tps=0 transactions=0 cpu=0 switches=0
  for shard in $(seq 0 $((SHARDS - 1))); do
    n=$(( clients / SHARDS + (shard < clients % SHARDS ? 1 : 0) ))
    [ "$n" -gt 0 ] || continue
    "${CLIENT[@]}" /usr/bin/time -f '%U %S %w %c' -o "$WORK/time.$shard" "$PGBENCH" -n -M prepared \
        -f benchmarks/postgresql/order-entry.pgbench -D cbase=$((shard * CUSTOMERS)) -D customers=$CUSTOMERS \
        -c "$n" -j $(( n < 2 ? 1 : 2 )) -T "$seconds" "$DB$shard" >"$WORK/pgbench.$shard" 2>&1 &
    pids+=($!)
  done
  for shard in "${!pids[@]}"; do
    wait "${pids[$shard]}" || { echo "pgbench exited with status $?:" >&2; tail -5 "$WORK/pgbench.$shard" >&2; }
  done
  [ "${3:-}" = measure ] || return 0
  for shard in $(seq 0 $((${#pids[@]} - 1))); do
    tps=$(awk -v a="$tps" -v b="$(sed -nE 's/^tps = ([0-9.]+).*/\1/p' "$WORK/pgbench.$shard")" 'BEGIN { print a + b }')
    transactions=$(( transactions + $(sed -nE 's/^number of transactions actually processed: ([0-9]+).*/\1/p' "$WORK/pgbench.$shard") ))
    read -r user system voluntary involuntary <"$WORK/time.$shard"
    cpu=$(awk -v a="$cpu" -v u="$user" -v s="$system" 'BEGIN { print a + u + s }')
    switches=$(( switches + voluntary + involuntary ))
  done
  awk -v tps="$tps" -v n="$transactions" -v cpu="$cpu" -v s="$switches" \
      'BEGIN { if (n > 0) printf "%.0f %.0f %.2f\n", tps, cpu * 1e6 / n, s / n; else print "0 - -" }'
}

# Runs iGenOLTP at $1 threads with its default warm-up (steady state, JIT priming); prints what igen_figures does.
igen_run() {
  rm -rf "$WORK/results" "$WORK/switches"
  "${CLIENT[@]}" "$JAVA" -jar "$JAR" --db postgresql --url "$URL" --user "$PGUSER" --shards "$SHARDS" \
      --customers-per-shard "$CUSTOMERS" --shared-customers --threads "$1" --duration "$SECONDS_PER_LEVEL" \
      --quiet --out "$WORK/results" "${IGEN_OPTIONS[@]}" >"$WORK/igen.out" 2>&1 &
  local pid=$!
  sample_switches "$pid" "$WORK/switches" &
  local status=0
  wait "$pid" || status=$?
  wait
  if [ "$status" -ne 0 ] && ! ls "$WORK"/results/igen-oltp-*.json >/dev/null 2>&1; then
    echo "iGenOLTP exited with status $status:" >&2; tail -20 "$WORK/igen.out" >&2
    echo "0 - -"; return
  fi
  igen_figures "$(ls "$WORK"/results/igen-oltp-*.json | head -1)" "$WORK/switches"
}

for shard in $(seq 0 $((SHARDS - 1))); do
  psql -Atqd postgres -c "SELECT 1 FROM pg_database WHERE datname = '$DB$shard'" | grep 1 >/dev/null \
    || psql -qd postgres -c "CREATE DATABASE $DB$shard"
done
# load once (or re-use): the run itself is a minimal level
"$JAVA" -jar "$JAR" --db postgresql --url "$URL" --user "$PGUSER" --shards "$SHARDS" --customers-per-shard "$CUSTOMERS" \
    --threads 1 --warmup 0 --no-priming --duration 0.2 --quiet --out "$WORK/results" >/dev/null
# statistics for every table, as pgbench -i leaves its own (without them the first round's plans were the planner's
# guesses: pgbench at 380 tx/s where the next rounds gave 900)
for shard in $(seq 0 $((SHARDS - 1))); do psql -qd "$DB$shard" -c "ANALYZE"; done

echo "# $(date -u +%FT%TZ) $(uname -n), $("$JAVA" -version 2>&1 | head -1), $SHARDS shard(s), ${SECONDS_PER_LEVEL} s windows"
echo "round clients first pgbench_tps igen_tps ratio pgbench_us/txn igen_us/txn pgbench_switches/txn igen_switches/txn"
for round in $(seq 1 "$ROUNDS"); do
  for clients in $CLIENTS; do
    for tool in $( [ $((round % 2)) -eq 1 ] && echo "pgbench igen" || echo "igen pgbench" ); do
      maintain
      if [ "$tool" = pgbench ]; then
        pgbench_run "$clients" "$WARMUP"
        maintain
        read -r pgbench_tps pgbench_us pgbench_switches < <(pgbench_run "$clients" "$SECONDS_PER_LEVEL" measure)
      else # iGenOLTP vacuums and checkpoints itself after its warm-up, before its window
        read -r igen_tps igen_us igen_switches < <(igen_run "$clients")
      fi
    done
    first=$( [ $((round % 2)) -eq 1 ] && echo pgbench || echo iGenOLTP )
    echo "$round $clients $first $pgbench_tps $igen_tps $(awk -v a="$igen_tps" -v b="$pgbench_tps" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "-" }')" \
         "$pgbench_us $igen_us $pgbench_switches $igen_switches"
  done
done
uptime
