// Store prices in the browser: at a company-operated store in the fake's top price tier (drinks +30¢,
// charged options +10¢), the product page shows each size's price at the store, the order bar's estimate
// of a customized drink is what the cart's pricing then charges; a licensed store shows no prices; a failing
// pricing-by-store-number falls back to national prices quietly. Axe on each page.
import type { Page } from '@playwright/test';
import { chooseStore, expect, expectNoAxeViolations, setFault, signIn, test } from './support';

const MORNING = new Date('2026-11-22T17:30:00Z'); // 9:30 in Seattle: the stores are open
const MILL_AND_ELM = '57910-15160'; // company-operated, top price tier
const OAK_AND_COLLEGE = '32006-53969'; // licensed

const openLatte = async (page: Page): Promise<void> => {
  await page.goto('/menu/product/200201/hot');
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible();
};

const orderBarPrice = (page: Page) => page.locator('.order-bar__price');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: MORNING });
});

test("a store's size prices show on the product page and the cart's pricing charges the page's estimate", async ({ page }) => {
  await signIn(page, '/menu');
  await chooseStore(page, MILL_AND_ELM);
  await openLatte(page);
  await expect(page.getByRole('region', { name: 'Pickup store' })).toContainText('Mill & Elm');
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: 'Small · 8 fl oz · $4.25' })).toBeVisible();
  await expect(sizes.getByRole('radio', { name: 'Medium · 12 fl oz · $4.65' })).toBeChecked();
  await expect(sizes.getByRole('radio', { name: 'Large · 16 fl oz · $5.05' })).toBeVisible();
  await expect(sizes.getByRole('radio', { name: 'Extra Large · 20 fl oz · $5.40' })).toBeVisible();
  await expect(orderBarPrice(page)).toHaveText(/\$4\.65/);
  await expectNoAxeViolations(page);

  await sizes.getByRole('radio', { name: /^Large/ }).check();
  await page.getByRole('radio', { name: /^Oat milk/ }).check();
  await page.getByRole('button', { name: 'Add one Espresso shot' }).click();
  await expect(orderBarPrice(page)).toHaveText(/\$6\.95/);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/\/menu\/cart$/);
  const checkout = page.getByRole('complementary');
  await expect(checkout.getByText('Total', { exact: true })).toBeVisible();
  await expect(checkout.locator('.co-line--subtotal dd')).toHaveText('$6.95');
  await expectNoAxeViolations(page);
});

test('a licensed store shows no prices and says the store sets them', async ({ page }) => {
  await page.goto('/menu');
  await chooseStore(page, OAK_AND_COLLEGE);
  await openLatte(page);
  await expect(page.getByText('Prices are set by this store.', { exact: false })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'Medium · 12 fl oz', exact: true })).toBeChecked();
  await expect(orderBarPrice(page)).not.toHaveText(/\$/);
  await expectNoAxeViolations(page);
});

test('a failing pricing-by-store-number falls back to national prices without an error', { tag: '@fake' }, async ({ page }) => {
  await page.goto('/menu');
  await chooseStore(page, MILL_AND_ELM);
  await setFault(page, 'getPricingByStore', { status: 500 });
  await openLatte(page);
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'Medium · 12 fl oz · $4.35' })).toBeChecked();
  await expect(orderBarPrice(page)).toHaveText(/\$4\.35/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
