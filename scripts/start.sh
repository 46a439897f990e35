#!/usr/bin/env bash
# `npm start`: install what is missing, build the web app for the server (HTTP backend), then run the Crema
# server on the embedded PostgreSQL (PGlite, data in .crema-data/): the API and the app on one port.
# DATABASE_URL=postgres://... uses a real PostgreSQL instead; CREMA_DATA_DIR moves the PGlite folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
export PORT="${PORT:-4173}"
echo "› building the web app (HTTP backend)"
VITE_CREMA_BACKEND=http pnpm --filter @crema/web exec vite build --logLevel warn --outDir dist-http --emptyOutDir
echo "› starting the server (first start seeds the demo data; it takes a little longer)"
cd packages/server
exec node --import tsx src/main.ts
