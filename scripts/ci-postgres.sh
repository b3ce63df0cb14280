#!/usr/bin/env bash
# A throwaway PostgreSQL 15 for CI and local runs of the server suite on the production engine.
#   eval "$(bash scripts/ci-postgres.sh)"    starts it and prints `export DATABASE_URL=...`
#   bash scripts/ci-postgres.sh restart [N]  stops it (fast: sessions are cut, as a failover does), waits N seconds
#                                            (default 0) and starts it again with the same data
#   bash scripts/ci-postgres.sh stop         stops it and deletes its data
# It runs as a non-root user (initdb refuses root): as root, as the postgres system user. PGPORT (default 5433),
# data in PGDATA_DIR, socket in PGSOCKET_DIR: give each cluster its own port and data folder.
set -euo pipefail

pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
port=${PGPORT:-5433}
data_dir=${PGDATA_DIR:-/tmp/skins-ci-pgdata}
socket_dir=${PGSOCKET_DIR:-/tmp}
database=skins_test

# Run a command as the database's owner: ourselves when not root, else the postgres system user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/bash -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

start_server() {
  # fsync off: a test database is thrown away, and this makes the suite much faster.
  as_owner "$pg_bin/pg_ctl" -D "$data_dir" -w -l "$data_dir/server.log" \
    -o "-p $port -k $socket_dir -c listen_addresses=localhost -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >&2
}

case "${1:-start}" in
  stop)
    if [ -d "$data_dir" ]; then
      as_owner "$pg_bin/pg_ctl" -D "$data_dir" -m fast stop >&2 || true
      rm -rf "$data_dir"
    fi
    exit 0
    ;;
  restart)
    if [ ! -f "$data_dir/PG_VERSION" ]; then
      echo "No cluster in $data_dir to restart (set PGDATA_DIR, PGPORT and PGSOCKET_DIR as when it was started)" >&2
      exit 1
    fi
    as_owner "$pg_bin/pg_ctl" -D "$data_dir" -m fast -w stop >&2
    sleep "${2:-0}"
    start_server
    exit 0
    ;;
  start) ;;
  *)
    echo "usage: bash scripts/ci-postgres.sh [start | restart [seconds] | stop]" >&2
    exit 2
    ;;
esac

if [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL binaries not found (apt-get install postgresql, or set PG_BIN)" >&2
  exit 1
fi

if [ ! -f "$data_dir/PG_VERSION" ]; then
  rm -rf "$data_dir"
  mkdir -p "$data_dir"
  if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$data_dir"; fi
  as_owner "$pg_bin/initdb" -D "$data_dir" -U postgres --auth=trust --encoding=UTF8 --no-locale >&2
fi

if ! as_owner "$pg_bin/pg_ctl" -D "$data_dir" status >/dev/null 2>&1; then
  start_server
fi

as_owner "$pg_bin/psql" -h "$socket_dir" -p "$port" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$database'" \
  | grep -q 1 || as_owner "$pg_bin/createdb" -h "$socket_dir" -p "$port" -U postgres "$database" >&2

echo "export DATABASE_URL=postgres://postgres@localhost:$port/$database"
