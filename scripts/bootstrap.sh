# Sourced by scripts/demo.sh and scripts/test-all.sh: makes pnpm available and installs the
# workspace's packages. On a fresh machine with only Node and npm, this is all that is needed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "[bootstrap] installing pnpm 10 with npm"
  # Corepack cannot fetch pnpm here; npm can. Without a writable global prefix, use a local one.
  if ! npm install -g pnpm@10 >/dev/null 2>&1; then
    npm install --prefix "$HOME/.w3m-tools" pnpm@10 >/dev/null
    export PATH="$HOME/.w3m-tools/node_modules/.bin:$PATH"
  fi
fi
echo "[bootstrap] pnpm $(pnpm --version)"
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3
