// Ordering, menu half: browse, customize a drink, add to order (the cart survives a reload and follows a
// second tab), the item max, a menu failure, nutrition, and favorites for the demo member. Axe on each page.
import { expect, expectNoAxeViolations, setFault, signIn, test } from './support';

const cart = (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`;

test('browse a category, customize a drink and add it: the cart count survives a reload and follows another tab', async ({ page, context }) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pickup store' }).getByRole('link', { name: 'Choose a store' })).toHaveAttribute('href', '/menu/store-locator?returnUrl=%2Fmenu');
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: /^Hot Coffees/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Coffees' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Caffè Latte', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible();
  await page.getByRole('radio', { name: /^Large/ }).check();
  await page.getByRole('radio', { name: /^Oat milk/ }).check();
  await page.getByRole('button', { name: 'Add one Espresso shot' }).click();
  await expect(page.getByRole('group', { name: 'Espresso shot' })).toContainText('3');
  await expect(page.locator('.order-bar__price')).toHaveText(/\$6\.45/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your order.' })).toBeVisible();
  await expect(page.getByRole('link', { name: cart(1) })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible();
  await expect(page.getByRole('link', { name: cart(1) })).toBeVisible();

  // A second tab shares the cart both ways.
  const other = await context.newPage();
  await other.goto('/menu/featured');
  await expect(other.getByRole('link', { name: cart(1) })).toBeVisible();
  await other.getByRole('link', { name: /^Caramel Macchiato/ }).click();
  await other.getByRole('button', { name: 'Add to order' }).click();
  await expect(other.getByRole('link', { name: cart(2) })).toBeVisible();
  await expect(page.getByRole('link', { name: cart(2) })).toBeVisible();
  await other.close();

  await page.getByRole('link', { name: 'Nutrition information' }).click();
  await expect(page.getByRole('table', { name: 'Nutrition facts by size' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the item max: 'There's a 15 item max for a single order.'", async ({ page }) => {
  await page.goto('/menu/product/300301/food');
  await expect(page.getByRole('heading', { level: 1, name: 'Butter Croissant' })).toBeVisible();
  const more = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < 15; i++) await more.click();
  await expect(more).toBeDisabled();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('link', { name: cart(15) })).toBeVisible();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('alert')).toHaveText("There's a 15 item max for a single order.");
  await expect(page.getByRole('link', { name: cart(15) })).toBeVisible();
});

test("a failing menu says 'We ran into problems loading the menus.' and Try again recovers", { tag: '@fake' }, async ({ page }) => {
  await page.goto('/menu/featured');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured' })).toBeVisible();
  // The menus have arrived (the heading shows before them): a call still in flight would use up the fault.
  await expect(page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: 'Hot Coffees' })).toBeVisible();
  await setFault(page, 'getMenus', { status: 500, times: 1 });
  await page.reload();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We ran into problems loading the menus.');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: /^Caffè Latte/ })).toBeVisible();
});

test('favorites for the demo member: add from a product, add one to the order, remove it', async ({ page }) => {
  await page.goto('/menu/favorites');
  await expect(page.getByText('Sign in to save your favorite items.')).toBeVisible();
  await signIn(page, '/menu/product/201102/iced');
  await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Sweet Cream Cold Brew' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Added to your favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved to favorites' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Ordering' }).getByRole('link', { name: 'Favorites' }).click();
  const saved = page.getByRole('list', { name: 'Saved items' });
  const card = saved.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vanilla Sweet Cream Cold Brew' }) });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Add to order: Vanilla Sweet Cream Cold Brew' }).click();
  await expect(page.getByRole('link', { name: cart(1) })).toBeVisible();
  await card.getByRole('button', { name: 'Remove Vanilla Sweet Cream Cold Brew from favorites' }).click();
  await expect(page.getByText('Removed from your favorites')).toBeVisible();
  await expect(saved.getByRole('heading', { name: 'Vanilla Sweet Cream Cold Brew' })).toHaveCount(0);
});
