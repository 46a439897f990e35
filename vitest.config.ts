import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, five projects: the framework-free core, the catalog and the adapters run in node; the React adapter in jsdom.
// A timeout is only a hang guard: the 2-core CI machine runs the jsdom flows several times slower
// than a workstation, so the 5 s default failed a passing test there.
const testTimeout = 30_000;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (one on the 2-core CI machine), but many files spend
    // their time waiting on a server process or a database, which the second worker fills: measured in
    // docs/performance.md.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', testTimeout, include: ['src/**/*.test.ts'] } },
      // The catalog's and the fake's locator tests build the store world (gazetteer + ~24,000 stores) in a beforeAll:
      // seconds alone, more under a loaded machine, so their hooks get the same hang guard as the tests.
      { test: { name: 'catalog', root: 'packages/catalog', environment: 'node', testTimeout, hookTimeout: testTimeout, include: ['src/**/*.test.ts'] } },
      { test: { name: 'adapters-fake', root: 'packages/adapters-fake', environment: 'node', testTimeout, hookTimeout: testTimeout, include: ['src/**/*.test.ts'] } },
      { test: { name: 'adapters-http', root: 'packages/adapters-http', environment: 'node', testTimeout, include: ['src/**/*.test.ts'] } },
      // Server tests open real databases (PGlite, and PostgreSQL when the test command started one): slower to start.
      { test: { name: 'server', root: 'packages/server', environment: 'node', testTimeout: 120_000, hookTimeout: 180_000, include: ['src/**/*.test.ts'] } },
      {
        extends: 'packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'packages/web',
          environment: 'jsdom',
          testTimeout,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
