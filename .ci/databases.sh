# Sourced by .ci/run before `mvn -B verify`: makes sure a local PostgreSQL and a local MariaDB accept
# connections (installing them with apt-get when missing), creates the test user on each, and exports the
# variables the integration tests (*IT) read:
#   IGEN_PG_URL / IGEN_PG_USER / IGEN_PG_PASSWORD          PostgreSQL (LocalServerOltpIT)
#   IGEN_MYSQL_URL / IGEN_MYSQL_USER / IGEN_MYSQL_PASSWORD MariaDB through Connector/J (LocalServerOltpIT)
#   IGEN_PG_BIN                                            initdb/pg_ctl for the ITs' own instances (LocalInstancesIT)
# With CI=true the ITs fail rather than skip when a server is missing, so this script must succeed.
# Runs as root (CI). Safe to run again: everything it does is idempotent.

IGEN_CI_DB_USER=igen_ci
IGEN_CI_DB_PASSWORD=igen-ci-password

igen_wait_for() { # description, command...
  local what=$1; shift
  for _ in $(seq 1 60); do
    if "$@" >/dev/null 2>&1; then echo "   $what: ready"; return 0; fi
    sleep 1
  done
  echo "   $what: not ready after 60 s" >&2
  return 1
}

igen_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "== installing PostgreSQL (Debian packages postgresql, postgresql-contrib)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql postgresql-contrib >/dev/null
  fi
  local version
  version=$( (ls /etc/postgresql 2>/dev/null || true) | sort -n | tail -1)
  if [ -z "$version" ] || [ ! -d "/etc/postgresql/$version/main" ]; then
    version=$(ls /usr/lib/postgresql | sort -n | tail -1)
    pg_createcluster "$version" main >/dev/null
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    echo "== starting PostgreSQL $version"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start
  fi
  igen_wait_for "PostgreSQL $version at 127.0.0.1:5432" pg_isready -q -h 127.0.0.1 -p 5432
  # a password user that may create databases, whatever pg_hba.conf says (trust or scram-sha-256)
  runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 -c "DO \$\$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$IGEN_CI_DB_USER') THEN
        CREATE ROLE $IGEN_CI_DB_USER LOGIN CREATEDB PASSWORD '$IGEN_CI_DB_PASSWORD';
      ELSE
        ALTER ROLE $IGEN_CI_DB_USER LOGIN CREATEDB PASSWORD '$IGEN_CI_DB_PASSWORD';
      END IF;
      -- TailEventsIT forces checkpoints: PostgreSQL 15 and later let a member of pg_checkpoint
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'pg_checkpoint') THEN
        GRANT pg_checkpoint TO $IGEN_CI_DB_USER;
      END IF; END \$\$;"
  export IGEN_PG_URL="jdbc:postgresql://127.0.0.1:5432/postgres"
  export IGEN_PG_USER=$IGEN_CI_DB_USER
  export IGEN_PG_PASSWORD=$IGEN_CI_DB_PASSWORD
  export IGEN_PG_BIN="/usr/lib/postgresql/$version/bin"
}

igen_mariadb() {
  if ! command -v mariadbd >/dev/null 2>&1 && [ ! -x /usr/sbin/mariadbd ]; then
    echo "== installing MariaDB (Debian package mariadb-server)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mariadb-server >/dev/null
  fi
  if ! mariadb-admin --protocol=tcp -h 127.0.0.1 -P 3306 -u root ping >/dev/null 2>&1 \
      && ! mariadb-admin ping >/dev/null 2>&1; then
    echo "== starting MariaDB"
    mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld
    start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  fi
  igen_wait_for "MariaDB (local socket)" mariadb-admin ping
  # root over the local socket (unix_socket or empty password); the tests connect over TCP as igen_ci
  mariadb -u root <<SQL
CREATE USER IF NOT EXISTS '$IGEN_CI_DB_USER'@'%' IDENTIFIED BY '$IGEN_CI_DB_PASSWORD';
CREATE USER IF NOT EXISTS '$IGEN_CI_DB_USER'@'localhost' IDENTIFIED BY '$IGEN_CI_DB_PASSWORD';
ALTER USER '$IGEN_CI_DB_USER'@'%' IDENTIFIED BY '$IGEN_CI_DB_PASSWORD';
ALTER USER '$IGEN_CI_DB_USER'@'localhost' IDENTIFIED BY '$IGEN_CI_DB_PASSWORD';
GRANT ALL PRIVILEGES ON *.* TO '$IGEN_CI_DB_USER'@'%' WITH GRANT OPTION;
GRANT ALL PRIVILEGES ON *.* TO '$IGEN_CI_DB_USER'@'localhost' WITH GRANT OPTION;
CREATE DATABASE IF NOT EXISTS test;
SQL
  igen_wait_for "MariaDB at 127.0.0.1:3306" mariadb-admin --protocol=tcp -h 127.0.0.1 -P 3306 \
      -u "$IGEN_CI_DB_USER" "-p$IGEN_CI_DB_PASSWORD" ping
  export IGEN_MYSQL_URL="jdbc:mysql://127.0.0.1:3306/test"
  export IGEN_MYSQL_USER=$IGEN_CI_DB_USER
  export IGEN_MYSQL_PASSWORD=$IGEN_CI_DB_PASSWORD
}

igen_postgres
igen_mariadb
echo "   integration tests use IGEN_PG_URL=$IGEN_PG_URL, IGEN_MYSQL_URL=$IGEN_MYSQL_URL (user $IGEN_CI_DB_USER), IGEN_PG_BIN=$IGEN_PG_BIN"
