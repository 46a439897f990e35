// The initial JavaScript a visitor downloads for '/': the entry chunk, everything it imports statically,
// and the home page's lazy chunk with its static imports. Gzipped, printed, and held under the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = 140; // started at 150 KB; tightened as the first page stayed light.
// The production build (npm start's, HTTP backend) by default; another build's folder as the first argument.
const dist = process.argv[2] ?? new URL('../packages/web/dist-http/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const k of chunk.imports ?? []) visit(k);
};
visit('index.html');
const home = Object.keys(manifest).find((k) => k.endsWith('features/home/HomePage.tsx'));
if (home) visit(home);

const rows = [...files].filter((f) => f.endsWith('.js')).map((f) => ({ f, gz: gzipSync(readFileSync(join(dist, f)), { level: 9 }).length }));
const total = rows.reduce((s, r) => s + r.gz, 0);
for (const r of rows.sort((a, b) => b.gz - a.gz)) console.log(`  ${(r.gz / 1024).toFixed(1).padStart(7)} KB  ${r.f}`);
console.log(`Initial JS for '/': ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error(`✗ over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
