// Runs every suite in order and ends with one plain line 'N passed, N failed' counting every test of
// every suite (CI reads only that line). Stages: type check, boundary check, unit/property/component
// tests, production build with the bundle budget, browser suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { startPostgres } from './postgres.mjs';

const CI = process.env.CI === 'true';
const started = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];
mkdirSync('.reports', { recursive: true });

const sh = (title, cmd, args, env = {}) => {
  console.log(`\n━━ ${title} ━━`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  return { ok: r.status === 0, secs };
};
const check = (title, cmd, args, env) => {
  const r = sh(title, cmd, args, env);
  if (r.ok) passed++;
  else failed++;
  summary.push(`${r.ok ? '✓' : '✗'} ${title} (${r.secs}s)`);
  return r.ok;
};

/** A step run beside others: its output is kept and printed whole when it ends, so steps never interleave. */
const checkBeside = (title, cmd, args) =>
  new Promise((done) => {
    const t = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => {
      const secs = ((Date.now() - t) / 1000).toFixed(1);
      console.log(`\n━━ ${title} ━━\n${out}`);
      if (code === 0) passed++;
      else failed++;
      summary.push(`${code === 0 ? '✓' : '✗'} ${title} (${secs}s)`);
      done(code === 0);
    });
  });

// The static checks are single-threaded: they run side by side, with the PostgreSQL start (most of it waiting).
// The server's repository tests run on PGlite always, and on a real PostgreSQL when one can be had here.
// (The checks are spawned first: the PostgreSQL start blocks this process while it installs and runs initdb.)
const checks = [
  checkBeside('Type check (tsc -b)', 'pnpm', ['exec', 'tsc', '-b']),
  checkBeside('Dependency boundaries', 'node', ['scripts/check-boundaries.mjs']),
  checkBeside('The boundary check refuses what it must (node --test)', 'node', ['--test', 'scripts/check-boundaries.test.mjs']),
  checkBeside('Lint (ESLint: typescript-eslint, React hooks)', 'pnpm', ['exec', 'eslint', '--max-warnings', '0', 'packages', 'e2e', 'scripts']),
];
const postgres = await startPostgres();
await Promise.all(checks);
if (postgres.url === undefined) {
  const msg = `!!! SERVER TESTS ON POSTGRESQL NOT RUN: ${postgres.skipped} !!!`;
  console.log(`\n${'!'.repeat(msg.length)}\n${msg.toUpperCase()}\n${'!'.repeat(msg.length)}`);
  if (CI && postgres.installable) { failed++; summary.push('✗ PostgreSQL could be installed but did not run under CI'); }
  else { skipped++; summary.push(`! server tests on PostgreSQL SKIPPED: ${postgres.skipped}`); }
} else summary.push('✓ PostgreSQL started for the server tests (and PGlite)');

// Unit, property, contract and component tests.
rmSync('.reports/vitest.json', { force: true });
const unit = sh('Unit, property and component tests (vitest)', 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json'], postgres.url ? { CREMA_TEST_POSTGRES_URL: postgres.url } : {});
postgres.stop?.();
if (existsSync('.reports/vitest.json')) {
  const v = JSON.parse(readFileSync('.reports/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests + (unit.ok || v.numFailedTests > 0 ? 0 : 1);
  skipped += v.numPendingTests + v.numTodoTests;
  summary.push(`${unit.ok ? '✓' : '✗'} vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed (${unit.secs}s)`);
  // Name each failure in the summary, since CI keeps only the end of the output.
  for (const file of v.testResults)
    for (const t of file.assertionResults.filter((a) => a.status === 'failed'))
      summary.push(`    ✗ ${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}: ${(t.failureMessages[0] ?? '').split('\n')[0].slice(0, 200)}`);
} else {
  failed++;
  summary.push('✗ vitest produced no report');
}

// The production build (npm start's: HTTP backend, served by the server) and the demo build (the fake).
// npm start's own build step: a later `npm start` finds it current and starts at once.
const production = check('Production build (HTTP backend)', 'node', ['scripts/build-if-changed.mjs', 'web']);
if (production) {
  check('Bundle budget', 'node', ['scripts/bundle-budget.mjs']);
  check('No fake backend in the production build', 'node', ['scripts/check-production-bundle.mjs']);
} else { failed += 2; summary.push('✗ Bundle budget and fake check (no build)'); }
const built = check('Demo build (fake backend)', 'pnpm', ['--filter', '@crema/web', 'exec', 'vite', 'build', '--logLevel', 'warn']);
// The demo build's first page, for comparison: a figure, not a budget (its simulator is not what customers load).
if (built) sh('Demo build: initial JS for /', 'node', ['scripts/bundle-budget.mjs', 'packages/web/dist', '--report']);

// Browser suite against the production build.
const browser = existsSync('/usr/bin/chromium');
if (!browser) {
  const msg = '!!! BROWSER SUITE NOT RUN: /usr/bin/chromium is missing (install Debian package chromium) !!!';
  console.log(`\n${'!'.repeat(msg.length)}\n${msg}\n${'!'.repeat(msg.length)}`);
  if (CI) { failed++; summary.push('✗ browser suite: no Chromium under CI'); }
  else { skipped++; summary.push('! browser suite SKIPPED: no Chromium'); }
} else if (built) {
  rmSync('.reports/playwright.json', { force: true });
  const e2e = sh('Browser suite (Playwright, Chromium)', 'pnpm', ['exec', 'playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '.reports/playwright.json' });
  if (existsSync('.reports/playwright.json')) {
    const s = JSON.parse(readFileSync('.reports/playwright.json', 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected + (e2e.ok || s.unexpected > 0 ? 0 : 1);
    skipped += s.skipped;
    summary.push(`${e2e.ok ? '✓' : '✗'} playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped (${e2e.secs}s)`);
  } else {
    failed++;
    summary.push('✗ playwright produced no report');
  }
}

console.log(`\n━━ Summary (${((Date.now() - started) / 1000).toFixed(0)}s) ━━\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
