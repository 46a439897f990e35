// Lighthouse benchmark (mobile) of the production start: '/', '/store-locator' and '/menu', served by the
// Crema server on a fresh in-memory database on a free port. Prints performance and accessibility scores,
// LCP, TBT and CLS per page (the median run when --runs > 1). A benchmark, not a test: it never fails on
// a slow machine, only when it cannot measure at all.
//
//   node scripts/lighthouse.mjs                 build the production app (HTTP backend), then measure
//   node scripts/lighthouse.mjs --no-build      measure the existing packages/web/dist-http
//   node scripts/lighthouse.mjs --runs 3        three runs per page, the median reported
//   node scripts/lighthouse.mjs --json out.json the figures as JSON too
//   node scripts/lighthouse.mjs --details       also the LCP element, its phases, the bytes each page loads and its longest tasks
//   node scripts/lighthouse.mjs --pages /,/menu only these pages
//   node scripts/lighthouse.mjs --reports DIR   each run's whole Lighthouse report kept in DIR (requests, tasks)
//   node scripts/lighthouse.mjs --cpu-slowdown 1   another CPU multiplier than mobile's 4 (Lighthouse's calibration
//                                               advice: 1 on a machine whose index is far below 1000, as a loaded one)
//   node scripts/lighthouse.mjs --no-build --dist /path/to/dist-http   another production build (a comparison)
//
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) with the flags the browser suite uses; no network
// beyond 127.0.0.1. Lighthouse's default mobile settings: a Moto G Power-sized screen, simulated slow 4G and a
// 4x slower CPU (so figures depend on this machine's load: compare runs made on the same machine).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const MOBILE_THROTTLING = throttling.mobileSlow4G;

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Math.max(1, Number(option('--runs', '1')));
const jsonOut = option('--json', undefined);
const details = flag('--details');
const reportsDir = option('--reports', undefined);
const cpuSlowdown = option('--cpu-slowdown', undefined);
const dist = resolve(option('--dist', join(root, 'packages/web/dist-http')));
const PAGES = option('--pages', '/,/store-locator,/menu').split(',');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The browser suite's flags (playwright.config.ts), headless.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const waitFor = async (url, what, ms) => {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return r;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s`);
    await sleep(250);
  }
};

const children = [];
const stopAll = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

if (!flag('--no-build')) {
  console.log('› building the production app (HTTP backend)');
  const b = spawnSync('pnpm', ['--filter', '@crema/web', 'exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-http', '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_CREMA_BACKEND: 'http' },
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// The production start, as playwright.config.ts's server project runs it: a fresh in-memory database.
const serverPort = await freePort();
console.log(`› starting the Crema server on 127.0.0.1:${serverPort} (in-memory database; the first start seeds the demo data)`);
const server = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'packages/server'),
  env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', CREMA_DATA_DIR: 'memory', CREMA_WEB_DIST: dist },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(server);
const base = `http://127.0.0.1:${serverPort}`;
const serverExit = new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`the Crema server stopped (exit code ${code})`))));
serverExit.catch(() => undefined);
await Promise.race([waitFor(`${base}/`, 'the Crema server', 240_000), serverExit]);

/** One Lighthouse run in a fresh browser profile. */
const measure = async (path) => {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'crema-lighthouse-'));
  const chrome = spawn(CHROME, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  children.push(chrome);
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium', 30_000);
    const result = await lighthouse(`${base}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, cpuSlowdown === undefined ? undefined : { extends: 'lighthouse:default', settings: { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: Number(cpuSlowdown) } } });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
    if (reportsDir !== undefined) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(join(reportsDir, `${path.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      lcpPhases: Object.fromEntries(
        (audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]),
      ),
      // The longest main-thread tasks of the simulated load: start + duration (ms) and the script each ran.
      longTasks: (audits['long-tasks']?.details?.items ?? []).slice(0, 6).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(/^https?:\/\/[^/]+/, '')}`),
      bytes: audits['total-byte-weight']?.numericValue,
      requests: audits['network-requests']?.details?.items?.length,
      failedA11y: Object.values(audits)
        .filter((a) => a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id),
    };
  } finally {
    chrome.kill('SIGTERM');
    await new Promise((r) => (chrome.exitCode !== null ? r() : chrome.once('exit', r)));
    // Chromium's helpers may still be writing into the profile as it exits: retried, and a folder left behind
    // in the temporary directory never costs the measurement that was made.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      /* left for the system's temporary-file cleanup */
    }
  }
};

/** A run Lighthouse could not finish (a loaded machine times out the DevTools protocol) is tried once more. */
const measureOnce = async (path) => {
  try {
    return await measure(path);
  } catch (e) {
    console.error(`  ${path}: ${e instanceof Error ? e.message : String(e)}; measuring again`);
    return measure(path).catch((again) => {
      console.error(`  ${path}: ${again instanceof Error ? again.message : String(again)}; not measured`);
      return undefined;
    });
  }
};

const figures = {};
for (const path of PAGES) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const r = await measureOnce(path);
    if (r !== undefined) all.push(r);
  }
  if (all.length === 0) continue;
  // The run with the median performance score, reported whole.
  figures[path] = { ...[...all].sort((a, b) => a.performance - b.performance)[Math.floor((all.length - 1) / 2)], runs: all.length };
}
server.kill('SIGTERM');

const pad = (s, n) => String(s).padEnd(n);
console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile${cpuSlowdown === undefined ? '' : ` (CPU ${cpuSlowdown}x)`}, production start (${base})`);
// Lighthouse's measure of this machine's speed when the page ran: its mobile settings assume ~1000 or more;
// far below that (a loaded machine) every figure is pessimistic.
console.log(`${pad('page', 16)}${pad('perf', 7)}${pad('a11y', 7)}${pad('LCP', 9)}${pad('FCP', 9)}${pad('TBT', 9)}${pad('CLS', 8)}machine index`);
for (const path of PAGES.filter((p) => !(p in figures))) console.log(`${pad(path, 16)}not measured`);
for (const [path, f] of Object.entries(figures)) {
  console.log(
    `${pad(path, 16)}${pad(f.performance.toFixed(2), 7)}${pad(f.accessibility.toFixed(2), 7)}${pad(`${(f.lcpMs / 1000).toFixed(2)} s`, 9)}${pad(`${(f.fcpMs / 1000).toFixed(2)} s`, 9)}${pad(`${Math.round(f.tbtMs)} ms`, 9)}${pad(f.cls.toFixed(3), 8)}${Math.round(f.benchmarkIndex)}` +
      (f.failedA11y.length ? `   accessibility audits failing: ${f.failedA11y.join(', ')}` : ''),
  );
}
if (details) {
  for (const [path, f] of Object.entries(figures)) {
    console.log(`\n${path}: LCP element ${f.lcpElement ?? '(none)'}`);
    console.log(`  phases (ms): ${JSON.stringify(f.lcpPhases)}; ${f.requests} requests, ${Math.round(f.bytes / 1024)} KB transferred`);
    if (f.longTasks.length > 0) console.log(`  long tasks (start+ms): ${f.longTasks.join(', ')}`);
  }
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(figures, null, 2)}\n`);
process.exit(0);
