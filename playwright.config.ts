import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4179);
// The production build (HTTP backend) served by the Crema server on a fresh in-memory database.
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4180);
/** Walks written for the server build. */
const SERVER_SPECS = ['**/server-*.spec.ts'];
/**
 * Walks of locator and order ahead that run on the server build, what customers use; their tests tagged @fake
 * inject faults into the demo build's simulator and run there. Every other spec runs on the demo build.
 */
const SHARED_SPECS = ['**/locator.spec.ts', '**/ordering-menu.spec.ts', '**/ordering-layout.spec.ts', '**/ordering-store-prices.spec.ts', '**/store-choice.spec.ts', '**/cart-no-store.spec.ts', '**/history-reorder.spec.ts', '**/gifting.spec.ts', '**/account-overview.spec.ts', '**/cards.spec.ts', '**/home.spec.ts', '**/payments.spec.ts', '**/pickup.spec.ts', '**/rewards.spec.ts', '**/account.spec.ts'];
const FAKE_ONLY = /@fake/;

// Debian's Chromium, never a downloaded browser. Flags that work as root on these machines.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  // CI is a 2-core machine running two browsers beside the servers: an axe run on a busy page takes seconds there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  // The server's clock is put where Seattle's stores are open before the walks start (the page clock cannot move it).
  globalSetup: './e2e/server-clock.setup.ts',
  projects: [
    { name: 'desktop', testIgnore: [...SERVER_SPECS, ...SHARED_SPECS], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'desktop-faults', testMatch: SHARED_SPECS, grep: FAKE_ONLY, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'server',
      testMatch: [...SERVER_SPECS, ...SHARED_SPECS],
      grepInvert: FAKE_ONLY,
      // Every page asks a real server (sign-ins hash at OWASP's scrypt cost) beside a second worker on 2 cores.
      timeout: 90_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${SERVER_PORT}` },
    },
  ],
  webServer: [
    {
      command: `pnpm --filter @crema/web exec vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The compiled server, as `npm start` runs it (built first when its sources changed since its last build), on a
      // fresh in-memory database each run: the first start seeds the demo data (a little slower).
      command: 'node ../../scripts/build-if-changed.mjs server && node dist/main.js',
      cwd: 'packages/server',
      // Test controls: the clock the global setup moves (never on in a production start). Every browser of the
      // suite comes from one address, so the per-address limits of anonymous writes are raised for it (their own
      // server tests check the limits: packages/server/src/security).
      env: {
        PORT: String(SERVER_PORT),
        HOST: '127.0.0.1',
        CREMA_DATA_DIR: 'memory',
        CREMA_WEB_DIST: '../web/dist-http',
        CREMA_TEST_CONTROLS: '1',
        CREMA_BILLING_ADDRESS_RATE_PER_MINUTE: '600',
        CREMA_GUEST_PRICING_RATE_PER_MINUTE: '600',
        CREMA_GUEST_ORDER_RATE_PER_MINUTE: '600',
        CREMA_CHECK_IN_RATE_PER_MINUTE: '600',
      },
      url: `http://127.0.0.1:${SERVER_PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
