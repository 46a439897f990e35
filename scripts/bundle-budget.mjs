// The initial JavaScript a visitor downloads for '/': the entry chunk, everything it imports statically,
// and the home page's lazy chunk with its static imports. Gzipped, printed, and held under the budget.
//
//   node scripts/bundle-budget.mjs                        the production build (dist-http), held to the budget
//   node scripts/bundle-budget.mjs packages/web/dist --report   another build (the demo's): its figure only
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';

// Started at 150 KB; 140 KB; 120 KB once inversify (the container loads with the first capability), io-ts and
// the sign-in forms left the first page. The React + react-router + rxjs floor is about 109 KB.
const BUDGET_KB = 120;
const args = process.argv.slice(2);
const reportOnly = args.includes('--report');
// The production build (npm start's, HTTP backend) by default; another build's folder as the first argument.
const dist = args.find((a) => !a.startsWith('--')) ?? new URL('../packages/web/dist-http/', import.meta.url).pathname;
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
const name = relative(process.cwd(), dist) || dist;
console.log(`Initial JS for '/' (${name}): ${(total / 1024).toFixed(1)} KB gzipped (${reportOnly ? `figure only; the production budget is ${BUDGET_KB} KB` : `budget ${BUDGET_KB} KB`})`);
if (!reportOnly && total > BUDGET_KB * 1024) {
  console.error(`✗ over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
