#!/usr/bin/env bash
# iGenOLTP's PostgreSQL loader (COPY through the JDBC driver's CopyManager, shards in parallel) against
# psql's \copy of the very same rows from CSV files, 4 psql sessions in parallel: both drop and create the
# schema (schemas/ddl.sql with the standard values of schemas/ddl.properties, as iGenOLTP renders it for
# PostgreSQL) and fill item, customer and orders in 4 databases.
#
# usage (from the repository root, after mvn package): benchmarks/postgresql/load-vs-psql-copy.sh [ROUNDS]
# needs: a local PostgreSQL at 127.0.0.1:5432 whose user PGUSER (default postgres) may create databases
# without a password (or with PGPASSWORD exported), psql, igen-oltp/target/igen-oltp.jar.
set -euo pipefail
cd "$(dirname "$0")/../.."

ROUNDS=${1:-3}
SHARDS=4
CUSTOMERS=${CUSTOMERS:-100000}
export PGHOST=127.0.0.1 PGPORT=5432 PGUSER=${PGUSER:-postgres}
JAR=igen-oltp/target/igen-oltp.jar
WORK=$(mktemp -d /tmp/igen-load-bench.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
ORDER_COLUMNS="o_c_id, o_i_id, o_qty, o_amount, o_status, o_date"

# PostgreSQL's DDL: every ${name} of schemas/ddl.sql replaced by its value in schemas/ddl.properties.
awk 'NR == FNR { if ($0 ~ /^[a-z_]+ *=/) { name = $0; sub(/ *=.*/, "", name); value = $0; sub(/^[^=]*= */, "", value)
                   values[name] = value }; next }
     { for (name in values) { placeholder = "${" name "}"
         while ((at = index($0, placeholder)) > 0) $0 = substr($0, 1, at - 1) values[name] substr($0, at + length(placeholder)) }
       print }' schemas/ddl.properties schemas/ddl.sql > "$WORK/schema.sql"

for k in $(seq 0 $((SHARDS - 1))); do
  psql -q -d postgres -c "DROP DATABASE IF EXISTS igen_load$k" -c "CREATE DATABASE igen_load$k"
done

igen_load() {
  java -jar "$JAR" --db postgresql --url "jdbc:postgresql://127.0.0.1:5432/igen_load{shard}" --user "$PGUSER" \
      --shards $SHARDS --customers-per-shard "$CUSTOMERS" --reload --threads $SHARDS --warmup 0 --no-priming --duration 0.2 \
      --out "$WORK/results" 2>&1 | grep -E "^loaded" | sed -E 's/.*: ([0-9,]+) rows in ([0-9.]+) s, ([0-9,]+) rows\/s/\1 \2 \3/'
}

psql_copy() {
  local start end rows
  start=$(date +%s.%N)
  for k in $(seq 0 $((SHARDS - 1))); do
    psql -q -v ON_ERROR_STOP=1 -d igen_load$k -f "$WORK/schema.sql" \
        -c "\\copy item FROM '$WORK/item.csv' CSV" \
        -c "\\copy customer FROM '$WORK/customer$k.csv' CSV" \
        -c "\\copy orders ($ORDER_COLUMNS) FROM '$WORK/orders$k.csv' CSV" &
  done
  wait
  end=$(date +%s.%N)
  rows=$(cat "$WORK"/customer*.csv "$WORK"/orders*.csv | wc -l)
  rows=$((rows + SHARDS * $(wc -l < "$WORK/item.csv")))
  awk -v rows="$rows" -v s="$start" -v e="$end" 'BEGIN { printf "%d %.2f %.0f\n", rows, e - s, rows / (e - s) }'
}

echo "first iGenOLTP load (rows, seconds, rows/s): $(igen_load)"
echo "exporting the loaded rows to CSV for psql"
psql -q -d igen_load0 -c "\\copy item TO '$WORK/item.csv' CSV"
for k in $(seq 0 $((SHARDS - 1))); do
  psql -q -d igen_load$k -c "\\copy customer TO '$WORK/customer$k.csv' CSV" \
      -c "\\copy (SELECT $ORDER_COLUMNS FROM orders ORDER BY o_id) TO '$WORK/orders$k.csv' CSV"
done

echo "round tool rows seconds rows_per_second"
for round in $(seq 1 "$ROUNDS"); do
  echo "$round igen-oltp $(igen_load | tr -d ,)"
  echo "$round psql-copy $(psql_copy)"
done
uptime
