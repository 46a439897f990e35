#!/usr/bin/env bash
# `npm run demo`: the static demo build on the in-browser fake backend (no server, no database). Its data
# lives in the browser's localStorage; fault injection (?faults=, window.__crema) works here only.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
PORT="${PORT:-4173}"
echo "› building the demo (fake backend)"
pnpm --filter @crema/web exec vite build --logLevel warn
echo "› Crema (demo, fake backend) is running at http://localhost:$PORT/ (Ctrl+C to stop)"
exec pnpm --filter @crema/web exec vite preview --host 0.0.0.0 --port "$PORT" --strictPort
