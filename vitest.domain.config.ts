import { defineConfig } from 'vitest/config';

// The domain's tests for the capabilities under mutation (stryker.config.mjs; STRYKER_CAPS narrows them).
const caps = (process.env.STRYKER_CAPS ?? 'gifting,cards,payments,account,rewards,stream,pickup').split(',');
export default defineConfig({
  test: { root: 'packages/domain', environment: 'node', include: caps.map((c) => `src/${c}/**/*.test.ts`) },
});
