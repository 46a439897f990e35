// When the sources of the web build were last changed, in epoch ms: the clock of the first views rendered ahead
// (vite.config.ts sets VITE_CREMA_BUILT_AT from it). Not the wall clock: the same sources build the same files, so
// every process behind a balancer serves the same chunk names. SOURCE_DATE_EPOCH (seconds: the reproducible-builds
// convention) when set, else the time of the last commit that touched WEB_SOURCES, else 0 (no git here).
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** What the web build reads, from the repository root (scripts/build-if-changed.mjs hashes the same). */
export const WEB_SOURCES = ['packages/web', 'packages/domain', 'packages/catalog', 'packages/adapters-http', 'packages/adapters-fake', 'package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];

/** @param {NodeJS.ProcessEnv} env */
export const sourceDateMs = (env = process.env) => {
  const epoch = (env.SOURCE_DATE_EPOCH ?? '').trim();
  if (/^\d+$/.test(epoch)) return Number(epoch) * 1000;
  try {
    const at = execFileSync('git', ['log', '-1', '--format=%ct', '--', ...WEB_SOURCES], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^\d+$/.test(at) ? Number(at) * 1000 : 0;
  } catch {
    return 0;
  }
};
