// Issue #32, the store locator by keyboard alone on the server build: from the search box to a chosen store's
// 'Order from {storeName}' in at most 15 key presses, each one counted, on a desktop (1280 px) and on a phone
// (390 px, where the map shows above the list). It took 143 Tab presses to reach the map through the list, and a
// pin's Enter only highlighted its card: now 'Skip to map' (seen when focused) leads to the map, the first Tab there
// reaches the nearest store's pin, and its Enter selects the store, says 'pressed' and moves focus to its card.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support';

const SEATTLE_URL = '/store-locator?map=47.60621,-122.33207,12z&place=Seattle%2C%20WA%2C%20United%20States';
const MAX_PRESSES = 15;

/** What has focus: its role-ish kind, its accessible name (label or text) and whether a pin is pressed. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (el === null) return { kind: 'none', name: '', pressed: null as string | null };
    const kind = el.classList.contains('crema-map__marker') ? 'pin' : el.getAttribute('role') ?? el.tagName.toLowerCase();
    const labelledBy = el.getAttribute('aria-labelledby');
    const name = el.getAttribute('aria-label') ?? (labelledBy !== null ? document.getElementById(labelledBy)?.textContent : el.textContent) ?? '';
    return { kind, name: name.trim(), pressed: el.getAttribute('aria-pressed') };
  });

/** The keyboard, counting every press. */
const countingKeyboard = (page: Page) => {
  let count = 0;
  const press = async (key: string): Promise<void> => {
    count += 1;
    await page.keyboard.press(key);
  };
  /** Tab until the focused element is what `wanted` says (at most `max` presses, so a lost focus fails fast). */
  const tabTo = async (wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean, max: number, what: string): Promise<void> => {
    for (let i = 0; i < max; i++) {
      await press('Tab');
      if (wanted(await focused(page))) return;
    }
    throw new Error(`${what} not reached in ${max} Tab presses (focus on ${JSON.stringify(await focused(page))})`);
  };
  return { press, tabTo, presses: () => count };
};

const walk = async (page: Page, width: number): Promise<void> => {
  await page.goto(SEATTLE_URL);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('.crema-map__marker').first()).toBeAttached();
  // The start: the search box, where a search leaves the keyboard.
  await page.getByRole('combobox', { name: 'Search for a city or place' }).focus();
  const keys = countingKeyboard(page);

  await keys.tabTo((f) => f.kind === 'a' && f.name === 'Skip to map', 5, "'Skip to map'");
  const skip = page.getByRole('link', { name: 'Skip to map' });
  // Seen once focused, over the list, and clear of the search row.
  const box = await skip.boundingBox();
  expect(box !== null && box.width > 40 && box.height > 20).toBe(true);
  await page.screenshot({ path: `test-results/locator-keyboard/skip-to-map-${width}.png` });
  await expectNoAxeViolations(page);
  await keys.press('Enter');
  expect(await focused(page)).toMatchObject({ kind: 'region', name: 'Map' });

  // The first Tab in the map reaches the nearest store's pin (the list's first store, highlighted on arrival).
  await keys.press('Tab');
  const pin = await focused(page);
  expect(pin).toMatchObject({ kind: 'pin', pressed: 'false' });
  const name = pin.name.split(', ')[0] ?? '';
  await expect(page.locator('article .locator-card__name').first()).toHaveText(name);
  await keys.press('Enter');

  const card = page.getByRole('article', { name });
  await expect(card.getByRole('button', { name: `${name} Selected` })).toBeVisible();
  await expect(card).toBeFocused();
  await expect(page.locator('.crema-map__marker[aria-pressed="true"]')).toHaveAttribute('aria-label', pin.name);
  await page.screenshot({ path: `test-results/locator-keyboard/card-focused-${width}.png` });
  await expectNoAxeViolations(page);

  await keys.tabTo((f) => f.kind === 'button' && f.name === `Order from ${name}`, 6, `'Order from ${name}'`);
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/menu$/);
  test.info().annotations.push({ type: 'key presses', description: `${keys.presses()} at ${width} px` });
  expect(keys.presses(), 'key presses from the search box to the chosen store').toBeLessThanOrEqual(MAX_PRESSES);
};

test('desktop (1280 px): the search box to a chosen store in at most 15 key presses', async ({ page }) => {
  await walk(page, 1280);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the map shows above the list: the search box to a chosen store in at most 15 key presses', async ({ page }) => {
    await walk(page, 390);
  });

  test("'Skip to store list' passes the map's pins", async ({ page }) => {
    await page.goto(SEATTLE_URL);
    await expect(page.getByRole('heading', { name: 'Stores nearby' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Search for a city or place' }).focus();
    const keys = countingKeyboard(page);
    await keys.tabTo((f) => f.kind === 'a' && f.name === 'Skip to store list', 6, "'Skip to store list'");
    await page.screenshot({ path: 'test-results/locator-keyboard/skip-to-list-390.png' });
    await expectNoAxeViolations(page);
    await keys.press('Enter');
    // The next Tab is in the first store's card, not on a pin.
    await keys.press('Tab');
    await expect(page.getByRole('article').first().getByRole('button').first()).toBeFocused();
  });
});
