#!/usr/bin/env bash
# Flake check, not part of CI (it is long): the browser suite three times over, every page's CPU
# slowed (W3M_CPU_THROTTLE, applied by e2e/fixtures.ts), no retry. A test that passes only on a
# quiet machine fails here. Extra arguments go to Playwright (a spec path narrows the run).
#   bash scripts/flake-check.sh                  # the whole suite, CPU 4x slower
#   W3M_CPU_THROTTLE=6 bash scripts/flake-check.sh e2e/modal
set -euo pipefail
cd "$(dirname "$0")/.."
export W3M_CPU_THROTTLE="${W3M_CPU_THROTTLE:-4}"
pnpm --filter @w3m/demo build >/dev/null
exec pnpm exec playwright test --repeat-each 3 --retries 0 "$@"
