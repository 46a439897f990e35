import { defineConfig } from 'vitest/config';

// Tests of the capabilities under mutation (stryker.config.mjs; STRYKER_CAPS narrows them): the domain's
// own tests and the fake adapters' tests of the same capability (use cases run against the fakes there).
const caps = (process.env.STRYKER_CAPS ?? 'gifting,cards,payments,account,rewards,stream,pickup').split(',');
export default defineConfig({
  test: {
    environment: 'node',
    include: caps.flatMap((c) => [`packages/domain/src/${c}/**/*.test.ts`, `packages/adapters-fake/src/${c}/**/*.test.ts`]),
  },
});
