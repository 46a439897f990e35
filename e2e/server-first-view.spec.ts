// The signed-out first view of '/' comes rendered in the page itself (the production build on the server): it
// reads without JavaScript, the app hydrates it without a mismatch (a hydration error is a page error, which
// fails the walk), the visitor's own greeting appears once hydrated, and a signed-in member gets the plain page.
// /menu comes with the national menu drawn and its data in the page, /store-locator as a newcomer's locator.
import { appTookOver, DEMO, expect, signIn, test } from './support';

const GREETING = /^Good (morning|afternoon|evening)$/;

test('a visitor without JavaScript still reads the home page and its way to order', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start an order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a store' }).first()).toBeVisible();
  await expect(page.getByText('Order ahead and skip the line, send an e-gift in seconds, and earn Stars on every sip.')).toBeVisible();
  // The greeting needs the visitor's clock: its place is kept, its words wait for the app.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING);
  await expect(page.getByText(GREETING)).toBeHidden();
  await context.close();
});

test('/menu arrives with the national menu drawn and its data beside it: the app hydrates it without asking for the menu', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto('/menu');
  await expect(still.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a store' })).toBeVisible();
  // The menu itself, pictures and all, before any script: the page is what a visitor without a store sees.
  await expect(still.getByRole('heading', { level: 2, name: 'Drinks' })).toBeVisible();
  await expect(still.getByRole('link', { name: 'Hot Coffees 29 items' })).toBeVisible();
  await expect(still.getByRole('status').filter({ hasText: 'Loading the menu…' })).not.toBeAttached();
  await context.close();
  const menuCalls: string[] = [];
  page.on('request', (r) => {
    // The menu is asked by URL (GET ?operationName=get-menu); a POST naming it counts too.
    const url = new URL(r.url());
    if (url.pathname === '/apiproxy/v1/graphql' && (url.searchParams.get('operationName') === 'get-menu' || (r.postData() ?? '').includes('"get-menu"'))) menuCalls.push(r.url());
  });
  await page.goto('/menu');
  // Hydrated (a mismatch is a page error, which fails the walk), the category opens in the app, in the same
  // document, from the menu the page came with.
  await appTookOver(page);
  const card = page.getByRole('link', { name: 'Hot Coffees 29 items' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await card.click();
  await expect(page).toHaveURL(/\/menu\/drinks\/hot-coffees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Coffees' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(menuCalls, 'the national menu came with the page').toEqual([]);
  // The count sees a menu call when there is one (the form the app sends), and the server answers it.
  expect(await page.evaluate(() => fetch('/apiproxy/v1/graphql?operationName=get-menu&variables=%7B%7D').then((r) => r.status))).toBe(200);
  expect(menuCalls).toHaveLength(1);
});

test("/store-locator arrives drawn as a newcomer's locator (search, prompt and map), then hydrates and searches", async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto('/store-locator');
  await expect(still.getByRole('combobox', { name: 'Search for a city or place' })).toBeVisible();
  await expect(still.getByRole('status').filter({ hasText: 'Find a Crema store near you' })).toBeVisible();
  await expect(still.getByRole('region', { name: 'Map' })).toBeVisible();
  await context.close();
  // The app takes over the same screen (a hydration mismatch is a page error, which fails the walk) and works.
  await page.goto('/store-locator');
  await expect(page.getByRole('status').filter({ hasText: 'Find a Crema store near you' })).toBeVisible();
  // The map's land comes from its worker (under the production CSP): the coasts of the opening view are drawn.
  const base = page.getByRole('region', { name: 'Map' }).locator('svg.crema-map__base');
  await expect(base).toHaveAttribute('data-basemap', 'low');
  expect((await base.locator('path.crema-map__land').getAttribute('d'))?.length ?? 0).toBeGreaterThan(1000);
  await page.getByRole('combobox', { name: 'Search for a city or place' }).fill('Seattle');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Stores near Seattle/ })).toBeVisible({ timeout: 15_000 });
});

test("the app keeps the first view's style order: each inline sheet's file is linked in its place, once, and the locator's buttons keep their size", async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const still = await context.newPage();
  await still.goto('/store-locator');
  const before = await still.getByRole('button', { name: 'Filter', exact: true }).boundingBox();
  await context.close();
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/', '/menu', '/store-locator']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Crema home' })).toBeVisible();
    // The app has run: the page's own chunk loaded its sheets.
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length)).toBeGreaterThan(0);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => {
        const href = style.dataset.href ?? '';
        const links = document.querySelectorAll(`link[rel="stylesheet"][href="${href}"]`);
        return { href, links: links.length, inPlace: style.previousElementSibling === links[0] };
      }),
    );
    expect(sheets.length, path).toBeGreaterThan(0);
    for (const sheet of sheets) expect(sheet, path).toEqual({ href: sheet.href, links: 1, inPlace: true });
  }
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeEnabled();
  expect(await page.getByRole('button', { name: 'Filter', exact: true }).boundingBox()).toEqual(before);
});

test('the style policy allows no inline style but the first views\' own, by hash: their sheets and tile colours apply without a violation', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const still = await context.newPage();
  const violations: string[] = [];
  still.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) violations.push(m.text());
  });
  const answer = await still.goto('/menu');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/style-src 'self' 'unsafe-hashes' 'sha256-/);
  expect(csp).not.toContain("'unsafe-inline'");
  // The page's inline sheet applied (the header's layout) and a tile's colour written as a style attribute too.
  await expect(still.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const tileColours = await still.evaluate(() => [...document.querySelectorAll<HTMLElement>('.p-art[style]')].map((e) => getComputedStyle(e).backgroundColor));
  expect(tileColours.length).toBeGreaterThan(0);
  expect(tileColours.every((c) => c !== 'rgba(0, 0, 0, 0)')).toBe(true);
  expect(violations).toEqual([]);
  await context.close();
});

test('the first view paints before the app is fetched: the page holds one small loader and no module preload', async ({ page }) => {
  for (const path of ['/', '/store-locator', '/menu']) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('data-first-view');
    // What runs: the loader alone (the menu's data block is JSON, which no browser runs).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('type="application/json"'));
    expect(scripts, path).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/paint-first-[\w-]+\.js">$/)]);
    expect(html, path).not.toContain('modulepreload');
    // What the loader fetches after the paint: the app's entry, named on the root.
    expect(html, path).toMatch(/<div id="root" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*" data-first-view="">/);
  }
});

test('the app hydrates the first view: the greeting is the visitor\'s and the page works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Start an order' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
});

test('a signed-in member gets the plain page, drawn for them', async ({ page }) => {
  await signIn(page);
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('data-first-view');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`, ${DEMO.firstName}$`));
});
