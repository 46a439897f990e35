import { defineConfig } from 'vitest/config';

// One run, three projects: the framework-free core and adapters run in node; the React adapter in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'adapters-fake', root: 'packages/adapters-fake', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'adapters-http', root: 'packages/adapters-http', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        extends: 'packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'packages/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
