import { defineConfig } from 'vitest/config';

// The domain's tests alone, for mutation testing (stryker.config.mjs).
export default defineConfig({
  test: { root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] },
});
