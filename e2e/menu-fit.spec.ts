// The menu on a phone and a desktop: the product page's size picker is in view at 390x844 above a one-row
// order bar, the cart never covers a product tile as a menu page scrolls, the phone header slides away on
// the way down and back on the way up, and tiles show the store's starting price and calories.
import type { Page } from '@playwright/test';
import { chooseStore, expect, test } from './support';

const SEATTLE_STORE = '10003';

type Box = { top: number; bottom: number; left: number; right: number };
const boxOf = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }));
const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await chooseStore(page, SEATTLE_STORE);
});

test('at 390x844 the product page shows its sizes above a one-row order bar, before and after adding', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/menu/product/200201/hot');
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: /^Medium/ })).toBeChecked();
  await expect(page.locator('.size__price').first()).not.toBeEmpty();

  const check = async () => {
    const [bar] = await boxOf(page, '.order-bar');
    const [tabs] = await boxOf(page, '.ordering__tabs');
    // One row: the stepper, the price and 'Add to order' side by side (a second row would double it).
    expect(bar!.bottom - bar!.top).toBeLessThan(90);
    for (const size of await boxOf(page, '.size__box')) {
      expect(size.top).toBeGreaterThanOrEqual(tabs!.bottom);
      expect(size.bottom, 'a size hidden under the order bar').toBeLessThanOrEqual(bar!.top);
    }
  };
  await check();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your order.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await check();
});

for (const width of [390, 1280]) {
  test(`the cart never covers a product tile while a menu page scrolls, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/menu/drinks/hot-coffees');
    await expect(page.getByRole('link', { name: /^Cortado/ })).toBeVisible();
    const cart = page.getByRole('link', { name: /^Cart, / });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let seen = 0;
    for (let y = 0; y <= height; y += 250) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(250);
      await expect(cart).toBeInViewport();
      const [cartBox] = await boxOf(page, '.cart-button');
      const [sticky] = await boxOf(page, width < 768 ? '.ordering__tabs' : '.ordering__bar');
      const tiles = (await boxOf(page, '.p-grid__item')).filter((t) => t.top >= sticky!.bottom && t.bottom <= 844);
      seen += tiles.length;
      for (const t of tiles) expect(overlaps(t, cartBox!), `the cart over a tile at scroll ${y}`).toBe(false);
    }
    expect(seen).toBeGreaterThan(10);
    // The last tile, scrolled into view at the very end, is whole: what is at its name's centre is its own link.
    const last = page.locator('.p-grid__item').last();
    await last.scrollIntoViewIfNeeded();
    const name = last.locator('.p-tile__name');
    const hit = await name.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.closest('a')?.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) ?? false;
    });
    expect(hit).toBe(true);
  });
}

test('on a phone the header slides away while the menu scrolls down and comes back on the way up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/menu/drinks/hot-coffees');
  await expect(page.getByRole('link', { name: /^Cortado/ })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  await page.mouse.move(200, 500);
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
  await expect(header).not.toBeInViewport();
  // The sections and the cart stay at the top of the screen.
  await expect(page.getByRole('navigation', { name: 'Ordering' })).toBeInViewport();
  await expect(page.getByRole('link', { name: /^Cart, / })).toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(header).toBeInViewport();
});

test("menu tiles show the store's starting price and the calories", async ({ page }) => {
  await page.goto('/menu/drinks/hot-coffees');
  const latte = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Caffè Latte', exact: true }) });
  await expect(latte).toContainText(/From \$\d+\.\d\d/);
  await expect(latte).toContainText(/\d+ cal/);
  // The link's name stays the product's, for screen readers and for anyone looking for it by name.
  await expect(latte.getByRole('link')).toHaveAccessibleName('Caffè Latte');
});
