// The store to order from is chosen only by the customer: a search highlights the locator's first pick
// (spec section 4, read as a highlight) but selects nothing, so the locator, the menu and the cart agree
// that no store is chosen; once the customer selects one, every screen names the same store.
import { test, expect, expectNoAxeViolations } from './support';

const SEATTLE_URL = '/store-locator?map=47.60621,-122.33207,12z&place=Seattle%2C%20WA%2C%20United%20States';

test("a search selects no store; the customer's choice shows the same on the locator, the menu and the cart", async ({ page }) => {
  test.setTimeout(90_000); // three locator visits and a menu, each loading the store directory
  await page.goto(SEATTLE_URL);
  await expect(page.getByRole('heading', { name: 'Stores near Seattle, WA, United States' })).toBeVisible({ timeout: 15_000 });
  const first = page.getByRole('article').first();
  await expect(first).toHaveClass(/locator-card--focused/);
  await expect(first.getByRole('button', { name: /^Select / })).toBeVisible();
  await expect(page.getByRole('button', { name: / Selected$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/menu');
  const banner = page.getByRole('region', { name: 'Pickup store' });
  await expect(banner).toContainText('None selected', { timeout: 15_000 });
  await expect(banner.getByRole('link', { name: 'Choose a store' })).toBeVisible();

  await page.goto(SEATTLE_URL);
  await page.getByRole('button', { name: 'Select Westlake Center' }).click({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Westlake Center Selected' })).toBeVisible();
  await expect(page.getByRole('button', { name: / Selected$/ })).toHaveCount(1);

  await page.goto('/menu');
  await expect(page.getByRole('region', { name: 'Pickup store' })).toContainText('Westlake Center', { timeout: 15_000 });

  await page.goto(SEATTLE_URL);
  await expect(page.getByRole('button', { name: 'Westlake Center Selected' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: / Selected$/ })).toHaveCount(1);
});
