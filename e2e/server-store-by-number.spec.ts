// A store chosen by its number (spec section 4; issue #33): /store-locator?store=NNNNN-NNNNN, the link a store's
// window or receipt carries, selects that store and goes on to /menu; an unknown number says so, with the way to
// the locator, and selects nothing.
import { test, expect, expectNoAxeViolations } from './support';

test('a link with a store number selects that store and opens its menu', async ({ page }) => {
  await page.goto('/store-locator?store=10001-65096');
  await expect(page).toHaveURL(/\/menu$/, { timeout: 20_000 });
  await expect(page.getByText('1st & Pike').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('crema.locator.selectedStore') ?? '{}').storeNumber)).toBe('10001-65096');
  // Back does not land on the hand-over page again.
  await page.goBack();
  await expect(page).not.toHaveURL(/store=10001-65096/);
});

test('an unknown store number says so and leads to the locator', async ({ page }) => {
  await page.goto('/store-locator?store=99999-99999');
  await expect(page.getByText("Whoops! We couldn't find that store. Please search again.")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/store=99999-99999/);
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/store-by-number/unknown-${width}.png` });
  }
  await page.getByRole('link', { name: 'Search for a store' }).click();
  await expect(page).toHaveURL(/\/store-locator$/);
  await expect(page.getByRole('searchbox').or(page.getByRole('combobox')).first()).toBeVisible({ timeout: 20_000 });
});
