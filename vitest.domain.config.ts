import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the capabilities under mutation (stryker.config.mjs; STRYKER_CAPS narrows them): the domain's
// own tests and the fake adapters' tests of the same capability (use cases run against the fakes there).
const caps = (process.env.STRYKER_CAPS ?? 'gifting,cards,payments,account,rewards,stream,pickup').split(',');
// '@crema/domain' resolves through packages/*/node_modules, which Stryker symlinks to the ORIGINAL tree, so
// without these aliases the adapters-fake tests would exercise the unmutated domain of /work/main instead of
// the sandbox's mutated copy (and cover nothing). Resolve it to this directory's packages/domain/src instead.
const domainSrc = fileURLToPath(new URL('./packages/domain/src/', import.meta.url));
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@crema\/domain$/, replacement: `${domainSrc}index.ts` },
      { find: /^@crema\/domain\/([^/]+)$/, replacement: `${domainSrc}$1/index.ts` },
      { find: /^@crema\/domain\/([^/]+)\/contract$/, replacement: `${domainSrc}$1/contract/index.ts` },
    ],
  },
  test: {
    environment: 'node',
    include: caps.flatMap((c) => [`packages/domain/src/${c}/**/*.test.ts`, `packages/adapters-fake/src/${c}/**/*.test.ts`]),
  },
});
