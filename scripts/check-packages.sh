#!/usr/bin/env bash
# publint and arethetypeswrong on every publishable package (those not marked private).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for dir in packages/*/; do
  grep -q '"private": true' "$dir/package.json" && continue
  echo "--- $dir"
  (cd "$dir" && pnpm exec publint --strict) || status=1
  (cd "$dir" && pnpm exec attw --pack . --profile esm-only --format table-flipped) || status=1
done
exit $status
