import { defineConfig } from 'vitest/config';

// One run, three projects: the framework-free core and adapters run in node; the React adapter in jsdom.
// A timeout is only a hang guard: the 2-core CI machine runs the jsdom flows several times slower
// than a workstation, so the 5 s default failed a passing test there.
const testTimeout = 30_000;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', testTimeout, include: ['src/**/*.test.ts'] } },
      { test: { name: 'adapters-fake', root: 'packages/adapters-fake', environment: 'node', testTimeout, include: ['src/**/*.test.ts'] } },
      { test: { name: 'adapters-http', root: 'packages/adapters-http', environment: 'node', testTimeout, include: ['src/**/*.test.ts'] } },
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
