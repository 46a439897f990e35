// Browser walks of the account area: history, personal info, preferences, e-mail and password changes,
// privacy, two-step verification and a new member's empty states. Every page visited is checked with axe.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, setFault, signIn, DEMO } from './support';

const NEW = { email: 'new@crema.coffee', password: 'Crema-New-2026', firstName: 'Jordan' } as const;

const signInAs = async (page: Page, who: { email: string; password: string; firstName: string }): Promise<void> => {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Hi, ${who.firstName}`)).toBeVisible();
};

/** The re-authentication step in front of the e-mail change, password and multi-factor pages. */
const confirmItsYou = async (page: Page, password: string): Promise<void> => {
  await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
};

/** The code the demo shows for what the fake server "sent". */
const demoCode = async (page: Page): Promise<string> => {
  const hint = page.getByRole('note');
  await expect(hint).toContainText(/Demo: your code is \d{6}/);
  return ((await hint.textContent()) ?? '').match(/\d{6}/)?.[0] ?? '';
};

test('history lists the seeded orders and the e-gifts sent', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('heading', { name: 'Westlake Center' })).toBeVisible();
  await expect(orders.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '1st & Pike' }) })).toHaveCount(2);
  await expect(orders).toContainText('$8.45');
  await expect(orders).toContainText('17 Stars');
  await expect(orders).toContainText('Caffè Latte');
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'History' }).getByRole('link', { name: 'E-gifts' }).click();
  await expect(page).toHaveURL(/\/account\/history\/egift$/);
  const gifts = page.getByRole('list', { name: 'E-gifts sent' });
  await expect(gifts.getByRole('heading', { name: 'To Riley' })).toBeVisible();
  await expect(gifts).toContainText('Thanks a Latte');
  await expect(gifts).toContainText('$15.00');
  await expectNoAxeViolations(page);
});

test('personal info: a validation error keeps the form, then the fix saves and persists', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/personal');
  const first = page.getByLabel('First name');
  await expect(first).toHaveValue('Avery');
  await expectNoAxeViolations(page);
  await first.fill('');
  await page.getByLabel('Mobile phone number').fill('206-555-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Check the highlighted fields and try again.');
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter a 10-digit phone number, like 206-555-0142.')).toBeVisible();
  await expect(first).toBeFocused();
  await expect(page.getByLabel('City')).toHaveValue('Seattle');
  await expectNoAxeViolations(page);

  await first.fill('Avery');
  await page.getByLabel('Mobile phone number').fill('2065550199');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved your personal info' })).toBeVisible();
  await expect(page.getByLabel('Mobile phone number')).toHaveValue('206-555-0199');
  await page.reload();
  await expect(page.getByLabel('Mobile phone number')).toHaveValue('206-555-0199');
});

test('communication preferences: a toggle persists after reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText(`You sign in with ${DEMO.email}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Communication preferences' }).click();
  const sms = page.getByRole('switch', { name: 'Text messages' });
  await expect(sms).not.toBeChecked();
  await expectNoAxeViolations(page);
  await sms.check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved your communication preferences' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Text messages' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'E-mail offers' })).toBeChecked();
});

test('e-mail change with the demo code: a wrong code first, then the right one', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/settings/edit-email');
  await confirmItsYou(page, DEMO.password);
  await expect(page.getByText(`You sign in with ${DEMO.email}.`)).toBeVisible();
  await page.getByLabel('New e-mail address').fill(DEMO.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText("That's already your e-mail address.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New e-mail address').fill('avery.q@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/account\/settings\/edit-email\/enter-code$/);
  await expect(page.getByText('We sent a 6-digit code to avery.q@example.com. It expires in 10 minutes.')).toBeVisible();
  const code = await demoCode(page);
  await expectNoAxeViolations(page);
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("That code isn't right. Check it and try again.")).toBeVisible();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is now avery.q@example.com' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page.getByText('You sign in with avery.q@example.com.')).toBeVisible();
});

test('password change after re-authentication: a policy error, then success, then sign in with it', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/settings');
  await page.getByRole('link', { name: 'Password' }).click();
  await confirmItsYou(page, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page.getByText('Use 8 to 64 characters with at least one letter and one number.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Current password').fill(DEMO.password);
  await page.getByLabel('New password').fill('espresso');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Include at least one number.')).toBeVisible();
  await expect(page.getByLabel('New password')).toBeFocused();
  await expectNoAxeViolations(page);

  const next = 'Espresso-Shot-2027';
  await page.getByLabel('New password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill(next);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi, Avery')).toBeVisible();
});

test('privacy: data request, and a deletion request that needs DELETE and can be cancelled', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/settings/privacy');
  await page.getByRole('button', { name: 'Request my data' }).click();
  await expect(page.getByText("We're preparing your data. It will be ready to download within 24 hours.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Type DELETE to confirm.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Your account is scheduled for deletion on .+\. You can cancel until then\./)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel deletion request' }).click();
  await expect(page.getByText('Your account will not be deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
});

test('two-step verification: a new phone confirmed with the texted code', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/settings/mfa');
  await confirmItsYou(page, DEMO.password);
  await expect(page.getByText('206-555-0142')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit phone number' }).click();
  await page.getByLabel('New mobile phone number').fill('206 555 0177');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We texted a 6-digit code to 206-555-0177. It expires in 10 minutes.')).toBeVisible();
  const code = await demoCode(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('6-digit code').fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the 6-digit code.')).toBeVisible();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your verification phone number is saved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to two-step verification' }).click();
  await expect(page.getByText('206-555-0177')).toBeVisible();
});

test('a new member sees empty states, and cannot turn on texts without a phone', async ({ page }) => {
  await signInAs(page, NEW);
  await page.goto('/account/history');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start an order' })).toHaveAttribute('href', '/menu');
  await expectNoAxeViolations(page);
  await page.goto('/account/history/egift');
  await expect(page.getByRole('heading', { name: 'No e-gifts sent yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Jordan L.' })).toBeVisible();
  await expect(page.getByText('Not chosen yet')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/account/personal/partner');
  await expect(page.getByText('No partner number is linked to your account.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/account/settings/communication-preferences');
  await page.getByRole('switch', { name: 'Text messages' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Add a mobile number in Personal info to get text messages.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Text messages' })).toBeChecked();
  await expectNoAxeViolations(page);
});

test('a failed load shows its message and recovers on Try again', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/history');
  await expect(page.getByRole('heading', { name: 'Westlake Center' })).toBeVisible();
  await setFault(page, 'getOrderHistory', { status: 500, times: 1 });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Westlake Center' })).toBeVisible();
});
