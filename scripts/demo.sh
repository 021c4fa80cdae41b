#!/usr/bin/env bash
# The README's first command: installs what it needs and starts the demo on the local stack
# (devnet chains and APIs, secure site, demo page) plus Storybook, printing the URLs to open.
source "$(dirname "$0")/bootstrap.sh"
exec pnpm exec tsx scripts/stack.ts --storybook "$@"
