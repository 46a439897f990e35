// Reorder from the account history: an order the member placed is in /account/history with a Reorder
// button (named by its order) that puts its items in the cart and opens /menu/cart.
import { chooseStore, expect, expectNoAxeViolations, signIn, test } from './support';

const MORNING = new Date('2026-11-22T17:30:00Z'); // 9:30 in Seattle: the store is open
const WESTLAKE = '10002-91367';

test('a placed order is reordered from the history into the cart', async ({ page }) => {
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
});
