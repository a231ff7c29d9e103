#!/usr/bin/env bash
# Starts MariaDB the way the official mariadb/mysql images do: on an empty /var/lib/mysql, create the root
# password (root@localhost and root@%), the database and the user with all privileges on it, from the
# MARIADB_* names or else the MYSQL_* names; then run the command (`mariadbd ...` or `mysqld ...`).
set -euo pipefail

if [ "${1:0:1}" = '-' ]; then
  set -- mariadbd "$@"
fi
case "$1" in
  mariadbd | mysqld) ;;
  *) exec "$@" ;;
esac
setting() { # MARIADB_name, else MYSQL_name (or the MySQL image's other spelling $2), else empty
  local mariadb="MARIADB_$1" mysql="MYSQL_${2:-$1}"
  printf '%s' "${!mariadb:-${!mysql:-}}"
}
sql_string() { # a quoted SQL string literal (backslashes and quotes doubled)
  local value=${1//\\/\\\\}
  printf "'%s'" "${value//\'/\'\'}"
}

datadir=/var/lib/mysql
mkdir -p /run/mysqld "$datadir"
chown mysql:mysql /run/mysqld "$datadir"
if [ ! -d "$datadir/mysql" ]; then
  root_password=$(setting ROOT_PASSWORD)
  allow_empty=$(setting ALLOW_EMPTY_ROOT_PASSWORD ALLOW_EMPTY_PASSWORD)
  database=$(setting DATABASE)
  user=$(setting USER)
  password=$(setting PASSWORD)
  if [ -z "$root_password" ] && [ -z "$allow_empty" ]; then
    echo "error: the database is not initialised and no root password option is set: set MARIADB_ROOT_PASSWORD" \
      "(or MYSQL_ROOT_PASSWORD), or MARIADB_ALLOW_EMPTY_ROOT_PASSWORD" >&2
    exit 1
  fi
  mariadb-install-db --user=mysql --datadir="$datadir" --auth-root-authentication-method=normal \
    --skip-test-db --skip-name-resolve >/dev/null
  # The server that initialises listens on no TCP port and on a socket of its own: nothing mistakes it for
  # the real server, whose "ready for connections" comes second, as in the official images.
  socket=/run/mysqld/init.sock
  "$1" --user=mysql --datadir="$datadir" --skip-networking --socket="$socket" &
  init_pid=$!
  for _ in $(seq 1 60); do
    mariadb-admin --socket="$socket" -uroot ping >/dev/null 2>&1 && break
    sleep 0.5
  done
  {
    echo "DROP USER IF EXISTS 'root'@'127.0.0.1', 'root'@'::1', 'root'@'$(hostname)', ''@'localhost', ''@'$(hostname)';"
    echo "ALTER USER 'root'@'localhost' IDENTIFIED BY $(sql_string "$root_password");"
    echo "CREATE USER 'root'@'%' IDENTIFIED BY $(sql_string "$root_password");"
    echo "GRANT ALL PRIVILEGES ON *.* TO 'root'@'%' WITH GRANT OPTION;"
    if [ -n "$database" ]; then
      echo "CREATE DATABASE IF NOT EXISTS \`$database\`;"
    fi
    if [ -n "$user" ] && [ -n "$password" ] && [ "$user" != root ]; then
      echo "CREATE USER $(sql_string "$user")@'%' IDENTIFIED BY $(sql_string "$password");"
      if [ -n "$database" ]; then
        echo "GRANT ALL PRIVILEGES ON \`$database\`.* TO $(sql_string "$user")@'%';"
      fi
    fi
  } | mariadb --socket="$socket" -uroot
  for script in /docker-entrypoint-initdb.d/*; do
    case "$script" in
      *.sql) MYSQL_PWD=$root_password mariadb --socket="$socket" -uroot ${database:+"$database"} <"$script" ;;
      *.sh) bash "$script" ;;
    esac
  done
  kill "$init_pid"
  wait "$init_pid" || true
  echo "MariaDB init process done. Ready for start up."
fi
exec "$@" --user=mysql
