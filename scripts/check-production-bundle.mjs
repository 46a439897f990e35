// The production build (HTTP backend) binds every port to the server: no chunk of it, the first page's or a
// lazy one, may carry the in-browser fake (its storage keys, the demo password or its hash, its factories) or a
// fault-injection control. Usage: node scripts/check-production-bundle.mjs [dist-dir]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? new URL('../packages/web/dist-http/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const first = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || first.has(chunk.file)) return;
  first.add(chunk.file);
  for (const k of chunk.imports ?? []) visit(k);
};
visit('index.html');
const FAKE_BACKEND = [/crema\.fake\./, /pbkdf2-sha256\$/, /Crema-Demo-2026/, /createFakeBackend|createFakePorts/];
// Demo controls (fault injection) exist only in a fake build (fake-controls.ts drops them at build time).
const DEMO_CONTROLS = [/__crema/, /\.get\(["'`]faults["'`]\)/];
const problems = [];
const everyFile = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
for (const file of everyFile) {
  const text = readFileSync(join(dist, file), 'utf8');
  for (const m of FAKE_BACKEND) if (m.test(text)) problems.push(`${file}: fake backend ${m}`);
  for (const m of DEMO_CONTROLS) if (m.test(text)) problems.push(`${file}: demo control ${m}`);
}
if (problems.length) {
  console.error(`✗ fake backend code or demo controls in the production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`✓ no chunk of the production build (${everyFile.length}; ${first.size} on the first page) carries fake backend code or demo controls`);
