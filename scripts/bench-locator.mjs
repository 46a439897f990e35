#!/usr/bin/env node
// Store-locator benchmark: nearest-50 stores with filters over the full fake seed, kdbush index vs a
// linear scan, median and p95 of each. Usage: node scripts/bench-locator.mjs
// The benchmark itself is packages/catalog/src/locator/locator.bench.ts, run by vitest's bench mode
// (vitest compiles the TypeScript sources; Node 20 cannot run them directly).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  'npx',
  ['vitest', 'bench', '--run', '--project', 'catalog', 'src/locator/locator.bench.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
);
process.exit(result.status ?? 1);
