#!/usr/bin/env bash
# Flake hunt: runs the vitest suite N times (default 3) while the CPU is kept busy, then the Playwright suite
# twice, and lists every test that failed in any run (a test that fails only sometimes is a flake to fix at
# its cause, never with a longer timeout).
#
#   bash scripts/flake-hunt.sh [N]          the whole hunt (tens of minutes: not on a machine others share)
#   FLAKE_VITEST_ARGS='--project server' FLAKE_E2E_RUNS=0 bash scripts/flake-hunt.sh 1
#                                            a small one: one vitest project, once, no browser runs
#
# Load: stress-ng from Debian (installed with apt-get when missing and we are root) on FLAKE_LOAD_CPUS workers
# (default: one per core, so the tests get about half of each core); without it, as many busy-loop node processes.
# Every run's JSON report is kept in .reports/flake-hunt/; the summary is the last lines, and the exit status is 1
# when any test failed in any run.
set -uo pipefail
cd "$(dirname "$0")/.."

RUNS="${1:-3}"
E2E_RUNS="${FLAKE_E2E_RUNS:-2}"
CPUS="${FLAKE_LOAD_CPUS:-$(nproc)}"
OUT="$PWD/.reports/flake-hunt"
rm -rf "$OUT" && mkdir -p "$OUT"

# The load: stress-ng when it is there or can be installed; otherwise busy node processes.
if ! command -v stress-ng >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "› installing stress-ng from Debian's packages"
  apt-get update -qq >/dev/null 2>&1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null 2>&1
fi
LOAD_PIDS=()
if command -v stress-ng >/dev/null 2>&1; then
  stress-ng --cpu "$CPUS" --cpu-load 100 --quiet &
  LOAD_PIDS+=($!)
  echo "› load: stress-ng on $CPUS CPU workers"
else
  for _ in $(seq "$CPUS"); do
    node -e 'for (;;) {}' &
    LOAD_PIDS+=($!)
  done
  echo "› load: $CPUS busy-loop node processes (stress-ng could not be installed)"
fi
# Only the load processes this script started, by their ids.
stop_load() { for p in "${LOAD_PIDS[@]}"; do kill "$p" 2>/dev/null; done; wait "${LOAD_PIDS[@]}" 2>/dev/null; LOAD_PIDS=(); }
trap stop_load EXIT

# The test command's PostgreSQL, so the server suites run on both databases as in `npm test`.
PG_JSON="$OUT/postgres.json"
node --input-type=module -e "
  import { startPostgres } from './scripts/postgres.mjs';
  import { writeFileSync } from 'node:fs';
  const pg = await startPostgres();
  writeFileSync('$PG_JSON', JSON.stringify({ url: pg.url ?? '', skipped: pg.skipped ?? '' }));
  if (pg.url) { process.on('SIGTERM', () => { pg.stop(); process.exit(0); }); setInterval(() => {}, 1 << 30); }
" &
PG_PID=$!
for _ in $(seq 120); do [ -s "$PG_JSON" ] && break; sleep 1; done
PG_URL="$(node -e "try { console.log(JSON.parse(require('fs').readFileSync('$PG_JSON', 'utf8')).url) } catch { console.log('') }")"
[ -z "$PG_URL" ] && echo "! no PostgreSQL: the server suites run on PGlite only"
stop_pg() { kill "$PG_PID" 2>/dev/null; wait "$PG_PID" 2>/dev/null; }
trap 'stop_load; stop_pg' EXIT

read -r -a VITEST_ARGS <<< "${FLAKE_VITEST_ARGS:-}"
for i in $(seq "$RUNS"); do
  echo "› vitest run $i of $RUNS (under load)"
  CREMA_TEST_POSTGRES_URL="$PG_URL" pnpm exec vitest run "${VITEST_ARGS[@]}" --reporter=dot --reporter=json --outputFile.json="$OUT/vitest-$i.json" >"$OUT/vitest-$i.log" 2>&1
  echo "  exit $?"
done
stop_load
stop_pg

# The browser suite without the extra load (it already runs two browsers beside two servers on 2 cores), and
# without retries: a test that passes only on its retry is what this hunt is for.
for i in $(seq "$E2E_RUNS"); do
  echo "› Playwright run $i of $E2E_RUNS"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright-$i.json" CI=false pnpm exec playwright test --retries=0 >"$OUT/playwright-$i.log" 2>&1
  echo "  exit $?"
done

node --input-type=module -e "
  import { readdirSync, readFileSync } from 'node:fs';
  const dir = '$OUT';
  const failed = new Map();
  const note = (name, run) => failed.set(name, [...(failed.get(name) ?? []), run]);
  let runs = 0;
  for (const f of readdirSync(dir).filter((f) => /^(vitest|playwright)-\d+\.json$/.test(f)).sort()) {
    runs++;
    const run = f.replace(/\.json$/, '');
    const r = JSON.parse(readFileSync(dir + '/' + f, 'utf8'));
    if (f.startsWith('vitest')) {
      for (const file of r.testResults ?? []) {
        if (file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed')) note(file.name + ' (the file failed: ' + String(file.message ?? '').split('\n')[0] + ')', run);
        for (const a of file.assertionResults ?? []) if (a.status === 'failed') note(file.name.replace(process.cwd() + '/', '') + ' > ' + a.fullName, run);
      }
    } else {
      const walk = (suite, path) => {
        for (const s of suite.suites ?? []) walk(s, [...path, s.title]);
        for (const spec of suite.specs ?? [])
          for (const t of spec.tests ?? []) if (t.status === 'unexpected' || t.status === 'flaky') note('[' + t.projectName + '] ' + [...path, spec.title].join(' > '), run);
      };
      for (const s of r.suites ?? []) walk(s, [s.title]);
    }
  }
  const expected = $RUNS + $E2E_RUNS;
  if (runs < expected) note('(' + (expected - runs) + ' run(s) left no report: see the logs in ' + dir + ')', 'all');
  console.log('');
  if (failed.size === 0) console.log('Flake hunt: no test failed in ' + runs + ' run(s).');
  else {
    console.log('Flake hunt: ' + failed.size + ' test(s) failed in some run:');
    for (const [name, rs] of failed) console.log('  ✗ ' + name + '  [' + rs.join(', ') + ']');
  }
  process.exitCode = failed.size === 0 ? 0 : 1;
"
