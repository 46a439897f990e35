// The account overview (/account) a member reaches from the header, and the one account navigation every
// account page shares (cards and payment methods included): a landmark named 'Account' with the page's
// section marked current, and a tab title that names the page.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn } from './support';

const NEW = { email: 'new@crema.coffee', password: 'Crema-New-2026', firstName: 'Jordan' } as const;

const SECTIONS = [
  ['Cards', '/account/cards'],
  ['Payment methods', '/account/payment-method'],
  ['Rewards', '/account/rewards'],
  ['History', '/account/history'],
  ['Personal info', '/account/personal'],
  ['Profile', '/account/profile'],
  ['Settings', '/account/settings'],
] as const;

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test('the header leads to the account overview: name, Stars, primary card balance and every account page', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const header = page.getByRole('banner');
  // Sign out is the quiet one: no fill and no border beside the outlined Account link.
  const signOut = header.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(signOut).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
  await header.getByRole('link', { name: 'Account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page).toHaveTitle('Account | Crema');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Avery / })).toBeVisible();
  await expect(page.getByText('demo@crema.coffee')).toBeVisible();

  const stars = page.getByRole('region', { name: 'Stars' });
  await expect(stars).toContainText(/\d+ Stars?/);
  const starCount = ((await stars.locator('.ov-stars__number').textContent()) ?? '').trim();
  const card = page.getByRole('region', { name: 'Crema card' });
  await expect(card).toContainText('Primary card');
  const balance = ((await card.locator('.ov-card__balance').textContent()) ?? '').trim();
  expect(balance).toMatch(/^\$\d+\.\d\d$/);
  const cardName = ((await card.locator('.ov-card__name').textContent()) ?? '').trim();

  const all = page.getByRole('region', { name: 'Everything in your account' });
  for (const [label, href] of SECTIONS) await expect(all.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  await expectNoAxeViolations(page);

  // The overview says what the pages behind it say.
  await page.goto('/account/rewards');
  await expect(page.locator('.balance__number')).toHaveText(starCount);
  await page.goto('/account/cards');
  await expect(page.getByRole('link', { name: new RegExp(`^${cardName} .*Primary`) })).toContainText(balance);
});

test('every account page shares the account navigation, its section marked current, and a title naming the page', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const pages: ReadonlyArray<readonly [string, string, string]> = [
    ['/account', 'Overview', 'Account | Crema'],
    ['/account/cards', 'Cards', 'Cards | Crema'],
    ['/account/cards/add', 'Cards', 'Add a card | Crema'],
    ['/account/payment-method', 'Payment methods', 'Payment methods | Crema'],
    ['/account/payment-method/add/credit-card', 'Payment methods', 'Add a credit or debit card | Crema'],
    ['/account/rewards', 'Rewards', 'Rewards | Crema'],
    ['/account/history', 'History', 'History | Crema'],
    ['/account/personal', 'Personal info', 'Personal info | Crema'],
    ['/account/profile', 'Profile', 'Profile | Crema'],
    ['/account/settings', 'Settings', 'Settings | Crema'],
  ];
  for (const [path, current, title] of pages) {
    await page.goto(path);
    const nav = accountNav(page);
    await expect(nav, path).toBeVisible();
    await expect(nav.getByRole('link'), path).toHaveCount(8);
    const marked = nav.locator('a[aria-current]');
    await expect(marked, path).toHaveCount(1);
    await expect(marked, path).toHaveText(current);
    await expect(marked, path).toHaveAttribute('aria-current', path === SECTION_OF[current] ? 'page' : 'true');
    await expect(page, path).toHaveTitle(title);
  }
  // A card's own page: inside Cards, with the way back to all cards.
  await page.goto('/account/cards');
  await page.getByRole('list', { name: 'Your cards' }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'All cards' })).toBeVisible();
  await expect(accountNav(page).locator('a[aria-current]')).toHaveText('Cards');
  await expect(page).toHaveTitle(/^.+ · Cards \| Crema$/);
  await expectNoAxeViolations(page);
  await page.goto('/account/payment-method');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expectNoAxeViolations(page);
});

const SECTION_OF: Readonly<Record<string, string>> = {
  Overview: '/account',
  ...Object.fromEntries(SECTIONS.map(([label, href]) => [label, href])),
};

test("a new member's overview: no Stars yet and the way to a first card", async ({ page }) => {
  await page.goto('/signin?returnTo=%2Faccount');
  await page.getByLabel('E-mail').fill(NEW.email);
  await page.getByLabel('Password').fill(NEW.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'Stars' })).toContainText('0 Stars');
  const card = page.getByRole('region', { name: 'Crema card' });
  await expect(card).toContainText('No Crema card yet');
  await expect(card.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/account/cards/add');
  await expectNoAxeViolations(page);
});
