// The boundary checker's refusals, proved by making it fail on purpose: each case writes a small repository
// (packages/<pkg>/src/...) into a temporary folder, runs `node scripts/check-boundaries.mjs <that folder>` and reads
// its exit code and report. Run: node --test scripts/check-boundaries.test.mjs
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const checker = join(dirname(fileURLToPath(import.meta.url)), 'check-boundaries.mjs');
const made = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs the checker on a tree of { 'packages/domain/src/x.ts': 'source' }: its exit code and everything it printed. */
const check = (files) => {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [checker, root], { encoding: 'utf8' });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
};

describe('the domain keeps no web addresses (issue #30)', () => {
  it('refuses a route of the app in a domain module, naming the file and the string', () => {
    const r = check({ 'packages/domain/src/ordering/messages.ts': "export const CART_ROUTE = '/menu/cart';\n" });
    assert.equal(r.code, 1);
    assert.match(r.out, /packages\/domain\/src\/ordering\/messages\.ts: the domain keeps no web addresses: '\/menu\/cart'/);
  });

  it('refuses every prefix of the app, in any quotes, a template with values, a query or a hash', () => {
    const routes = ["'/account'", '"/account/cards/add"', '`/gift/${n}`', "'/pickup?store=1'", "'/store-locator'", "'/signin#x'", "'/join'", "'/menu'"];
    const r = check({ 'packages/domain/src/x/routes.ts': routes.map((s, i) => `export const r${i} = (n: string) => ${s};\n`).join('') });
    assert.equal(r.code, 1);
    assert.match(r.out, new RegExp(`${routes.length} violation\\(s\\)`));
  });

  it("passes what is not a route of the domain's: a comment, a test, the catalog's data, the web app, a URL rule", () => {
    const r = check({
      'packages/domain/src/shared/same-origin.ts': [
        "// A path of this app, like '/menu?x=1', is followed; '//host' is not.",
        "/** '/account/cards#pay' is kept as given. */",
        "export const isPath = (s: string): boolean => s.startsWith('/') && !s.startsWith('//');",
        "export const site = 'https://crema.coffee/menu';",
        "export const other = '/menus-of-the-day'; // not the app's /menu",
        '',
      ].join('\n'),
      'packages/domain/src/locator/rules.test.ts': "expect(next).toBe('/menu/cart');\n",
      'packages/domain/src/ordering/ports.contract.ts': "expect(uri).toBe('/menu/product/1/hot');\n",
      'packages/catalog/src/stream/seed-items.ts': "export const cta = { text: 'Start an order', url: '/menu' };\n",
      'packages/web/src/app/paths/ordering.ts': "export const OrderingPaths = { menu: '/menu' };\n",
    });
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, /no violations/);
  });
});

describe('the production web build takes nothing from the simulator (issue #30)', () => {
  it('refuses a value import of @crema/adapters-fake in a production module of web, static or dynamic, naming the file', () => {
    const r = check({
      'packages/web/src/app/modules/ordering.ts': "import { createCardNetworks } from '@crema/adapters-fake/payments';\n",
      'packages/web/src/app/modules/gifting.ts': "import { type FakeBackend, createFakeBackend } from '@crema/adapters-fake';\n",
      'packages/web/src/app/container.ts': "export const load = () => import('@crema/adapters-fake/cards');\n",
      'packages/web/src/app/backends/http.ts': "export { createFakeCardLedger } from '@crema/adapters-fake/cards';\n",
    });
    assert.equal(r.code, 1);
    assert.match(r.out, /4 violation\(s\)/);
    assert.match(r.out, /packages\/web\/src\/app\/modules\/ordering\.ts: the production build takes nothing from the simulator: 'import \{ createCardNetworks \} from '@crema\/adapters-fake\/payments''/);
  });

  it('passes the fake build\'s own modules, a type-only import, and tests', () => {
    const r = check({
      'packages/web/src/app/backends/fake.ts': "import { createFakeBackend } from '@crema/adapters-fake';\nexport const m = () => import('@crema/adapters-fake/locator');\n",
      'packages/web/src/app/fake-controls.ts': "import { parseFaultQuery, type FakeBackend } from '@crema/adapters-fake';\n",
      'packages/web/src/app/container.ts': "import type { FakeBackend } from '@crema/adapters-fake';\nimport { type FakeBackend as B } from '@crema/adapters-fake';\n",
      'packages/web/src/app/fake-controls.test.ts': "import { createFakeBackend } from '@crema/adapters-fake';\n",
    });
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, /no violations/);
  });
});

describe("the store screen and the customer app are two channels (issue #28)", () => {
  it("refuses the store screen reaching the customer app's code, and the customer app reaching the store screen's", () => {
    const r = check({
      'packages/web/src/store-screen/OrderCard.tsx': "import { ItemList } from '../features/shared/order-items/ItemList';\nimport { Page } from '../ui/Page';\n",
      'packages/web/src/store-screen/store-screen.test.tsx': "import { renderApp } from '../test/render-app';\n",
      'packages/web/src/app/routes.tsx': "import { StoreScreen } from '../store-screen/StoreScreen';\n",
      'packages/web/src/features/order-progress/OrderTrackingPage.tsx': "export const load = () => import('../../store-screen/OrderCard');\n",
    });
    assert.equal(r.code, 1);
    assert.match(r.out, /5 violation\(s\)/);
    assert.match(r.out, /packages\/web\/src\/store-screen\/OrderCard\.tsx: the store screen is a channel of its own: '\.\.\/features\/shared\/order-items\/ItemList' reaches the customer app's code/);
    assert.match(r.out, /packages\/web\/src\/store-screen\/store-screen\.test\.tsx: the store screen is a channel of its own: '\.\.\/test\/render-app'/);
    assert.match(r.out, /packages\/web\/src\/app\/routes\.tsx: the customer app never loads the store screen's code: '\.\.\/store-screen\/StoreScreen'/);
    assert.match(r.out, /packages\/web\/src\/features\/order-progress\/OrderTrackingPage\.tsx: the customer app never loads the store screen's code/);
  });

  it('refuses adapters outside its composition root, the fake or the catalog anywhere in it, and a flow of its own', () => {
    const r = check({
      'packages/web/src/store-screen/StoreScreen.tsx': "import { createHttpClient } from '@crema/adapters-http/client';\nimport { timer } from 'rxjs';\n",
      'packages/web/src/store-screen/compose.ts': "import { createFakeBackend } from '@crema/adapters-fake';\nimport { DEMO_PARTNERS } from '@crema/catalog/members';\n",
    });
    assert.equal(r.code, 1);
    assert.match(r.out, /store-screen\/StoreScreen\.tsx: only the store screen's composition root \(store-screen\/compose\.ts\) picks adapters: '@crema\/adapters-http\/client'/);
    assert.match(r.out, /store-screen\/StoreScreen\.tsx: store-screen\/ imports only types from rxjs/);
    assert.match(r.out, /store-screen\/compose\.ts: the store screen imports only the domain and the HTTP adapters of ours, not '@crema\/adapters-fake'/);
    assert.match(r.out, /store-screen\/compose\.ts: the store screen imports only the domain and the HTTP adapters of ours, not '@crema\/catalog\/members'/);
  });

  it('passes the store screen on the domain, its HTTP composition root, its own files and its tests', () => {
    const r = check({
      'packages/web/src/store-screen/compose.ts': "import { createHttpClient } from '@crema/adapters-http/client';\nimport type { StoreScreenServices } from './services';\n",
      'packages/web/src/store-screen/StoreScreen.tsx': "import { createStoreQueueFlow } from '@crema/domain/order-progress';\nimport type { Observable } from 'rxjs';\nimport { OrderQueue } from './OrderQueue';\n",
      'packages/web/src/store-screen/store-screen.test.tsx': "import { of } from 'rxjs';\nimport { StoreScreen } from './StoreScreen';\n",
      'packages/web/src/app/StoreScreenRoute.tsx': "export const STORE = '/store/orders';\n",
    });
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, /no violations/);
  });
});
