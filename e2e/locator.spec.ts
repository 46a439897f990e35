// The store locator in the browser (production build, fake backend with 150 ms latency): search by city,
// filter, select, details, favorites as a guest and as a member, a shared URL, geolocation refused and
// granted, the ordering variant's refusal and an unknown place; axe on each state.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn } from './support';

const SEATTLE = { latitude: 47.6097, longitude: -122.3422 };
const SEATTLE_URL = '/store-locator?map=47.60621,-122.33207,12z&place=Seattle%2C%20WA%2C%20United%20States';

const searchFor = async (page: Page, term: string) => {
  const box = page.getByRole('combobox', { name: 'Search for a city or place' });
  await box.fill(term);
  await box.press('Enter');
};

const cardNames = (page: Page) => page.locator('article .locator-card__name').allTextContents();

test('search by city, filter, select, details, and the choice survives a reload', async ({ page }) => {
  await page.goto('/store-locator');
  await expect(page.getByRole('heading', { level: 1, name: 'Store Locator' })).toBeAttached();
  await expect(page.getByText('Zoomed out too far')).toBeVisible();
  await expectNoAxeViolations(page);

  await searchFor(page, 'Seattle');
  await expect(page.getByRole('heading', { name: 'Stores near Seattle, WA, United States' })).toBeVisible();
  await expect(page).toHaveURL(/map=47\.60621,-122\.33207,12z&place=Seattle/);

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const filters = page.getByRole('dialog', { name: 'Filter' });
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await filters.getByRole('checkbox', { name: 'Open 24 hours' }).check();
  await expectNoAxeViolations(page);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await expect(page).toHaveURL(/features=hrs24/);
  await expect(page.locator('article').first()).toContainText('Open 24 hours');

  // 24-hour stores are always open: the store-select rule lets a guest pick one that takes guest orders.
  await page.getByRole('button', { name: 'Select 4th & Maple' }).click();
  await expect(page.getByRole('button', { name: '4th & Maple Selected' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '4th & Maple details' }).click();
  const details = page.getByRole('dialog', { name: '4th & Maple' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+$/);
  await expect(details.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /google\.com\/maps\/dir\/\?api=1&destination=47\.\d+%2C-122\.\d+/);
  await expect(details.getByRole('heading', { name: 'Store hours' })).toBeVisible();
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(page.getByRole('button', { name: '4th & Maple Selected' })).toBeVisible();
  await page.getByRole('button', { name: '4th & Maple details' }).click();
  await page.getByRole('dialog', { name: '4th & Maple' }).getByRole('button', { name: 'Order here' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('a shared URL opens the same stores and filter count', async ({ page, browser }) => {
  await page.goto('/store-locator');
  await searchFor(page, 'Seattle');
  await expect(page.getByRole('heading', { name: /Stores near Seattle/ })).toBeVisible();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Drive-thru' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/features=DT/);
  await expect(page.locator('article').first()).toBeVisible();
  const names = await cardNames(page);
  const shared = page.url();

  const other = await browser.newPage();
  await other.goto(shared);
  await expect(other.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await expect(other.getByRole('heading', { name: /Stores near Seattle/ })).toBeVisible();
  await expect.poll(() => cardNames(other)).toEqual(names);
  await other.close();
});

test('favorite as a guest asks to sign in and sends to sign-in with the way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SEATTLE_URL);
  await expect(page.getByRole('heading', { name: 'Stores nearby' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add 1st & Pike to favorites' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign in to save favorites' });
  await expect(dialog).toContainText('You must sign in to add this store to your favorites.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnTo') ?? '')).toContain('/store-locator?map=47.60621,-122.33207,12z');
});

test('favorite as a member: tabs, and the heart toggles and persists', async ({ page }) => {
  await signIn(page, SEATTLE_URL);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['Nearby', 'Previous', 'Favorites']);
  await tabs.getByRole('tab', { name: 'Favorites' }).click();
  await expect.poll(() => cardNames(page)).toEqual(['15th & Pine', 'Ballard & Market']);
  await expectNoAxeViolations(page);
  await tabs.getByRole('tab', { name: 'Nearby' }).click();
  await page.getByRole('button', { name: 'Add Westlake Center to favorites' }).click();
  const heart = page.getByRole('button', { name: 'Remove Westlake Center from favorites' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove Westlake Center from favorites' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect.poll(() => cardNames(page)).toContain('Westlake Center');
});

test.describe('geolocation refused', () => {
  test.use({ permissions: [] });
  test('shows that the location could not be read, with the hint', async ({ page }) => {
    await page.goto('/store-locator');
    await page.getByRole('button', { name: 'Find locations near me' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We are unable to access your exact location');
    await expect(alert).toContainText('enable location services');
    await expectNoAxeViolations(page);
  });
});

test.describe('geolocation granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: SEATTLE });
  test('lists the stores near the position', async ({ page }) => {
    await page.goto('/store-locator');
    await page.getByRole('button', { name: 'Find locations near me' }).click();
    await expect(page.getByRole('heading', { name: 'Stores in this area' })).toBeVisible();
    await expect(page.locator('article').first()).toContainText('1st & Pike');
    await expect(page).toHaveURL(/map=47\.6097,-122\.3422,12z/);
  });
});

test('ordering variant: a store not ready for mobile orders refuses selection with a toast', async ({ page }) => {
  await page.goto('/menu/store-locator?map=47.60621,-122.33207,12z');
  const card = page.locator('article', { has: page.getByRole('heading', { name: 'Pine & Jackson' }) });
  await expect(card).toContainText('Not available for mobile ordering');
  await card.getByRole('button', { name: 'Select Pine & Jackson' }).click();
  await expect(page.getByText('Menu not available for this store.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Select Pine & Jackson' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown place gives the location-not-found message', async ({ page }) => {
  await page.goto('/store-locator');
  await searchFor(page, 'Xyzzyqx');
  await expect(page.getByRole('alert')).toHaveText("Whoops! We couldn't find that location. Please search again.");
});
