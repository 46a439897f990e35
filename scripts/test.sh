#!/usr/bin/env bash
# `npm test`: install what is missing, then every suite (see scripts/run-all.mjs). Ends with 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
NEED_BROWSER=1 bash scripts/ensure-tools.sh || { echo "0 passed, 1 failed"; exit 1; }
exec node scripts/run-all.mjs "$@"
