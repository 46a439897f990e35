// Live order status on the server build (issue #28), in two browser contexts: the store's partner opens the store
// screen (/store/orders, a channel of its own: its own page and scripts), is sent to the customer app's sign-in
// page and back; a member orders at 1st & Pike and opens the order's page from the success modal; the order
// appears on the partner's screen without a reload, and the partner, by keyboard only at a counter tablet's
// 1024x768, starts it, marks it ready and picked up while the member's page shows each label without a reload;
// then cancels a guest's order with a reason. The store screen loads none of the customer app's files, the customer
// app none of the store screen's. Every page passes axe; screenshots at 390, 1024 and 1280 px go to test-results
// for a look.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, DEMO, memberOrdersAndTracks } from './support';
import { drinkAt, placeGuestOrderAt } from './server-api';
import { loadedFiles, readChannels } from './server-channels';

test.describe.configure({ timeout: 240_000 });

const PIKE = '10001-65096';
const PIKE_PARTNER = { email: 'pike@crema.coffee', password: 'Crema-Pike-2026', firstName: 'Sam', lastName: 'Rivera' } as const;

const shot = async (page: Page, name: string, widths: readonly number[] = [390, 1280]): Promise<void> => {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 1024 ? 768 : 800 });
    await page.screenshot({ path: `test-results/order-progress/${name}-${width}.png`, fullPage: true });
  }
  if (before !== null) await page.setViewportSize(before);
};
/** The partner's screen also at a counter tablet's 1024x768. */
const PARTNER_WIDTHS = [390, 1024, 1280] as const;

/** The order number a receipt shows for an order id (the domain's receiptNumber). */
const receiptNumberOf = (orderId: string): string => orderId.replace(/[^A-Za-z0-9]/g, '').slice(-8).toUpperCase();

/** Signs in on the customer app's sign-in page the store screen links to; lands back on the store screen. */
const signInFromStoreScreen = async (page: Page, who: { readonly email: string; readonly password: string }): Promise<void> => {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Fstore%2Forders$/);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The customer app hands /store/orders to the browser: the store screen's own page.
  await expect(page).toHaveURL(/\/store\/orders$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Store orders' })).toBeVisible({ timeout: 30_000 });
};

/** Tabs from the top of the page until `target` has the focus (the keyboard alone: no click, no focus()). */
const tabTo = async (page: Page, target: ReturnType<Page['locator']>, most = 100): Promise<void> => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${target.toString()}`);
};

test('the partner signs in from the store screen; a member orders; the partner moves it by keyboard and the member sees each step live', async ({ page, browser, request }) => {
  const channels = readChannels();
  const found = await drinkAt(page.request, PIKE);
  if (found === undefined) throw new Error('1st & Pike sells no drink');
  // Every file the member's pages ask for, across all their documents.
  const memberAsked: string[] = [];
  page.on('request', (r) => memberAsked.push(new URL(r.url()).pathname));

  // The partner's counter screen, in a context of its own: signed out first.
  const partnerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const partner = await partnerContext.newPage();
  await partner.goto('/store/orders');
  await expect(partner.getByRole('heading', { level: 2, name: 'Sign in to see your store’s orders' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(partner);
  await shot(partner, 'partner-signed-out', PARTNER_WIDTHS);
  await signInFromStoreScreen(partner, PIKE_PARTNER);
  await expect(partner.getByRole('banner').getByText('1st & Pike', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(partner.getByRole('banner')).toContainText(`${PIKE_PARTNER.firstName} ${PIKE_PARTNER.lastName}`);
  await expect(partner.getByText('Live: this page updates by itself.')).toBeVisible({ timeout: 20_000 });

  // The store screen's page loaded its own entry and none of the customer app's files.
  const partnerLoaded = await loadedFiles(partner);
  expect(partnerLoaded.filter((f) => channels.store.has(f)).length).toBeGreaterThan(0);
  expect(partnerLoaded.filter((f) => channels.customer.has(f))).toEqual([]);

  // The member orders a drink there.
  const orderId = await memberOrdersAndTracks(page, PIKE, found.drink);
  const orderNumber = receiptNumberOf(orderId);
  const step = page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');
  await expect(step).toContainText('Order received', { timeout: 20_000 });
  await expect(page.getByText('1st & Pike')).toBeVisible();
  await expect(page.getByText('Live: this page updates by itself.')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await shot(page, 'member-received');

  // The order appears on the partner's screen without a reload.
  const card = partner.getByRole('listitem').filter({ has: partner.getByRole('heading', { name: new RegExp(`#${orderNumber}$`) }) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(found.drink.name);
  await expectNoAxeViolations(partner);
  await shot(partner, 'partner-received', PARTNER_WIDTHS);

  // By keyboard only, at the counter tablet's size: Tab to the order's first move, Enter; the focus stays on the
  // order's next move through to the end.
  await tabTo(partner, card.getByRole('button', { name: 'Start preparing' }));
  await partner.keyboard.press('Enter');
  await expect(step).toContainText('Preparing', { timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Order status: Preparing.' })).toBeAttached();
  await expect(card.getByRole('button', { name: 'Mark ready' })).toBeFocused();
  await partner.keyboard.press('Enter');
  await expect(step).toContainText('Ready for pickup', { timeout: 10_000 });
  await expect(card.getByRole('button', { name: 'Mark picked up' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'member-ready');
  await expectNoAxeViolations(partner);
  await shot(partner, 'partner-ready', PARTNER_WIDTHS);
  await partner.keyboard.press('Enter');
  await expect(step).toContainText('Picked up', { timeout: 10_000 });
  await expect(card).toHaveCount(0);
  await expect(partner.getByRole('heading', { level: 2, name: /open orders?$/ })).toBeFocused();

  // A guest's order, cancelled with a reason.
  const guestNumber = receiptNumberOf(await placeGuestOrderAt(request, PIKE));
  const guestCard = partner.getByRole('listitem').filter({ has: partner.getByRole('heading', { name: `Guest #${guestNumber}` }) });
  await expect(guestCard).toBeVisible({ timeout: 20_000 });
  await guestCard.getByRole('button', { name: 'Cancel order' }).click();
  await partner.getByLabel(`Reason for cancelling (order ${guestNumber})`).fill('Out of oat milk');
  await expectNoAxeViolations(partner);
  await guestCard.getByRole('button', { name: 'Cancel order' }).click();
  await expect(guestCard).toHaveCount(0, { timeout: 10_000 });
  await partnerContext.close();

  // The customer app's pages never asked for the store screen's files.
  expect(memberAsked.filter((f) => channels.store.has(f))).toEqual([]);
  expect(memberAsked.filter((f) => channels.customer.has(f)).length).toBeGreaterThan(0);
});

test('a member who is no partner is told so on the store screen, in its words, with a way to sign out', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/store/orders');
  await signInFromStoreScreen(page, DEMO);
  await expect(page.getByText('This page is for store partners. Sign in with a partner account.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Open orders by pickup time' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'not-partner', PARTNER_WIDTHS);

  // Signing out here signs the customer app out too.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to see your store’s orders' })).toBeFocused();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Hi, ${DEMO.firstName}`)).toHaveCount(0);
});
