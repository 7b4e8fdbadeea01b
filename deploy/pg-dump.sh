#!/bin/sh
# A dated backup of the site's PostgreSQL database (docs/operations.md, "Backups on PostgreSQL"): pg_dump of
# DATABASE_URL in the custom format into DUMP_DIR as site-YYYYMMDD-HHMMSSZ.dump (UTC), read back
# whole by pg_restore before it gets that name, then all but the newest DUMP_KEEP (14) of those
# files removed; nothing else in DUMP_DIR is touched. A failure exits non-zero and leaves the
# directory as it was. With TEXTFILE_DIR set, it also writes the time of the last good dump for
# Prometheus's node_exporter (textfile collector) as golfcarts_pg_dump_last_success_timestamp_seconds.
#
#   DATABASE_URL=postgres://… DUMP_DIR=/var/backups/golfcarts sh deploy/pg-dump.sh
#   # deploy/compose.yaml, into its BACKUP_DIR (the db service's /backups):
#   docker compose -f deploy/compose.yaml --env-file deploy/.env exec -T \
#     -e DATABASE_URL=postgres://golfcarts@/golfcarts -e DUMP_DIR=/backups db sh < deploy/pg-dump.sh
set -eu
umask 077
cd "${DUMP_DIR:?set DUMP_DIR to the directory the dumps go to}"
keep="${DUMP_KEEP:-14}"
case "$keep" in ''|*[!0-9]*|0) echo "DUMP_KEEP must be a whole number above 0" >&2; exit 2 ;; esac
name="site-$(date -u +%Y%m%d-%H%M%SZ).dump"
trap 'rm -f ".$name.tmp"' EXIT
pg_dump --format=custom --file=".$name.tmp" "${DATABASE_URL:?set DATABASE_URL to the site database}"
pg_restore --file=/dev/null ".$name.tmp"
mv ".$name.tmp" "$name"
ls -1 | grep -E '^site-[0-9]{8}-[0-9]{6}Z\.dump$' | sort -r | tail -n +"$((keep + 1))" | xargs -r rm --
if [ -n "${TEXTFILE_DIR:-}" ]; then
  printf 'golfcarts_pg_dump_last_success_timestamp_seconds %s\n' "$(date +%s)" > "$TEXTFILE_DIR/.golfcarts_pg_dump.prom.tmp"
  chmod 644 "$TEXTFILE_DIR/.golfcarts_pg_dump.prom.tmp"
  mv "$TEXTFILE_DIR/.golfcarts_pg_dump.prom.tmp" "$TEXTFILE_DIR/golfcarts_pg_dump.prom"
fi
echo "$DUMP_DIR/$name: $(wc -c < "$name") bytes"
