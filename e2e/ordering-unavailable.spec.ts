// An item that the newly chosen store cannot sell: the unavailable-items dialog names the reason and offers
// the store's closest product, which takes the item's slot; the order then prices. The page clock is a
// Sunday morning in Seattle so the demo stores are open whatever the time the suite runs.
import { expect, expectNoAxeViolations, test } from './support';

const MORNING = new Date('2026-11-22T17:30:00Z'); // 9:30 in Seattle
const PIKE = '10001-65096'; // sells the Vanilla Latte
// Westlake Center (10002-91367) has the Vanilla Latte sold out; its lattes still include the Caffè Latte.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: MORNING });
});

test('a sold-out item after a store change: the dialog offers the closest product, which takes its slot', async ({ page }) => {
  test.setTimeout(90_000); // a long walk with axe runs: ~30 s alone, more beside a second worker on 2 cores
  await page.goto('/');
  await page.evaluate((n) => {
    localStorage.setItem('crema.fake.table.locator.selectedStore', JSON.stringify({ record: { storeNumber: n, storeConfirmationTimestamp: Date.now(), userConfirmed: true } }));
  }, PIKE);

  await page.goto('/menu/product/200202/hot');
  await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Latte' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page.getByText('1st & Pike')).toBeVisible();

  // Another store, chosen from the cart (the link keeps toCart; the map is centred on downtown Seattle).
  await expect(page.getByRole('link', { name: 'Change store' })).toHaveAttribute('href', '/menu/store-locator?toCart=1');
  await page.goto('/menu/store-locator?toCart=1&map=47.6117,-122.3372,15z');
  await page.getByRole('button', { name: 'Westlake Center details' }).click();
  await page.getByRole('dialog', { name: 'Westlake Center' }).getByRole('button', { name: 'Order here' }).click();
  await expect(page).toHaveURL(/\/menu\/cart$/);

  const dialog = page.getByRole('dialog', { name: 'Some items are unavailable' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sold out at this store.')).toBeVisible();
  const add = dialog.getByRole('button', { name: 'Add Caffè Latte instead of Vanilla Latte' });
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);
  await add.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Caffè Latte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Vanilla Latte' })).toHaveCount(0);
  await expect(page.getByRole('complementary').getByText('Total', { exact: true })).toBeVisible();
});
