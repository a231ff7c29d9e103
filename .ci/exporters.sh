# Sourced by .ci/run after .ci/databases.sh: makes sure Prometheus' node_exporter and postgres_exporter answer on
# loopback ports (installing Debian's packages when missing, starting them when nothing answers there), as the
# operators of a database server run them, and exports where they are for the integration tests:
#   IGEN_NODE_EXPORTER_URL   node_exporter's metrics (ServerMetricsIT)
#   IGEN_PG_EXPORTER_URL     postgres_exporter's metrics, on the PostgreSQL of .ci/databases.sh (ServerMetricsIT)
# With CI=true the tests fail rather than skip when an exporter is missing, so this script must succeed.
# Runs as root (CI). Safe to run again: an exporter that already answers is left as it is.

IGEN_NODE_EXPORTER_PORT=9100
IGEN_PG_EXPORTER_PORT=9187

igen_exporters() {
  if ! command -v prometheus-node-exporter >/dev/null 2>&1 \
      || ! command -v prometheus-postgres-exporter >/dev/null 2>&1 || ! command -v curl >/dev/null 2>&1; then
    echo "== installing Prometheus exporters (Debian packages prometheus-node-exporter, prometheus-postgres-exporter)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus-node-exporter \
      prometheus-postgres-exporter curl >/dev/null
  fi
  local node="http://127.0.0.1:$IGEN_NODE_EXPORTER_PORT/metrics"
  local postgres="http://127.0.0.1:$IGEN_PG_EXPORTER_PORT/metrics"
  if ! curl -sf -o /dev/null "$node"; then
    echo "== starting node_exporter on 127.0.0.1:$IGEN_NODE_EXPORTER_PORT"
    nohup prometheus-node-exporter --web.listen-address="127.0.0.1:$IGEN_NODE_EXPORTER_PORT" \
      >/tmp/igen-node-exporter.log 2>&1 &
  fi
  if ! curl -sf -o /dev/null "$postgres"; then
    echo "== starting postgres_exporter on 127.0.0.1:$IGEN_PG_EXPORTER_PORT"
    # the PostgreSQL of .ci/databases.sh, as its test user; the password stays in the variable, not in a file
    DATA_SOURCE_NAME="postgresql://$IGEN_CI_DB_USER:$IGEN_CI_DB_PASSWORD@127.0.0.1:5432/postgres?sslmode=disable" \
      nohup prometheus-postgres-exporter --web.listen-address="127.0.0.1:$IGEN_PG_EXPORTER_PORT" \
      >/tmp/igen-postgres-exporter.log 2>&1 &
  fi
  igen_wait_for "node_exporter at $node" curl -sf -o /dev/null "$node"
  igen_wait_for "postgres_exporter at $postgres" curl -sf -o /dev/null "$postgres"
  export IGEN_NODE_EXPORTER_URL=$node
  export IGEN_PG_EXPORTER_URL=$postgres
}

igen_exporters
