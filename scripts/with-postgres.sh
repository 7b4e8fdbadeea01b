#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server on loopback (Debian's pg_virtualenv makes
# a temporary cluster, starts it, and drops it when the command ends), and with
#   POSTGRES_ADMIN_URL  a superuser URL to that server (tests create their databases on it)
#   TEST_DATABASE=postgres  so the shared test helpers open PostgreSQL instead of SQLite.
# -t keeps the cluster in a temporary directory even as root (else root's runs share
# /etc/postgresql/<version>/regress, and a second run at the same time refuses to start).
set -euo pipefail
bash "$(dirname "$0")/ensure-postgres.sh"
# A port of its own, so runs side by side (or a PostgreSQL already on 5432/5433) do not collide.
port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })")
exec pg_virtualenv -t -c "-p $port" -o "max_connections=300" -o "fsync=off" -o "shared_buffers=64MB" sh -c '
  export POSTGRES_ADMIN_URL="postgresql://${PGUSER}:${PGPASSWORD}@${PGHOST}:${PGPORT}/${PGDATABASE}"
  export TEST_DATABASE=postgres
  exec "$@"' with-postgres "$@"
