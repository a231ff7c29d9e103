#!/usr/bin/env bash
# Starts PostgreSQL the way the official image does: on an empty PGDATA, initialise it with POSTGRES_USER
# (default postgres), POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE (required) and POSTGRES_DB (default: the user's
# name), password authentication (scram-sha-256) for every TCP client, then run the command (`postgres ...`) as
# postgres.
set -euo pipefail

if [ "${1:0:1}" = '-' ]; then
  set -- postgres "$@"
fi
if [ "$1" != postgres ]; then
  exec "$@"
fi
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  # POSTGRES_PASSWORD_FILE: the password in a file (a Swarm or Kubernetes secret), as the official image reads it
  if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
    POSTGRES_PASSWORD=$(cat "$POSTGRES_PASSWORD_FILE")
  fi
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "error: the database is not initialised and POSTGRES_PASSWORD is not set" >&2
    exit 1
  fi
  user=${POSTGRES_USER:-postgres}
  database=${POSTGRES_DB:-$user}
  initdb -D "$PGDATA" -U "$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  # The server that initialises listens on no TCP port and on a socket of its own, so neither a client nor a
  # healthcheck (pg_isready) mistakes it for the real server.
  init_socket=$(mktemp -d)
  pg_ctl -D "$PGDATA" -w -o "-c listen_addresses='' -c unix_socket_directories=$init_socket" start
  psql=(psql -v ON_ERROR_STOP=1 -q -h "$init_socket" -U "$user" -d postgres)
  if [ "$database" != postgres ]; then
    echo 'CREATE DATABASE :"db"' | "${psql[@]}" --set=db="$database"
  fi
  for script in /docker-entrypoint-initdb.d/*; do
    case "$script" in
      *.sql) "${psql[@]}" -d "$database" -f "$script" ;;
      *.sh) PGHOST=$init_socket PGUSER=$user PGDATABASE=$database bash "$script" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop
  rmdir "$init_socket"
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@"
