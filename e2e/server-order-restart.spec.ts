// A server restart while the member's order page is open (issue #28): the member orders at 1st & Pike and opens the
// order's page; the server stops (SIGTERM, as a deploy stops it) and the page says it lost its live connection;
// the server starts again on the same port and data; the store's partner starts the order and marks it ready
// through the API; the page, never reloaded, shows "Ready for pickup" and comes back to live.
//
// The suite's own server (playwright.config.ts) cannot be restarted by a walk, so this walk starts its own: the
// compiled server (built by the config's webServer step) on PGlite in a temporary folder (the data survives the
// restart), with the test clock, serving a copy of the web build taken at the start (both starts serve the very
// build the open page came from, as a restart of one deploy does, whatever builds meanwhile). Its port is the suite's server port + 50: a fixed port (the page's origin stays
// the same across the restart; a port below the system's ephemeral range cannot be taken meanwhile by an outgoing
// connection), apart from the suite's two ports, and apart between runs with other E2E ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, request as requests, type APIRequestContext } from '@playwright/test';
import { SERVER_PORT } from '../playwright.config';
import { advanceFrom } from './server-clock.setup';
import { memberOrdersAndTracks, testFailingOnPageErrors } from './support';
import { drinkAt } from './server-api';

const PORT = SERVER_PORT + 50;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SERVER_DIR = resolve(__dirname, '../packages/server');
const WEB_BUILD = resolve(__dirname, '../packages/web/dist-http');
/** Written last by a web build (scripts/build-if-changed.mjs), removed first: a build with it is whole. */
const WEB_BUILD_STAMP = join(WEB_BUILD, '.vite', 'crema-build-stamp');
const PIKE = '10001-65096';
const PIKE_PARTNER = { email: 'pike@crema.coffee', password: 'Crema-Pike-2026' } as const;
const LIVE = 'Live: this page updates by itself.';
const CUT = 'Live updates were cut. Checking for changes every few seconds.';
/** A first start seeds some 24,000 stores into the folder: minutes on a busy 2-core machine. */
const START_BUDGET_MS = 240_000;

// Uncaught page errors fail the walk; while the server is down the browser's reports of refused requests are expected.
const test = testFailingOnPageErrors(/^Failed to load resource|net::ERR_/);

test.use({ baseURL: ORIGIN });
test.describe.configure({ timeout: 2 * START_BUDGET_MS + 180_000 });

interface RunningServer {
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

const stampNow = (): string | undefined => (existsSync(WEB_BUILD_STAMP) ? readFileSync(WEB_BUILD_STAMP, 'utf8') : undefined);

/** A whole copy of the web build into `into`: taken again if a build started while it was copied. */
const copyWebBuild = async (into: string): Promise<string> => {
  for (;;) {
    await expect.poll(stampNow, { message: 'a whole web build (node scripts/build-if-changed.mjs web)', timeout: 120_000 }).not.toBeUndefined();
    const stamp = stampNow();
    rmSync(into, { recursive: true, force: true });
    cpSync(WEB_BUILD, into, { recursive: true });
    if (stamp !== undefined && stampNow() === stamp) return into;
  }
};

/** The compiled server on `dataDir` at PORT serving `webDist`, its test clock at `clockStart`; resolves once it listens. */
const startServer = (dataDir: string, webDist: string, clockStart: number): Promise<RunningServer> => {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      CREMA_DATA_DIR: dataDir,
      CREMA_WEB_DIST: webDist,
      CREMA_TEST_CONTROLS: '1',
      CREMA_TEST_CLOCK_START: String(clockStart),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (c: Buffer) => {
    errors += c.toString();
  });
  const stop = (): Promise<void> =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise<RunningServer>((listening, failed) => {
    let out = '';
    const timer = setTimeout(() => {
      void stop();
      failed(new Error(`the server did not start in ${START_BUDGET_MS / 1000} s\n${errors}`));
    }, START_BUDGET_MS);
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (/\{"listening":"[^"]+"\}/.test(out)) {
        clearTimeout(timer);
        listening({ child, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      failed(new Error(`the server exited (${String(code)}) on port ${PORT}\n${errors}`));
    });
  });
};

/** The server's test clock now (moving it by nothing). */
const serverNow = async (api: APIRequestContext): Promise<number> => {
  const r = await api.post('/__test/clock', { data: { advanceMs: 0 } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { now: number }).now;
};

let folder: string | undefined;
let server: RunningServer | undefined;

test.afterAll(async () => {
  await server?.stop();
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

test('a server restart while the order page is open: the page resumes and shows the moves made meanwhile', async ({ page }) => {
  folder = mkdtempSync(join(tmpdir(), 'crema-restart-'));
  const dataDir = join(folder, 'data');
  const webDist = await copyWebBuild(join(folder, 'web'));
  // Where Seattle's stores are open, as the suite's global setup puts its own server's clock.
  server = await startServer(dataDir, webDist, Date.now() + advanceFrom(Date.now()));
  const found = await drinkAt(page.request, PIKE);
  if (found === undefined) throw new Error('1st & Pike sells no drink');

  // The member orders a drink at 1st & Pike and opens the order's page.
  const orderId = await memberOrdersAndTracks(page, PIKE, found.drink);
  const step = page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');
  await expect(step).toContainText('Order received', { timeout: 20_000 });
  await expect(page.getByText(LIVE)).toBeVisible({ timeout: 20_000 });

  // The server stops, as a deploy stops it: the page says its live connection is lost, and keeps the order.
  const clockAhead = (await serverNow(page.request)) - Date.now();
  await server.stop();
  await expect(page.getByText(CUT)).toBeVisible({ timeout: 20_000 });
  await expect(step).toContainText('Order received');

  // It starts again on the same port and data, its clock where it was; the partner moves the order meanwhile.
  server = await startServer(dataDir, webDist, Date.now() + clockAhead);
  const partner = await requests.newContext({ baseURL: ORIGIN });
  try {
    expect((await partner.post('/apiproxy/v1/account/sign-in', { data: PIKE_PARTNER })).ok()).toBe(true);
    for (const move of ['startPreparing', 'markReady']) {
      const moved = await partner.post(`/apiproxy/v1/store/orders/${encodeURIComponent(orderId)}/moves`, { data: { move } });
      expect(moved.status(), await moved.text()).toBe(200);
    }
  } finally {
    await partner.dispose();
  }

  // The page, never reloaded, shows the order ready and is live again (the stream's next try, up to 30 s apart).
  await expect(step).toContainText('Ready for pickup', { timeout: 45_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Order status: Ready for pickup.' })).toBeAttached();
  await expect(page.getByText(LIVE)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(CUT)).toHaveCount(0);
});
