// Issue #32, point 3, on the server build: the demo member's My Card ($18.45, auto reload of $25.00 from the Visa
// ending in 4242 below $10.00) pays two drinks. Checkout says before the order that the card will be reloaded,
// and the success modal says that it was; at 1280 px and 390 px (screenshots under test-results for a person).
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn, chooseStore } from './support';
import { orderableDrinks, type OrderableDrink } from './server-api';

test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('checkout says the auto reload an order will run, and the success modal says it ran', async ({ page }) => {
  let found: OrderableDrink | undefined;
  for await (const f of orderableDrinks(page.request, [])) {
    found = f;
    break;
  }
  if (found === undefined) throw new Error('no orderable store');
  await signIn(page, '/menu');
  await chooseStore(page, found.store.storeNumber);
  await page.goto(`/menu/product/${found.drink.productNumber}/${found.drink.formCode}`);
  await expect(page.getByRole('heading', { level: 1, name: found.drink.name })).toBeVisible({ timeout: 20_000 });
  // Enough to take the $18.45 card below its $10.00 trigger.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  const checkout = page.getByRole('complementary');
  await expect(checkout.getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });
  await checkout.getByRole('radio', { name: /My Card/ }).check();
  const ahead = checkout.getByText(/^Auto reload: after this order, \$25\.00 will be added to My Card from Visa ending in 4242\.$/);
  await expect(ahead).toBeVisible({ timeout: 20_000 });
  await shot(page, 'checkout-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await ahead.scrollIntoViewIfNeeded();
  await shot(page, 'checkout-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);

  await checkout.getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  const said = modal.getByText(/^Your card was auto reloaded with \$25\.00\. Card balance: \$\d+\.\d\d\.$/);
  await expect(said).toBeVisible();
  await shot(page, 'success-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'success-390');
  await expectNoAxeViolations(page);

  // Issue #32, point 3: the card's activity shows the order and the auto reload it set off, with their amounts:
  // the auto reload (newest) took the balance to what the modal said, the order just before it took 25.00 less.
  const after = Math.round(Number(/Card balance: \$(\d+\.\d\d)/.exec((await said.textContent()) ?? '')?.[1]) * 100);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  await page.goto('/account/cards/card-demo-primary');
  const activity = page.getByRole('list', { name: 'Card activity, newest first' });
  const lines = activity.getByRole('listitem');
  const reload = lines.filter({ hasText: 'Auto reload' }).filter({ hasText: `+$25.00Balance ${dollars(after)}` });
  await expect(reload).toHaveCount(1, { timeout: 20_000 });
  const order = reload.locator('xpath=following-sibling::li[1]');
  await expect(order).toContainText('Order paid');
  const literal = (text: string) => text.replace(/[$.]/g, '\\$&');
  await expect(order).toHaveText(new RegExp(`\u2212\\$\\d+\\.\\d\\dBalance ${literal(dollars(after - 2500))}$`));
  await reload.scrollIntoViewIfNeeded();
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, `card-activity-${w}`);
    await expectNoAxeViolations(page);
  }
});

test('the locator shows distance and open state apart (a comma read, a dot seen)', async ({ page }) => {
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/store-locator');
    await page.getByRole('combobox', { name: 'Search for a city or place' }).fill('Seattle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const meta = page.locator('.locator-card__meta').first();
    await expect(meta).toBeVisible({ timeout: 20_000 });
    await shot(page, `locator-${w}`);
    // Seen: the distance, a dot, the open state; the comma is for a screen reader only.
    await expect(meta.locator('[aria-hidden="true"]')).toHaveText('·');
    await expect(meta.locator('.visually-hidden')).toHaveCSS('position', 'absolute');
  }
});
