#!/usr/bin/env bash
# Runs a command against a throwaway Postgres server: installs Debian's postgresql when missing,
# creates a cluster in a temporary folder, starts it on a loopback port, runs the command with
# DATABASE_URL pointing at it, then stops and deletes the cluster whatever the outcome.
#
#   bash scripts/with-postgres.sh pnpm exec vitest run --project integration apps/secure-site
#
# The port is W3M_POSTGRES_PORT, else 4450 + W3M_PORT_OFFSET (scripts/ports.ts).
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pg_bin)" ]; then
  echo "[postgres] installing Debian's postgresql"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
bin=$(pg_bin)
port=${W3M_POSTGRES_PORT:-$((4450 + ${W3M_PORT_OFFSET:-0}))}
dir=$(mktemp -d "${TMPDIR:-/tmp}/w3m-postgres.XXXXXX")

# initdb refuses to run as root: there the cluster belongs to an unprivileged user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  owner=postgres
  id -u "$owner" >/dev/null 2>&1 || owner=nobody
  chown "$owner" "$dir"
  as_owner=(runuser -u "$owner" --)
fi

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

started=$SECONDS
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U w3m -A trust -E UTF8 --no-sync >/dev/null
# A test cluster: nothing in it must survive a crash, so no fsync.
if ! "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
  echo "[postgres] the server did not start on 127.0.0.1:$port:" >&2
  tail -n 20 "$dir/server.log" >&2
  exit 1
fi
export DATABASE_URL="postgres://w3m@127.0.0.1:$port/postgres"
echo "[postgres] $("$bin/postgres" --version) on 127.0.0.1:$port, ready in $((SECONDS - started)) s"
"$@"
