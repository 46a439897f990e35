// Mutation testing of the domain: `npm run mutation [capability ...]` (scripts/mutation.mjs; slow: minutes, not part
// of `npm test`). Report: reports/mutation/mutation.html. STRYKER_CAPS names the capabilities (the script sets it).
const caps = (process.env.STRYKER_CAPS ?? 'gifting,cards,payments,account,rewards,stream,pickup').split(',');
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.domain.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: caps.flatMap((c) => [
    `packages/domain/src/${c}/**/*.ts`,
    `!packages/domain/src/${c}/**/*.test.ts`,
    `!packages/domain/src/${c}/**/*.contract.ts`,
    `!packages/domain/src/${c}/**/index.ts`,
    `!packages/domain/src/${c}/**/test-*.ts`,
    `!packages/domain/src/${c}/contract/**`,
  ]),
  reporters: ['clear-text', 'progress', 'html', 'json'],
  coverageAnalysis: 'perTest',
  // Static mutants (top-level constant tables) re-run every test; the catalogue texts are pinned by example tests.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20000,
  thresholds: { high: 85, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
