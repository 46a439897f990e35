// Payment methods, walked as the demo member: add a Visa (only its token, brand and last four are kept),
// make it the default, remove it; and a new billing address that leads on to the card form.
import { test, expect, expectNoAxeViolations, signIn } from './support';

test.describe('payment methods', () => {
  test('adds a Visa, makes it the default, and removes it', async ({ page }) => {
    await signIn(page, '/account/payment-method');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    await expect(page.getByText('Default', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/account/payment-method/add/credit-card');
    await page.getByLabel('Card number').fill('4111111111111111');
    await page.getByLabel('Month').selectOption({ index: 12 });
    await page.getByLabel('Year').selectOption({ index: 3 });
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Billing address').selectOption({ index: 1 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save card' }).click();

    await expect(page).toHaveURL(/\/account\/payment-method$/);
    await expect(page.getByRole('button', { name: /Make default.*Visa ending in 1111/ })).toBeVisible();
    // Nothing but the token, brand and last four is ever stored.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('"123"');

    await page.getByRole('button', { name: /Make default.*Visa ending in 1111/ }).click();
    await expect(page.getByRole('button', { name: /Make default.*Visa ending in 1111/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Make default.*Visa ending in 4242/ })).toBeVisible();

    await page.getByRole('button', { name: /Remove.*Visa ending in 1111/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this payment method?' });
    await confirm.getByRole('button', { name: /Remove/ }).click();
    await expect(page.getByRole('button', { name: /Remove.*Visa ending in 1111/ })).toHaveCount(0);
  });

  test('a new billing address is saved and leads to the card form', async ({ page }) => {
    await signIn(page, '/account/payment-method/add/billing-address');
    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Street address').fill('500 Pine St');
    await page.getByLabel('City').fill('Seattle');
    await page.getByLabel('State').selectOption('WA');
    await page.getByLabel('ZIP code').fill('98101');
    await page.getByLabel('Phone number').fill('2065550123');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/account\/payment-method\/add\/credit-card/);
    await expect(page.getByText('Added your new billing address')).toBeVisible();
  });
});
