#!/usr/bin/env bash
# The PostgreSQL tests run against a throw-away cluster of Debian's PostgreSQL, made and
# removed by pg_virtualenv (scripts/with-postgres.sh): installed when missing
# (scripts/debian-package.sh). The package's own cluster is never used.
set -euo pipefail
source "$(dirname "$0")/debian-package.sh"
ensure_debian_package pg_virtualenv postgresql-common "The PostgreSQL tests"
ensure_debian_package "$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)" postgresql "The PostgreSQL tests" \
  || ensure_debian_package /usr/lib/postgresql/15/bin/initdb postgresql "The PostgreSQL tests"
