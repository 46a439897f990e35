// Tap targets on a phone (390 x 844): the footer links, '‹ All cards', Edit and Remove of a payment method,
// an option's - and +, and every other control of the account pages, the cart, the product page and the
// gift form measure at least 44 x 44 px by their bounding boxes. Links inside a sentence are exempt
// (WCAG 2.5.8); a radio or checkbox counts with its label, which takes the tap.
import type { Locator, Page } from '@playwright/test';
import { test, expect, DEMO } from './support';

test.use({ viewport: { width: 390, height: 844 } });

const MIN = 44;

/** Signs the demo member in (on a phone the header's greeting is hidden: wait for Sign out instead). */
const signIn = async (page: Page): Promise<void> => {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
};

const expectTappable = async (target: Locator, what: string): Promise<void> => {
  await expect(target, what).toBeVisible();
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(Math.round(box?.width ?? 0), `${what}: width`).toBeGreaterThanOrEqual(MIN);
  expect(Math.round(box?.height ?? 0), `${what}: height`).toBeGreaterThanOrEqual(MIN);
};

/** Every visible control on the page smaller than 44 x 44 px, by its bounding box. */
const smallControls = (page: Page): Promise<string[]> =>
  page.evaluate((min) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')) {
      if (el.closest('.visually-hidden, [hidden], .skip-link')) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden') continue;
      // A link inside a sentence (inline, in a paragraph with other words) is exempt.
      const text = el.closest('p, dd, span')?.textContent?.trim();
      if (el.tagName === 'A' && cs.display === 'inline' && text !== undefined && text !== el.textContent?.trim()) continue;
      const label = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? el.closest('label') : null;
      const r = (label ?? el).getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (Math.round(r.width) < min || Math.round(r.height) < min) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return out;
  }, MIN);

test('the named small controls are 44 x 44 px on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);

  await page.goto('/account');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Menu', 'Choose a store', 'Pickup options', 'Cards', 'Rewards', 'History', 'Send an e-gift', 'Register a card']) {
    await expectTappable(footer.getByRole('link', { name, exact: true }), `footer link ${name}`);
  }
  const header = page.getByRole('banner');
  await expectTappable(header.getByRole('link', { name: 'Account' }), 'header Account');
  await expectTappable(header.getByRole('button', { name: 'Sign out' }), 'header Sign out');
  for (const link of await page.getByRole('navigation', { name: 'Account' }).getByRole('link').all()) {
    await expectTappable(link, `account navigation ${await link.textContent()}`);
  }

  await page.goto('/account/cards');
  await page.getByRole('list', { name: 'Your cards' }).getByRole('link').first().click();
  await expectTappable(page.getByRole('link', { name: 'All cards' }), '‹ All cards');

  await page.goto('/account/payment-method');
  await expectTappable(page.getByRole('link', { name: /^Edit: / }).first(), 'Edit of a payment method');
  await expectTappable(page.getByRole('button', { name: /^Remove: / }).first(), 'Remove of a payment method');

  await page.goto('/menu/product/200201/hot');
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible({ timeout: 15_000 });
  const plus = page.getByRole('button', { name: /^Add one / }).first();
  const minus = page.getByRole('button', { name: /^Remove one / }).first();
  await expectTappable(plus, 'an option’s +');
  await expectTappable(minus, 'an option’s −');
});

test('no control of the account pages, the cart, the product page or the gift form is under 44 x 44 px on a phone', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const pages = [
    '/account',
    '/account/cards',
    '/account/payment-method',
    '/account/history',
    '/account/rewards',
    '/account/personal',
    '/account/profile',
    '/account/settings',
    '/account/settings/communication-preferences',
    '/account/payment-method/add/credit-card',
    '/menu/product/200201/hot',
    '/gift/11000101',
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    expect(await smallControls(page), path).toEqual([]);
  }
  // The cart with an item in it: the quantity steppers, the store's Change, the consumption choice.
  await page.goto('/menu/product/200201/hot');
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page.getByRole('button', { name: /^Increase quantity/ })).toBeVisible();
  expect(await smallControls(page), '/menu/cart').toEqual([]);
});
