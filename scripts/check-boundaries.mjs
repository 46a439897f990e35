// The dependency rule of ARCHITECTURE.md, made mechanical: every import in every package is checked.
//  - domain imports only rxjs, fp-ts, io-ts and itself, and reaches for no clock, randomness, DOM or network;
//  - catalog (the retailer's world the fake and the server both run) imports only the domain, rxjs, fp-ts,
//    io-ts, kdbush and geokdbush, and reaches for no clock, randomness, DOM or network either;
//  - adapters never import React, nor each other, nor the web package; adapters-http not the catalog;
//  - only the web composition root (src/app/container.ts, fake-controls.ts, backends/ and modules/) imports
//    adapter packages or the catalog (and the build's page answers the catalog: build/page-answers.ts);
//  - the production web build takes nothing from the simulator: outside tests, only the fake build's own modules
//    (src/app/backends/fake.ts and src/app/fake-controls.ts) import @crema/adapters-fake for a value (statically
//    or with import()); anywhere else in web it is a type at most (`import type`), which the build erases;
//  - server imports the domain and the catalog of ours, never an adapter package nor the web package;
//  - web features do not import each other: a file under web/src/features/<a>/ imports nothing under
//    web/src/features/<b>/ for b != a, except features/shared/ (which itself imports no other feature);
//    what several features use lives in ui/, features/shared/ or the composition root app/ (tokens, route
//    wiring). Features import no adapter package (@crema/adapters-*) and no app/backends module (tests too),
//    and no browser adapter (src/browser/: storage, geolocation, clock and ids; their tests may).
//  - the partner's store screen (web/src/store-screen/, issue #28) is a channel of its own beside the customer app:
//    it imports nothing of web/src/ outside its folder (tests too), only the domain and the HTTP adapters of
//    ours, those in its composition root (store-screen/compose.ts) only; and nothing else in web imports it. Like
//    a feature, it takes only types from rxjs and marks a screen's timer (its flow is the domain's);
//  - web file names have one style: components PascalCase, hooks useName, every other module kebab-case;
//  - flows live in the domain (issue #12): outside its tests a feature imports nothing from rxjs but types
//    (it renders a flow's state$ through app/useObservable), and sets a timer (setTimeout, setInterval) only
//    for the screen itself (focus, scrolling, measuring), marked `// ui-timer: why` on the line or the one
//    above; a business wait (expiry, retry, debounce of a request) runs in the domain flow, on its scheduler.
//  - the domain keeps no web addresses (issue #30): outside its tests, no string in packages/domain/src starts with
//    one of the app's route prefixes (APP_ROUTE_PREFIXES: '/menu…', '/account…', `/gift/${…}`, ...). A flow says what
//    happened (an outcome, a target's name) and the web package maps it to a path (web/src/app/paths/). A rule
//    about URLs (same-origin return paths, links in data) names no route of the app, so it passes.
// Usage: node scripts/check-boundaries.mjs [root]: root is the repository to check (default: this one), so a
// test can run the checker on a fixture tree (scripts/check-boundaries.test.mjs).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (n === 'node_modules' || n === 'dist') return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx|mts)$/.test(n) ? [p] : [];
  });
const isTest = (f) => /\.(test|bench|contract)\.tsx?$/.test(f) || /\/test\//.test(f) || /\/test-[\w-]+\.tsx?$/.test(f);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const specifiers = (src) => [...src.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
const pkgOf = (s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]);

/** A value (not type-only) import of rxjs: `import { of } from 'rxjs'`, `import { type A, of } ...`. */
const RXJS_VALUE_IMPORT = /(?:^|\n)\s*import\s+(?!type\s)(?:\{([^}]*)\}|[^'"]*?)\s*from\s*['"]rxjs(?:\/[^'"]*)?['"]/g;
const rxjsValueImports = (src) => [...src.matchAll(RXJS_VALUE_IMPORT)].filter((m) => m[1] === undefined || m[1].split(',').some((n) => n.trim() !== '' && !/^type\s/.test(n.trim())));

/**
 * The value (not type-only) imports of the simulator package in a source text: `import { a } from
 * '@crema/adapters-fake/x'`, `import { type A, a } ...`, `import x from ...`, `export { a } from ...`,
 * `import('@crema/adapters-fake/x')` and a bare `import '@crema/adapters-fake'`. An `import type` is none.
 */
const FAKE = String.raw`@crema/adapters-fake(?:/[^'"]*)?`;
const FAKE_STATIC = new RegExp(String.raw`(?:^|\n)\s*(import|export)\s+(?!type\s)(?:\{([^}]*)\}|[^'"]*?)\s*from\s*['"]${FAKE}['"]`, 'g');
const FAKE_DYNAMIC = new RegExp(String.raw`import\(\s*['"]${FAKE}['"]\s*\)|(?:^|\n)\s*import\s+['"]${FAKE}['"]`, 'g');
const fakeValueImports = (src) => [
  ...[...src.matchAll(FAKE_STATIC)].filter((m) => m[2] === undefined || m[2].split(',').some((n) => n.trim() !== '' && !/^type\s/.test(n.trim()))),
  ...src.matchAll(FAKE_DYNAMIC),
].map((m) => m[0].trim());
/** The web modules only a fake (demo) build loads: the simulator backend and its demo controls. */
const FAKE_BUILD_MODULES = ['web/src/app/backends/fake.ts', 'web/src/app/fake-controls.ts'];

/**
 * The first path segments of the app's routes (web/src/app/routes.tsx and each feature's routes.tsx mount them): a
 * string literal that starts with one of them ('/menu', "/account/cards", `/gift/${n}`, '/pickup?store=…') is an
 * address of the app. Comments are not code: a comment may name the page it means.
 */
const APP_ROUTE_PREFIXES = ['account', 'menu', 'gift', 'pickup', 'store-locator', 'signin', 'join'];
const APP_ROUTE_LITERAL = new RegExp(String.raw`(['"\`])/(?:${APP_ROUTE_PREFIXES.join('|')})(?=[/?#'"\`]|\$\{)[^'"\`\n]*`, 'g');
const withoutComments = (src) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');

const problems = [];
let checked = 0;
const rule = (file, ok, why) => {
  if (!ok) problems.push(`${relative(root, file)}: ${why}`);
};

for (const file of walk(join(root, 'packages'))) {
  const rel = relative(join(root, 'packages'), file);
  const pkg = rel.split('/')[0];
  const src = readFileSync(file, 'utf8');
  const test = isTest(file);
  checked++;
  if (rel.startsWith('web/src/')) {
    // A test may name the aspect it covers: StoreMap.gestures.test.tsx.
    const base = rel.split('/').pop().replace(/(\.[a-z]+)?\.(test|contract)\.tsx?$|\.tsx?$/, '');
    rule(file, /^[A-Z][A-Za-z0-9]*$/.test(base) || /^use[A-Z][A-Za-z0-9]*$/.test(base) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(base), `web file names: a component in PascalCase, a hook as useName, any other module in kebab-case ('${base}')`);
  }
  for (const s of specifiers(src)) {
    const external = !s.startsWith('.');
    const name = external ? pkgOf(s) : s;
    if (pkg === 'domain') {
      const allowed = ['rxjs', 'fp-ts', 'io-ts', ...(test ? ['vitest', 'fast-check'] : [])];
      rule(file, !external || allowed.includes(name), `domain may not import '${s}'`);
    }
    if (pkg === 'catalog') {
      const allowed = ['@crema/domain', 'rxjs', 'fp-ts', 'io-ts', 'kdbush', 'geokdbush', ...(test ? ['vitest', 'fast-check'] : [])];
      rule(file, !external || allowed.includes(name), `catalog may not import '${s}'`);
    }
    if (pkg === 'server') {
      rule(file, !/^@crema\//.test(name) || ['@crema/domain', '@crema/catalog', '@crema/server'].includes(name), `server may import only @crema/domain and @crema/catalog of ours, not '${s}'`);
      rule(file, !/^react/.test(name), `server never imports React ('${s}')`);
    }
    if (pkg.startsWith('adapters-')) {
      rule(file, !/^react/.test(name), `adapters never import React ('${s}')`);
      rule(file, name !== '@crema/web', 'adapters never import the web package');
      const other = pkg === 'adapters-fake' ? '@crema/adapters-http' : '@crema/adapters-fake';
      rule(file, name !== other, `${pkg} may not import ${other}`);
      if (pkg === 'adapters-http' && !test) rule(file, !external || ['@crema/domain', 'io-ts', 'fp-ts', 'rxjs'].includes(name), `adapters-http may not import '${s}'`);
      if (pkg === 'adapters-http') rule(file, name !== '@crema/catalog', 'adapters-http may not import the catalog (the server answers with it)');
    }
    const target = external ? undefined : relative(join(root, 'packages'), resolve(dirname(file), s));
    const inStoreScreen = (p) => /^web\/src\/store-screen(\/|$)/.test(p);
    if (inStoreScreen(rel)) {
      rule(file, !target || !/^web\/src(\/|$)/.test(target) || inStoreScreen(target), `the store screen is a channel of its own: '${s}' reaches the customer app's code (copy the little it needs, or move what both use to the domain)`);
      rule(file, !/^@crema\//.test(name) || ['@crema/domain', '@crema/adapters-http'].includes(name), `the store screen imports only the domain and the HTTP adapters of ours, not '${s}'`);
      rule(file, name !== '@crema/adapters-http' || rel === 'web/src/store-screen/compose.ts', `only the store screen's composition root (store-screen/compose.ts) picks adapters: '${s}'`);
    } else if (pkg === 'web') {
      rule(file, !target || !inStoreScreen(target), `the customer app never loads the store screen's code: '${s}' (it hands /store/ paths to the browser; the server serves that page)`);
    }
    const feature = /^web\/src\/features\/([^/]+)\//.exec(rel)?.[1];
    if (feature !== undefined) {
      const other = target && /^web\/src\/features\/([^/]+)(?:\/|$)/.exec(target)?.[1];
      rule(file, !other || other === feature || other === 'shared', `features do not import each other: '${s}' reaches features/${other}/ from features/${feature}/ (move what is shared to ui/, features/shared/ or app/)`);
      rule(file, !/^@crema\/adapters-/.test(name), `features import no adapter package: '${s}' (only the composition root in app/ picks adapters)`);
      rule(file, !target || !/^web\/src\/app\/backends(\/|\.tsx?$|$)/.test(target), `features import no app/backends module: '${s}'`);
      rule(file, test || !target || !/^web\/src\/browser(\/|$)/.test(target), `features import no browser adapter: '${s}' (src/browser/ is bound to its port in app/modules/)`);
    }
    if (pkg === 'web' && (/^@crema\/adapters-/.test(name) || name === '@crema/catalog')) {
      // The build renders the first views with the catalog's data the server serves (build/page-answers.ts).
      const inRoot =
        /^web\/src\/app\/(container\.ts|fake-controls\.ts|backends\/|modules\/)/.test(rel) || (test && /^web\/src\/(test|app)\//.test(rel)) || (name === '@crema/catalog' && rel === 'web/build/page-answers.ts');
      // The store screen's own composition root is checked above.
      rule(file, inRoot || inStoreScreen(rel), `only the composition root (src/app/container.ts, fake-controls.ts, backends/, modules/) may import '${s}'`);
    }
  }
  if (pkg === 'web' && !test && !FAKE_BUILD_MODULES.includes(rel)) {
    for (const m of fakeValueImports(src)) {
      rule(file, false, `the production build takes nothing from the simulator: '${m}' (only ${FAKE_BUILD_MODULES.join(' and ')} import @crema/adapters-fake for a value; what both builds need belongs in the domain or the catalog)`);
    }
  }
  const featureName = /^web\/src\/features\/([^/]+)\//.exec(rel)?.[1];
  const flowFree = featureName !== undefined ? `features/${featureName}` : /^web\/src\/store-screen\//.test(rel) ? 'store-screen' : undefined;
  if (flowFree !== undefined && !test) {
    for (const m of rxjsValueImports(src)) rule(file, false, `${flowFree}/ imports only types from rxjs ('${m[0].trim()}'): its flow belongs in the domain`);
    const lines = src.split('\n');
    lines.forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '');
      if (!/\b(setTimeout|setInterval)\s*\(/.test(code)) return;
      const marked = /\/\/\s*ui-timer:/.test(line) || /\/\/\s*ui-timer:/.test(lines[i - 1] ?? '');
      rule(file, marked, `${flowFree}/ line ${i + 1} sets a timer without '// ui-timer: why': a business timer belongs in the domain flow, on its scheduler`);
    });
  }
  if (pkg === 'domain' && !test) {
    for (const m of withoutComments(src).matchAll(APP_ROUTE_LITERAL)) {
      rule(file, false, `the domain keeps no web addresses: ${m[0]}${m[1]} is a route of the app (issue #30): return what happened (an outcome, a target's name) and map it to a path in web/src/app/paths/`);
    }
  }
  if ((pkg === 'domain' || pkg === 'catalog') && !test) {
    const code = src.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    rule(file, !/\bDate\.now\s*\(/.test(code), `${pkg} reads time only through the Clock port (Date.now)`);
    rule(file, !/\bnew Date\(\s*\)/.test(code), `${pkg} reads time only through the Clock port (new Date())`);
    rule(file, !/\bMath\.random\s*\(/.test(code), `${pkg} gets randomness only through the Random port`);
    rule(file, !/(?<![.\w])(window|document|localStorage|sessionStorage|navigator|fetch)\s*[.(]/.test(code), `${pkg} touches no DOM, storage or network`);
  }
}

if (problems.length) {
  console.error(`Boundary check: ${problems.length} violation(s) in ${checked} files`);
  for (const p of problems) console.error(`  ✗ ${p}`);
  process.exit(1);
}
console.log(`Boundary check: ${checked} files, no violations`);
