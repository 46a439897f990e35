// Menu pages hold still and come back at once: the layout shift of each menu page and the product page,
// while its route chunk, the menus and the artwork arrive, stays under 0.01 at a phone and a desktop width
// (a score, not a time; 0.1 is the usual 'good' bar); and a menu page visited before renders from the
// cache on the way back, without its loading skeleton ever appearing.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

const PAGES = ['/menu', '/menu/featured', '/menu/drinks/hot-coffees', '/menu/drinks/hot-coffees/lattes', '/menu/product/200201/hot', '/menu/product/200401/iced/nutrition'];

/** Sums the layout shifts of the page so far that no input caused (the browser's own measure). */
const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer has nothing to report.
        setTimeout(() => resolve(0), 200);
      }),
  );

for (const width of [390, 1280]) {
  test(`menu and product pages shift less than 0.01 while they load, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), `layout shift of ${path} at ${width} px`).toBeLessThan(0.01);
    }
  });
}

test('a menu page visited before renders from the cache on the way back, with no loading skeleton', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /^Hot Coffees/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Coffees' })).toBeVisible();
  // Watch for a skeleton tile from now on; the way back must never show one.
  await page.evaluate(() => {
    const w = window as unknown as { skeletonSeen: boolean };
    w.skeletonSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.p-tile--skeleton') !== null) w.skeletonSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('navigation', { name: 'Ordering' }).getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { skeletonSeen: boolean }).skeletonSeen)).toBe(false);
});
