// Browser walk of the payment-method screens on the server build. Its database is shared by every test and
// worker, and other walks pay with the demo member's default Visa: the walk that adds a card, makes it the
// default and removes it does so as a member of its own (the server's cards fixture: one saved Visa ending in
// 4242, no billing address yet).
import { test, expect, expectNoAxeViolations, signIn, signInWithOwnCards } from './support';

test('a member adds a Visa with a new billing address, makes it the default, then removes it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInWithOwnCards(page, '/account/payment-method');
  await expect(page).toHaveURL(/\/account\/payment-method$/);
  const saved = page.getByRole('region', { name: 'Saved payment methods' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('listitem').first()).toContainText('4242');
  await expect(saved.getByRole('listitem').first()).toContainText('Default');
  await expect(page.getByRole('region', { name: 'Billing addresses' }).getByText(/No billing addresses yet/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Billing address first, then the card page with the address chosen.
  await page.getByRole('link', { name: 'Add billing address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add billing address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Street address').fill('85 Pike Street');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('WA');
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByLabel('Phone number').fill('206 555 0110');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/payment-method\/add\/credit-card\?addressId=/);
  await expect(page.getByText('Added your new billing address')).toBeVisible();
  await expect(page.getByLabel('Billing address')).not.toHaveValue('');
  await expectNoAxeViolations(page);

  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption('2030');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Nickname (optional)').fill('Travel Visa');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/account\/payment-method$/);
  await expect(page.getByText('Added Visa ending in 1111')).toBeVisible();
  await expect(saved.getByText('Travel Visa')).toBeVisible();

  await page.getByRole('button', { name: 'Make default: Visa ending in 1111' }).click();
  await expect(page.getByText('Visa ending in 1111 is now your default payment method')).toBeVisible();
  await expect(saved.getByRole('listitem').first()).toContainText('Travel Visa');
  await expect(saved.getByRole('listitem').first()).toContainText('Default');

  await page.getByRole('button', { name: 'Remove: Visa ending in 1111' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this payment method?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Visa ending in 1111')).toBeVisible();
  await expect(saved.getByText('Travel Visa')).toHaveCount(0);
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('listitem').first()).toContainText('4242');
  await expect(saved.getByRole('listitem').first()).toContainText('Default');
});

test('edit pages and PayPal are clean and keyboard-labelled', async ({ page }) => {
  await signIn(page);
  for (const path of [
    '/account/payment-method/edit/credit-card?paymentInstrumentId=pi-demo-visa-4242',
    '/account/payment-method/edit/billing-address?addressId=addr-demo-work&paymentInstrumentId=pi-demo-mc-4444',
    '/account/payment-method/add/paypal',
  ]) {
    await page.goto(path);
    await expect(page.locator('form button[type=submit]')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('a member with nothing on file sees empty states', async ({ page }) => {
  await page.goto('/signin?returnTo=%2Faccount%2Fpayment-method');
  await page.getByLabel('E-mail').fill('new@crema.coffee');
  await page.getByLabel('Password').fill('Crema-New-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/You haven't saved a payment method yet/)).toBeVisible();
  await expect(page.getByText(/No billing addresses yet/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a guest in the gift flow enters a single-use billing address and goes on to the guest card page', async ({ page }) => {
  await page.goto('/account/payment-method/add/billing-address');
  await expect(page.getByRole('heading', { level: 1, name: 'Add billing address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Street address').fill('1 Main Street');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('ZIP code').fill('97201');
  await page.getByLabel('Phone number').fill('503-555-0101');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/payment-method\/gift\/guest\/credit-card\?addressToken=/);
});
