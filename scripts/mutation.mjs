// `npm run mutation [capability ...]`: Stryker over the domain (every capability folder of packages/domain/src
// unless named), each capability's own tests and its fake adapters' tests killing the mutants (stryker.config.mjs,
// vitest.domain.config.ts). Slow (minutes a capability on two cores): not part of `npm test`. It prints each
// file's score; the HTML report is reports/mutation/mutation.html.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const domain = 'packages/domain/src';
const all = readdirSync(domain).filter((n) => statSync(join(domain, n)).isDirectory());
const named = process.argv.slice(2).map((a) => a.replace(/^packages\/domain\/src\//, '').replace(/\/$/, ''));
const unknown = named.filter((n) => !all.includes(n));
if (unknown.length > 0) {
  console.error(`not a capability of ${domain}: ${unknown.join(', ')} (there are: ${all.join(', ')})`);
  process.exit(2);
}
const caps = (named.length > 0 ? named : all).join(',');
console.log(`› mutating ${caps}`);
const r = spawnSync('pnpm', ['exec', 'stryker', 'run'], { stdio: 'inherit', env: { ...process.env, STRYKER_CAPS: caps } });
process.exit(r.status ?? 1);
