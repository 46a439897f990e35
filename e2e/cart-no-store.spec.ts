// A cart without a store: the checkout box says what is missing ('Choose a store to see your total') with
// the store picker right there, shows no empty 'Order total' heading and no greyed consumption choice, and
// once the store is chosen it comes back to the cart priced.
import { test, expect, expectNoAxeViolations } from './support';

test('the checkout box without a store asks for one, and the chosen store prices the order', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/menu/product/200201/hot');
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/\/menu\/cart$/);

  const box = page.getByRole('complementary');
  await expect(box.getByText('Choose a store to see your total', { exact: true })).toBeVisible();
  const choose = box.getByRole('link', { name: 'Choose a store' });
  await expect(choose).toBeVisible();
  await expect(box.getByRole('heading', { name: 'Order total' })).toHaveCount(0);
  await expect(box.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await choose.click();
  await expect(page).toHaveURL(/\/menu\/store-locator\?toCart=1/);
  await page.goto('/menu/store-locator?map=47.6117,-122.3372,15z&toCart=1');
  await page.getByRole('button', { name: 'Select Westlake Center' }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Order from Westlake Center' }).click();
  await expect(page).toHaveURL(/\/menu\/cart$/);
  await expect(box.getByText('Choose a store to see your total')).toHaveCount(0);
  await expect(box.getByRole('heading', { name: 'Order total' })).toBeVisible();
  await expect(box.getByText('Total', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(box.getByRole('radio', { name: 'To go' })).toBeEnabled();
});
