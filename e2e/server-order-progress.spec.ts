// Live order status on the server build (issue #28), in two browser contexts: a member orders at 1st & Pike and
// opens the order's page from the success modal; the store's partner, signed in on the same sign-in page, sees
// the order appear on /store/orders without a reload, starts it and marks it ready; the member's page shows each
// label without a reload. Both pages pass axe; screenshots at 390 and 1280 px go to test-results for a look.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn, chooseStore } from './support';
import { drinkAt } from './server-api';

test.describe.configure({ timeout: 180_000 });

const PIKE = '10001-65096';
const PIKE_PARTNER = { email: 'pike@crema.coffee', password: 'Crema-Pike-2026', firstName: 'Sam' } as const;

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

test('a member orders at 1st & Pike; the partner starts it and marks it ready; the member sees each step live', async ({ page, browser }) => {
  const found = await drinkAt(page.request, PIKE);
  if (found === undefined) throw new Error('1st & Pike sells no drink');

  // The partner's counter screen, in a context of its own.
  const partnerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const partner = await partnerContext.newPage();
  await partner.goto(`/signin?returnTo=${encodeURIComponent('/store/orders')}`);
  await partner.getByLabel('E-mail').fill(PIKE_PARTNER.email);
  await partner.getByLabel('Password').fill(PIKE_PARTNER.password);
  await partner.getByRole('button', { name: 'Sign in' }).click();
  await expect(partner.getByRole('heading', { level: 1, name: 'Store orders' })).toBeVisible({ timeout: 30_000 });
  await expect(partner.getByText('1st & Pike', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(partner.getByText('Live: this page updates by itself.')).toBeVisible({ timeout: 20_000 });

  // The member orders a drink there.
  await signIn(page, '/menu');
  await chooseStore(page, PIKE);
  await page.goto(`/menu/product/${found.drink.productNumber}/${found.drink.formCode}`);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page.getByRole('complementary').getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('complementary').getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('link', { name: 'Track order' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/?]+$/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const orderNumber = orderId.replace(/[^A-Za-z0-9]/g, '').slice(-8).toUpperCase();
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

  await card.getByRole('button', { name: 'Start preparing' }).click();
  await expect(step).toContainText('Preparing', { timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Order status: Preparing.' })).toBeAttached();

  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(step).toContainText('Ready for pickup', { timeout: 10_000 });
  await expect(card.getByRole('button', { name: 'Mark picked up' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'member-ready');
  await expectNoAxeViolations(partner);
  await shot(partner, 'partner-ready', PARTNER_WIDTHS);
  await partnerContext.close();
});
