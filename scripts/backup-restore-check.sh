#!/usr/bin/env bash
# Runs the backup and restore of docs/deploy.md once against a real PostgreSQL server and checks
# that the restored database holds the same rows as the original.
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test bash scripts/backup-restore-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

: "${TEST_DATABASE_URL:?TEST_DATABASE_URL must point to a PostgreSQL server this script may create databases on}"
base="${TEST_DATABASE_URL%/*}"
suffix="$(date +%s)$$"
src="sp_backup_src_${suffix}"
dst="sp_backup_dst_${suffix}"
dump="$(mktemp -d)/stadtpuls.dump"
cleanup() {
  psql -q "$TEST_DATABASE_URL" -c "drop database if exists ${src} with (force)" -c "drop database if exists ${dst} with (force)" >/dev/null 2>&1 || true
  rm -rf "$(dirname "$dump")"
}
trap cleanup EXIT

psql -q "$TEST_DATABASE_URL" -c "create database ${src}" -c "create database ${dst}"

echo "▶ Migrationen und Demodaten in ${src}"
DATABASE_URL="${base}/${src}" APP_ENV=local npx tsx db/migrate.ts >/dev/null
DATABASE_URL="${base}/${src}" APP_ENV=local npx tsx db/seed/index.ts >/dev/null

# ── the backup and restore commands of docs/deploy.md ──
echo "▶ Sicherung (pg_dump -Fc)"
pg_dump --format=custom --no-owner --no-privileges --file="$dump" "${base}/${src}"
echo "▶ Wiederherstellung (pg_restore) in ${dst}"
pg_restore --no-owner --no-privileges --exit-on-error --dbname="${base}/${dst}" "$dump"

echo "▶ Vergleich: Zeilen je Tabelle"
count_rows() {
  psql -At "$1" -c "select string_agg(t || '=' || n, ',' order by t) from (
    select table_name as t, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', table_name), false, true, '')))[1]::text::bigint as n
    from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE') c"
}
before="$(count_rows "${base}/${src}")"
after="$(count_rows "${base}/${dst}")"
if [[ "$before" != "$after" || -z "$before" ]]; then
  echo "✗ Die wiederhergestellte Datenbank weicht ab"; echo "vorher:  $before"; echo "nachher: $after"; exit 1
fi
# the migration journal came along, so the app starts on the restored database without migrating anew
journal="$(psql -At "${base}/${dst}" -c "select count(*) from drizzle.__drizzle_migrations")"
echo "✓ $(tr ',' '\n' <<<"$before" | wc -l) Tabellen, gleiche Zeilenzahlen; ${journal} Migrationen im Journal"
