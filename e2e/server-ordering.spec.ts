// Order ahead on the server build. A member orders in one browser profile and the order is in /menu/previous in
// a second, separate profile (the server's, not the device's); a guest orders with a card typed into the
// server's tokenizer. The store is one the server itself says is open at every hour and takes mobile orders
// (found over its API), so the walks do not depend on when they run: the page clock cannot move a server's hours.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn, chooseStore, enterCard } from './support';
import { orderableDrinks, type OrderableDrink } from './server-api';

// Sign-ins hash at OWASP's scrypt cost and every page asks the server: room for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** The first store near Seattle open at every hour with a drink to order (takesGuests: one that takes guest orders). */
const orderable = async (page: Page, takesGuests = false): Promise<OrderableDrink> => {
  for await (const found of orderableDrinks(page.request, takesGuests ? ['GC'] : [])) return found;
  throw new Error('the server has no store open at every hour near Seattle');
};

/** Chooses the store, adds its drink and opens the cart, priced by the server. */
const drinkInCart = async (page: Page, { store, drink }: OrderableDrink): Promise<void> => {
  await chooseStore(page, store.storeNumber);
  await page.goto(`/menu/product/${drink.productNumber}/${drink.formCode}`);
  await expect(page.getByRole('heading', { level: 1, name: drink.name })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/\/menu\/cart$/);
  await expect(page.getByRole('complementary').getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });
};

test("a member's order is in the previous orders of a second browser profile", async ({ page, browser }) => {
  const found = await orderable(page);
  // The second profile: another device, signed in on its own; its count of orders at that store before.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, '/menu/previous');
  const reorders = second.getByRole('button', { name: new RegExp(`^Reorder your order of .+ at ${found.store.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  await expect(second.getByRole('heading', { level: 1, name: 'Previous orders' })).toBeVisible();
  await expect(second.getByText('Loading your previous orders…')).toHaveCount(0, { timeout: 20_000 });
  const before = await reorders.count();

  await signIn(page, '/menu');
  await drinkInCart(page, found);
  await page.getByRole('complementary').getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByText(found.store.name)).toBeVisible();
  await expectNoAxeViolations(page);

  await second.reload();
  await expect(reorders).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(second.getByRole('listitem').filter({ has: reorders.first() }).first()).toContainText(found.drink.name);
  await expectNoAxeViolations(second);
  await other.close();
});

test('a guest orders with a Visa typed into the server\u2019s tokenizer', async ({ page }) => {
  await page.goto('/menu');
  const found = await orderable(page, true);
  await drinkInCart(page, found);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/menu\/cart\/guest\/checkout$/);
  await enterCard(page, '4111111111111111');
  await expect(page.getByText('Visa ending in 1111')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('E-mail', { exact: true }).fill('guest@example.com');
  await page.getByRole('button', { name: 'Review and pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment summary' });
  await expect(sheet.getByText('Visa ending in 1111')).toBeVisible();
  await sheet.getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByText(found.store.name)).toBeVisible();
  await expectNoAxeViolations(page);
});
