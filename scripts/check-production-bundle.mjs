// The production build (HTTP backend) must not carry the in-browser fake on its first page: no fake
// backend code, no demo password hash, no fault-injection control. The transitional simulator that still
// serves the capabilities without HTTP adapters may only be a lazily loaded chunk (README).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../packages/web/dist-http/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const first = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || first.has(chunk.file)) return;
  first.add(chunk.file);
  for (const k of chunk.imports ?? []) visit(k);
};
visit('index.html');
const MARKERS = [/crema\.fake\./, /pbkdf2-sha256\$/, /__crema/, /Crema-Demo-2026/];
const problems = [];
for (const file of first) {
  const text = readFileSync(join(dist, file), 'utf8');
  for (const m of MARKERS) if (m.test(text)) problems.push(`${file}: ${m}`);
}
// Demo controls (fault injection) exist only in a fake build: no chunk at all, lazy ones included, may carry
// window.__crema or read ?faults= (fake-controls.ts drops them at build time).
const DEMO_CONTROLS = [/__crema/, /\.get\(["'`]faults["'`]\)/];
const everyFile = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
for (const file of everyFile) {
  const text = readFileSync(join(dist, file), 'utf8');
  for (const m of DEMO_CONTROLS) if (m.test(text)) problems.push(`${file}: demo control ${m}`);
}
if (problems.length) {
  console.error(`✗ fake backend code or demo controls in the production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`✓ production first page (${first.size} files) carries no fake backend code, and no chunk (${everyFile.length}) has demo controls`);
