#!/usr/bin/env bash
# `npm start`: install what is missing, build the web app for the server (HTTP backend) and the server itself when
# their sources changed since their last build (scripts/build-if-changed.mjs), then run the compiled server
# (packages/server/dist/main.js) on the embedded PostgreSQL (PGlite, data in .crema-data/): the API and the app on
# one port. DATABASE_URL=postgres://... uses a real PostgreSQL instead; CREMA_DATA_DIR moves the PGlite folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
export PORT="${PORT:-4173}"
node scripts/build-if-changed.mjs web server
echo "› starting the server (first start seeds the demo data; it takes a little longer)"
cd packages/server
exec node dist/main.js
