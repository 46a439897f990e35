// The server build: payment methods and billing addresses are the server's. A member adds a billing address and
// a card, makes it the default, edits the address and removes the card; a reload, and another browser profile
// (another device), show what the server keeps. The member is one of its own (the server's cards fixture, one
// saved Visa ending in 4242): other walks pay with the shared demo member's default card meanwhile.
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signInWithOwnCards, type CardsWorld } from './support';

// Sign-ins hash at OWASP's scrypt cost on the server, and this walk signs in twice: room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const saved = (page: Page) => page.getByRole('region', { name: 'Saved payment methods' });
const addresses = (page: Page) => page.getByRole('region', { name: 'Billing addresses' });

/** Another device: a new browser profile, signed in as the same member on the payment methods page. */
const onAnotherDevice = async (browser: Browser, world: CardsWorld, check: (page: Page) => Promise<void>): Promise<void> => {
  const other = await browser.newContext();
  try {
    const page = await other.newPage();
    await page.goto('/signin?returnTo=%2Faccount%2Fpayment-method');
    await page.getByLabel('E-mail').fill(world.withCards.email);
    await page.getByLabel('Password').fill(world.withCards.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/payment-method$/);
    await check(page);
  } finally {
    await other.close();
  }
};

test("a member's new card, default, edited address and removal are the server's, on reload and on another device", async ({ page, browser }) => {
  const street = `${100 + Math.floor(Math.random() * 800)} Pike Street`;
  const world = await signInWithOwnCards(page, '/account/payment-method');
  await expect(page).toHaveURL(/\/account\/payment-method$/);
  await expect(saved(page).getByRole('listitem')).toHaveCount(1);
  await expect(saved(page).getByRole('listitem').first()).toContainText('4242');

  // A billing address first, then the card page with the address chosen.
  await page.getByRole('link', { name: 'Add billing address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add billing address' })).toBeVisible();
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Street address').fill(street);
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('WA');
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByLabel('Phone number').fill('206 555 0110');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/payment-method\/add\/credit-card\?addressId=/, { timeout: 20_000 });
  await expect(page.getByText('Added your new billing address')).toBeVisible();

  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption('2030');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Nickname (optional)').fill('Travel Visa');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/account\/payment-method$/, { timeout: 20_000 });
  await expect(page.getByText('Added Visa ending in 1111')).toBeVisible();
  await expect(saved(page).getByText('Travel Visa')).toBeVisible();

  await page.getByRole('button', { name: 'Make default: Visa ending in 1111' }).click();
  await expect(page.getByText('Visa ending in 1111 is now your default payment method')).toBeVisible();

  // A reload asks the server: the new card is there, and it is the default.
  await page.reload();
  await expect(saved(page).getByRole('listitem').first()).toContainText('Travel Visa');
  await expect(saved(page).getByRole('listitem').first()).toContainText('Default');
  await expect(addresses(page).getByText(street, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The address is edited on the server.
  await addresses(page).getByRole('link', { name: `Edit: ${street}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit billing address' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue(street);
  await page.getByLabel('Street address').fill(`${street} Suite 5`);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Updated your billing address')).toBeVisible({ timeout: 20_000 });

  // Another device sees the same wallet and address book.
  await onAnotherDevice(browser, world, async (other) => {
    await expect(saved(other).getByRole('listitem').first()).toContainText('Travel Visa');
    await expect(saved(other).getByRole('listitem').first()).toContainText('Default');
    await expect(addresses(other).getByText(`${street} Suite 5`, { exact: true })).toBeVisible();
  });

  // Removing the default card: the first remaining instrument becomes the default, after a reload too.
  await page.goto('/account/payment-method');
  await page.getByRole('button', { name: 'Remove: Visa ending in 1111' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this payment method?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Visa ending in 1111')).toBeVisible();
  await page.reload();
  await expect(saved(page).getByText('Travel Visa')).toHaveCount(0);
  await expect(saved(page).getByRole('listitem')).toHaveCount(1);
  await expect(saved(page).getByRole('listitem').first()).toContainText('4242');
  await expect(saved(page).getByRole('listitem').first()).toContainText('Default');
  await expect(addresses(page).getByText(`${street} Suite 5`, { exact: true })).toBeVisible();
});
