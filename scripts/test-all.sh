#!/usr/bin/env bash
# The README's second command: installs what it needs (pnpm, packages, Debian's chromium) and
# runs every suite. Each suite prints its own summary; the last line sums up the tests.
source "$(dirname "$0")/bootstrap.sh"
set +e
# Plain logs: CI reads them as text.
export NO_COLOR=1

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "[bootstrap] installing Debian's chromium"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

out=$(mktemp -d)
failed_suites=()
suite() {
  local name=$1; shift
  local started=$SECONDS
  echo
  echo "=== $name"
  if "$@"; then
    echo "=== $name: ok ($((SECONDS - started)) s)"
  else
    echo "=== $name: FAILED ($((SECONDS - started)) s)"
    failed_suites+=("$name")
  fi
}

suite lint pnpm exec biome ci . --colors=off
# tsc runs on one core: two projects at a time, each line of output prefixed with its package.
suite typecheck bash -c 'pnpm -r --workspace-concurrency=2 --no-sort typecheck && pnpm exec tsc --noEmit -p .'
suite unit pnpm exec vitest run --project '!integration' --reporter=default --reporter=json --outputFile.json="$out/unit.json"
suite build pnpm -r build
suite package-checks bash scripts/check-packages.sh
# A dapp's own wallet tests on the built @w3m/testing, as a developer who embeds w3m runs them.
suite example-dapp env PW_JSON_OUTPUT="$out/example-dapp.json" pnpm --filter @w3m/example-dapp-tests test
suite import-cycles pnpm exec madge --circular --extensions ts,tsx --ts-config tsconfig.base.json packages/frame-bridge/src packages/modal/src packages/api-schemas/src apps/devnet/src apps/secure-site/src apps/demo/src packages/testing/src
suite size-budget pnpm exec size-limit
suite storybook bash -c "set -o pipefail; pnpm exec storybook build -o storybook-static --quiet && pnpm exec tsx scripts/storybook-render.ts storybook-static | tee '$out/storybook.txt'"
suite integration env -u DATABASE_URL pnpm exec vitest run --project integration --reporter=default --reporter=json --outputFile.json="$out/integration.json"
# The secure site's suite (two instances, one killed mid-login) and the devnet's database opening,
# again on a real Postgres server.
suite integration-postgres bash scripts/with-postgres.sh pnpm exec vitest run --project integration apps/secure-site apps/devnet/src/db/openPostgres --reporter=default --reporter=json --outputFile.json="$out/integration-postgres.json"
suite browser env PW_JSON_OUTPUT="$out/browser.json" pnpm exec playwright test

echo
if [ ${#failed_suites[@]} -gt 0 ]; then echo "failed suites: ${failed_suites[*]}"; fi
# The closing line: every test of every runner, summed from their own reports.
pnpm exec tsx scripts/sum-results.ts "$out" "${#failed_suites[@]}"
