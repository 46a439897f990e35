#!/usr/bin/env bash
# Installs what the two README commands need, only where it is missing: pnpm, the workspace's
# dependencies, and (for the browser suite, when running as root) Debian's Chromium.
set -euo pipefail
PNPM_VERSION=12.21.0

if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || npm install -g "pnpm@$PNPM_VERSION"
fi

if [ ! -d node_modules/.pnpm ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  echo "› installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
fi

ensure_browser() {
  [ -x /usr/bin/chromium ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Chromium from Debian's packages (browser tests)"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null) || true
  fi
  [ -x /usr/bin/chromium ]
}
if [ "${NEED_BROWSER:-0}" = "1" ]; then ensure_browser || echo "! Chromium could not be installed"; fi
