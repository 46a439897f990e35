import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4179);
// The production build (HTTP backend) served by the Crema server on a fresh in-memory database.
const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4180);
/** Walks that run against the server build (the rest use the demo build's fault injection). */
const SERVER_SPECS = ['**/server-*.spec.ts'];

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
  projects: [
    { name: 'desktop', testIgnore: SERVER_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'server', testMatch: SERVER_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${SERVER_PORT}` } },
  ],
  webServer: [
    {
      command: `pnpm --filter @crema/web exec vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A fresh in-memory database each run: the first start seeds the demo data (a little slower).
      command: 'node --import tsx src/main.ts',
      cwd: 'packages/server',
      env: { PORT: String(SERVER_PORT), HOST: '127.0.0.1', CREMA_DATA_DIR: 'memory', CREMA_WEB_DIST: '../web/dist-http' },
      url: `http://127.0.0.1:${SERVER_PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
