// After a failed submit, focus goes to the first field in error, in the order the form reads (one helper,
// ui/focusFirstError, in every form). The gift form's first error is the recipient's (a group error of
// 'Who's it for?'), not 'Your name' further down; once the recipient is filled, 'Your name' comes first.
import { test, expect, expectNoAxeViolations, signIn } from './support';

test('the gift form focuses the first field in error: the recipient, then the sender', async ({ page }) => {
  await page.goto('/gift/11000101');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  const form = page.getByRole('form', { name: 'Gift details' });
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByLabel('Recipient 1 name')).toBeFocused();
  await expect(form.getByLabel('Your name')).not.toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByLabel('Recipient 1 name').fill('Sam');
  await form.getByLabel('Recipient 1 e-mail').fill('sam@example.com');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByLabel('Your name')).toBeFocused();

  await form.getByLabel('Your name').fill('Avery');
  await form.getByLabel('Your e-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByLabel('Your e-mail')).toBeFocused();
});

test("the add-card form's refused submit focuses the card number, not the page", async ({ page }) => {
  await signIn(page, '/account/cards/add');
  await page.goto('/account/cards/add');
  await page.getByLabel('Card number').fill('12');
  await page.getByLabel('Security code').fill('34');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
});

test('Auto reload without a payment method focuses the payment method, the field the message is about', async ({ page }) => {
  await signIn(page, '/account/cards');
  await page.goto('/account/cards');
  await page.getByRole('list', { name: 'Your cards' }).getByRole('link', { name: /Office Card/ }).click();
  await page.getByRole('link', { name: 'Auto reload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Auto reload' });
  await dialog.getByRole('switch', { name: 'Auto reload' }).check();
  await dialog.getByLabel('When my balance falls below').selectOption('1000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('To save Auto reload settings, select a payment method.');
  await expect(dialog.getByLabel('Payment method')).toBeFocused();
  await expect(dialog.getByLabel('Payment method')).toHaveAttribute('aria-invalid', 'true');
});
