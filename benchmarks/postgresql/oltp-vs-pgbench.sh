#!/usr/bin/env bash
# iGenOLTP against pgbench -M prepared running the same 6 statements (order-entry.pgbench) on the same
# PostgreSQL database, at 1, 2, 4, 8 and 16 clients, interleaved (pgbench N, then iGenOLTP N) so both see
# the same machine. One shard of 100,000 customers; customers drawn uniformly from the whole shard by
# every thread (--shared-customers), as pgbench's random() does.
#
# Besides each tool's own transactions/s, it reads the client's cost per committed transaction from
# /proc during the measurement window: CPU microseconds (user + system) and context switches. The server
# counts the commits (pg_stat_database.xact_commit), so both clients are divided by the same measure.
#
# --pin: pins the PostgreSQL server's processes to the last CPU and both clients to the others (restored
# on exit), so the client never competes with the server for a core. Without it, client and server share
# every core, and the client's own CPU per transaction lowers the server's throughput.
#
# usage (from the repository root, after mvn package):
#   benchmarks/postgresql/oltp-vs-pgbench.sh [--pin] [SECONDS] [ROUNDS]
# needs: local PostgreSQL at 127.0.0.1:5432 (PGUSER default postgres, trust or PGPASSWORD), psql, pgbench;
# --pin needs taskset and the right to change the server processes' affinity (root or the server's user).
set -euo pipefail
cd "$(dirname "$0")/../.."

PIN=false
if [ "${1:-}" = "--pin" ]; then PIN=true; shift; fi
SECONDS_PER_LEVEL=${1:-15}
ROUNDS=${2:-1}
if ! [[ "$SECONDS_PER_LEVEL" =~ ^[0-9]+$ && "$ROUNDS" =~ ^[0-9]+$ ]] || [ "$SECONDS_PER_LEVEL" -lt 10 ]; then
  echo "usage: $0 [--pin] [SECONDS] [ROUNDS]: SECONDS a whole number of at least 10 (got '$SECONDS_PER_LEVEL'), ROUNDS a whole number (got '$ROUNDS')" >&2
  exit 2
fi
WARMUP=5
export PGHOST=127.0.0.1 PGPORT=5432 PGUSER=${PGUSER:-postgres}
JAR=igen-oltp/target/igen-oltp.jar
PGBENCH=$(command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench | tail -1)
WORK=$(mktemp -d /tmp/igen-pgbench.XXXXXX)
URL="jdbc:postgresql://127.0.0.1:5432/igen_pgb{shard}"
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

commits() { psql -Atqd postgres -c "SELECT xact_commit FROM pg_stat_database WHERE datname = 'igen_pgb0'"; }

# The same state for both tools, as iGenOLTP's own maintenance leaves it after its warm-up (pgbench -n vacuums
# nothing of ours): the dead rows of the runs before vacuumed away, dirty pages written out.
maintain() { psql -qd igen_pgb0 -c "VACUUM orders" -c "CHECKPOINT"; }

# Writes a snapshot of process $1 to file $2: the first line holds the CPU ticks (user + system) of the
# whole process, dead threads included; then a line per live thread: its id and its context switches.
client_snapshot() {
  local task
  awk '{ print $14 + $15 }' /proc/"$1"/stat >"$2" 2>/dev/null || return 0
  for task in /proc/"$1"/task/*; do
    awk -v tid="${task##*/}" '/ctxt_switches/ { s += $2 } END { print tid, s + 0 }' "$task/status" 2>/dev/null
  done >>"$2"
}

# Samples the client's cost between seconds $2 and $3 after it started (inside its measurement window):
# prints "CPU-microseconds-per-transaction context-switches-per-transaction". Context switches count over
# the threads alive at both ends (the JVM ends idle compiler threads on its own).
client_cost() {
  local pid=$1 from=$2 to=$3 commits_before commits_after
  rm -f "$WORK/before" "$WORK/after"
  sleep "$from"
  client_snapshot "$pid" "$WORK/before"; commits_before=$(commits)
  sleep $((to - from))
  client_snapshot "$pid" "$WORK/after"; commits_after=$(commits)
  if [ ! -s "$WORK/before" ] || [ ! -s "$WORK/after" ]; then echo "- -"; return; fi
  awk -v c=$((commits_after - commits_before)) -v hz="$(getconf CLK_TCK)" '
    FNR == 1 { ticks[FILENAME == ARGV[1]] = $1; next }
    FILENAME == ARGV[1] { before[$1] = $2; next }
    $1 in before { switches += $2 - before[$1] }
    END {
      if (c <= 0) { print "- -"; exit }
      printf "%.0f %.1f\n", (ticks[0] - ticks[1]) / hz * 1e6 / c, switches / c
    }' "$WORK/before" "$WORK/after"
}

# Waits for client $1 (named $2); when it failed, shows its output ($3) on stderr and the round goes on.
finished() {
  local status=0
  wait "$1" || status=$?
  if [ "$status" -ne 0 ]; then finished_with "$status" "$2" "$3"; fi
}
finished_with() {
  echo "$2 exited with status $1:" >&2
  tail -20 "$3" >&2
}

psql -Atqd postgres -c "SELECT 1 FROM pg_database WHERE datname = 'igen_pgb0'" | grep 1 >/dev/null \
  || psql -qd postgres -c "CREATE DATABASE igen_pgb0"
# load once (or re-use): the run itself is a minimal level
java -jar "$JAR" --db postgresql --url "$URL" --user "$PGUSER" --shards 1 --customers-per-shard 100000 \
    --threads 1 --warmup 0 --no-priming --duration 0.2 --quiet --out "$WORK/results" >/dev/null

WINDOW_END=$((SECONDS_PER_LEVEL - 1))
echo "round clients pgbench_tps igen_tps ratio pgbench_us/txn igen_us/txn pgbench_switches/txn igen_switches/txn"
for round in $(seq 1 "$ROUNDS"); do
  for clients in 1 2 4 8 16; do
    threads=$(( clients < 2 ? 1 : 2 ))
    pgbench_run=("${CLIENT[@]}" "$PGBENCH" -n -M prepared -f benchmarks/postgresql/order-entry.pgbench
                 -c "$clients" -j "$threads" igen_pgb0)
    maintain
    "${pgbench_run[@]}" -T "$WARMUP" >"$WORK/pgbench.out" 2>&1 || finished_with $? pgbench "$WORK/pgbench.out"
    maintain
    "${pgbench_run[@]}" -T "$SECONDS_PER_LEVEL" >"$WORK/pgbench.out" 2>&1 &
    pid=$!
    read -r pgbench_us pgbench_switches < <(client_cost "$pid" 1 "$WINDOW_END") || pgbench_us=- pgbench_switches=-
    finished "$pid" pgbench "$WORK/pgbench.out"
    pgbench_tps=$(sed -nE 's/^tps = ([0-9.]+).*/\1/p' "$WORK/pgbench.out" | grep . || echo 0)

    # the JVM starts, opens its connections and checks the loaded data in 1 to 5 s (more at 16 clients on
    # a busy machine), then warms up for WARMUP s and vacuums and checkpoints (its maintenance, about 2-3 s):
    # sample from the latest start of the window to its earliest end
    maintain
    "${CLIENT[@]}" java -jar "$JAR" --db postgresql --url "$URL" --user "$PGUSER" --shards 1 \
        --customers-per-shard 100000 --shared-customers --threads "$clients" --warmup "$WARMUP" \
        --duration "$SECONDS_PER_LEVEL" --quiet --out "$WORK/results" >"$WORK/igen.out" 2>&1 &
    pid=$!
    read -r igen_us igen_switches < <(client_cost "$pid" $((WARMUP + 8)) $((WARMUP + SECONDS_PER_LEVEL))) \
      || igen_us=- igen_switches=-
    finished "$pid" iGenOLTP "$WORK/igen.out"
    igen_tps=$(awk '$1 ~ /^[0-9]+$/ && NF > 5 { print $3; exit }' "$WORK/igen.out" | grep . || echo 0)

    echo "$round $clients $pgbench_tps $igen_tps $(awk -v a="$igen_tps" -v b="$pgbench_tps" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "-" }')" \
         "$pgbench_us $igen_us $pgbench_switches $igen_switches"
  done
done
uptime
