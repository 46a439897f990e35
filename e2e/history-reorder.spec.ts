// Reorder from the account history (issue #32, point 2): an order the member placed is in /account/history with a
// Reorder button (named by its order) that puts its lines in the cart at the order's own store, with their
// pictures, and opens /menu/cart; an order of three lines of which two cannot come (a cup fee, and the Pumpkin
// Cream Cold Brew, out of season) brings the one that can and says, on the cart, which did not and why.
import type { Page } from '@playwright/test';
import { chooseStore, expect, expectNoAxeViolations, signIn, test } from './support';

const MORNING = new Date('2026-11-22T17:30:00Z'); // 9:30 in Seattle: the store is open
const WESTLAKE = '10002-91367';

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** Forgets the store chosen on this device: a reorder must bring the order's own. */
const forgetStore = (page: Page) =>
  page.evaluate(() => {
    localStorage.removeItem('crema.locator.selectedStore');
    localStorage.removeItem('crema.fake.table.locator.selectedStore');
  });

/** Every picture of the cart's lines has drawn (no blank tile). */
const expectLinePictures = async (page: Page, count: number) => {
  const pictures = page.locator('.co-item__art img');
  await expect(pictures).toHaveCount(count);
  for (const img of await pictures.all()) await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
};

test('a placed order is reordered from the history into the cart, at its store, with its pictures', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: MORNING });
  await signIn(page, '/menu');
  await chooseStore(page, WESTLAKE);
  await page.goto('/menu/product/200201/hot');
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  const checkout = page.getByRole('complementary');
  await expect(checkout.getByText('Total', { exact: true })).toBeVisible({ timeout: 15_000 });
  await checkout.getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' })).toBeVisible({ timeout: 15_000 });

  await forgetStore(page);
  await page.goto('/account/history');
  const orders = page.getByRole('list', { name: 'Orders' });
  const newest = orders.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Westlake Center' }) }).first();
  await expect(newest).toContainText('Caffè Latte');
  const reorder = newest.getByRole('button', { name: /^Reorder your order of .+ at Westlake Center$/ });
  await expect(reorder).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await reorder.click();
  await expect(page).toHaveURL(/\/menu\/cart$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Caffè Latte' })).toBeVisible();
  // The order's store came with it: no 'Choose a store' on the way to paying.
  const store = page.getByRole('region', { name: 'Pickup store' });
  await expect(store.getByText('Westlake Center', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Choose a store' })).toHaveCount(0);
  await expect(page.getByText('1 item from your order at Westlake Center is in your cart.')).toBeVisible();
  await expectLinePictures(page, 1);
});

test('an order of three lines brings the one that can come and names the two that cannot, with why', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: MORNING });
  await signIn(page, '/account/history');
  await forgetStore(page);
  await page.goto('/account/history');
  // The demo member's order at 1st & Pike: a Vanilla Sweet Cream Cold Brew, a reusable cup fee and a Pumpkin Cream
  // Cold Brew, now out of season.
  const order = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: 'Vanilla Sweet Cream Cold Brew' })
    .filter({ hasText: 'Pumpkin Cream Cold Brew' })
    .first();
  await expect(order.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
  await order.getByRole('button', { name: /^Reorder your order of .+ at 1st & Pike$/ }).click();

  await expect(page).toHaveURL(/\/menu\/cart$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Vanilla Sweet Cream Cold Brew' })).toBeVisible();
  await expect(page.getByText('1 item from your order at 1st & Pike is in your cart.')).toBeVisible();
  const leftOut = page.getByRole('list', { name: 'Not added from your order at 1st & Pike' });
  await expect(leftOut.getByRole('listitem')).toHaveText([
    'Reusable cup fee A charge, not an item: the store adds it again when it applies.',
    'Pumpkin Cream Cold Brew Not on the menu this season.',
  ]);
  await expect(page.getByRole('region', { name: 'Pickup store' }).getByText('1st & Pike', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expectLinePictures(page, 1);
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, `reorder-cart-${w}`);
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(leftOut).toHaveCount(0);
});
