// Screenshots of pages at a phone width (390 px) and a desktop width (1280 px), for a person to look at.
// Usage: node scripts/screenshots.mjs [--member] [--store=12345-67890] /path [/path ...]   (serves the demo build itself)
// --store selects that store first (writes the locator's selected-store preference, as the browser tests do).
// Output: .reports/shots/<name>-<width>.png
//
// node scripts/screenshots.mjs --docs   writes the set in docs/screens/ (what a customer first sees on each page
// the UX issue names, a clean start per page: a new browser profile, the demo member where it says so), each
// at 390x844 and 1280x800, as the screen shows it (not the whole page). Build the demo first (pnpm build:demo).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const docs = args.includes('--docs');
const member = args.includes('--member');
const store = args.find((a) => a.startsWith('--store='))?.slice('--store='.length);
const paths = args.filter((a) => !a.startsWith('--'));
const PORT = Number(process.env.SHOTS_PORT ?? 4188);
const base = `http://127.0.0.1:${PORT}`;
mkdirSync('.reports/shots', { recursive: true });

const server = spawn('pnpm', ['--filter', '@crema/web', 'exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
const waitUp = async () => {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(base)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('preview server did not start');
};
const DEMO = { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' };
const SEATTLE_STORE = '10003';
const launch = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const selectStore = (page, n) => page.evaluate((storeNumber) => {
  localStorage.setItem('crema.fake.table.locator.selectedStore', JSON.stringify({ record: { storeNumber, storeConfirmationTimestamp: Date.now(), userConfirmed: true } }));
}, n);
const signIn = async (page) => {
  await page.goto(`${base}/signin`);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
};

/** The docs set: [file name, path, { member, store, act }] (act: what to do once the page is up). */
const DOCS = [
  ['home', '/', {}],
  ['home-member', '/', { member: true }],
  ['account-overview', '/account', { member: true }],
  ['account-cards', '/account/cards', { member: true }],
  ['account-payment-methods', '/account/payment-method', { member: true }],
  ['account-history', '/account/history', { member: true }],
  ['scan-in-store', '/account/cards/card-demo-primary', { member: true, act: async (page) => { await page.getByRole('link', { name: 'Scan in store' }).click(); await page.getByRole('dialog', { name: 'Scan in store' }).waitFor(); } }],
  ['menu-no-store', '/menu', {}],
  ['menu-hot-coffees', '/menu/drinks/hot-coffees', { store: SEATTLE_STORE }],
  ['menu-food', '/menu/food/bakery', { store: SEATTLE_STORE }],
  ['product', '/menu/product/200201/hot', { store: SEATTLE_STORE }],
  ['product-added', '/menu/product/200201/hot', { store: SEATTLE_STORE, act: async (page) => { await page.getByRole('button', { name: 'Add to order' }).click(); await page.getByText('Added to your order.').waitFor(); } }],
  ['cart-no-store', '/menu/product/200201/hot', { act: async (page) => { await page.getByRole('button', { name: 'Add to order' }).click(); await page.getByText('Added to your order.').waitFor(); await page.goto(`${base}/menu/cart`); await page.waitForLoadState('networkidle'); } }],
  ['store-locator', '/store-locator?place=Seattle%2C%20WA', {}],
  ['pickup-no-store', '/pickup', {}],
  ['gift', '/gift', {}],
  ['gift-form-error', '/gift/11000101', { act: async (page) => { await page.getByRole('form', { name: 'Gift details' }).getByRole('button', { name: 'Continue to payment' }).click(); await page.waitForTimeout(300); } }],
];

if (docs) {
  mkdirSync('docs/screens', { recursive: true });
  try {
    await waitUp();
    const browser = await launch();
    for (const [name, path, opts] of DOCS) {
      for (const [width, height] of [[390, 844], [1280, 800]]) {
        const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
        const page = await context.newPage();
        if (opts.member) await signIn(page);
        if (opts.store !== undefined) { await page.goto(base); await selectStore(page, opts.store); }
        await page.goto(base + path);
        await page.waitForLoadState('networkidle');
        if (opts.act) await opts.act(page);
        await page.waitForTimeout(700);
        const file = `docs/screens/${name}-${width}.png`;
        await page.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
    }
    await browser.close();
  } finally {
    server.kill();
  }
  process.exit(0);
}

try {
  await waitUp();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    if (member) {
      await page.goto(`${base}/signin`);
      await page.getByLabel('E-mail').fill('demo@crema.coffee');
      await page.getByLabel('Password').fill('Crema-Demo-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
    }
    if (store !== undefined) {
      await page.goto(base);
      await page.evaluate((n) => {
        localStorage.setItem('crema.fake.table.locator.selectedStore', JSON.stringify({ record: { storeNumber: n, storeConfirmationTimestamp: Date.now(), userConfirmed: true } }));
      }, store);
    }
    for (const p of paths) {
      await page.goto(base + p);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      const name = (p === '/' ? 'home' : p.replace(/^\//, '').replace(/[/?#=&]+/g, '_')) + (member ? '-member' : '') + (store !== undefined ? `-store${store}` : '');
      await page.screenshot({ path: `.reports/shots/${name}-${width}.png`, fullPage: true });
      console.log(`.reports/shots/${name}-${width}.png`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
