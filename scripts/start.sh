#!/usr/bin/env bash
# `npm start`: install what is missing, build the production app on the embedded fake backend, and serve it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
PORT="${PORT:-4173}"
echo "› building"
pnpm --filter @crema/web exec vite build --logLevel warn
echo "› Crema is running at http://localhost:$PORT/ (Ctrl+C to stop)"
exec pnpm --filter @crema/web exec vite preview --host 0.0.0.0 --port "$PORT" --strictPort
