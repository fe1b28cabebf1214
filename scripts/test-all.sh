#!/usr/bin/env bash
# The README's test command: sets up what the suites need (scripts/setup-test-deps.sh: Debian's
# packages, and Node 24 in .tools/node/ when the machine's Node is older than 22), puts that Node
# first on PATH, then installs the dependencies and runs every suite on it. One command, so a
# machine with an older Node needs no second step, and npm never checks the engines against it.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-test-deps.sh
if [ -x .tools/node/bin/node ]; then
  export PATH="$PWD/.tools/node/bin:$PATH"
fi
echo "[test-all] node $(node -v), npm $(npm -v)"
started=$SECONDS
npm ci --no-audit --no-fund
echo "[test-all] npm ci took $((SECONDS - started)) s"
npm test
echo "[test-all] npm ci and npm test took $((SECONDS - started)) s"
