// Browser walks of the account area: history, personal info, preferences, e-mail and password changes,
// privacy, two-step verification and a new member's empty states. Every page visited is checked with axe.
// They run on the server build, whose database every test and worker shares: a walk that changes a member's
// record (e-mail, password, phone, personal info) joins as a member of its own first; the codes the server
// sends (e-mail and SMS, by its job queue) are read from its test mailbox. The failed-load walk injects a fault, so it runs on the demo build.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, setFault, signIn, DEMO } from './support';
import { awaitSent } from './server-mailbox';

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

/** A member of this test's own, joined through /join and signed in: its changes touch no other test. */
const joinAsNewMember = async (page: Page, firstName = 'Avery'): Promise<{ email: string; password: string; firstName: string }> => {
  const who = { email: `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`, password: 'Cortado-Walk-2026', firstName };
  await page.goto('/join');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Hi, ${firstName}`)).toBeVisible({ timeout: 20_000 });
  return who;
};

/** The code in the newest message sent to an address (an e-mail) or a phone (an SMS), once it left the server. */
const sentCode = (page: Page, to: string): Promise<string> =>
  awaitSent(page.request, to, (messages) => /Your Crema code is (\d{6})\./.exec(messages.at(-1)?.text ?? '')?.[1]);

test('history lists the seeded orders and the e-gifts sent', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  // The server's history is its orders table, seeded with the demo member's previous orders (other walks may
  // add orders of their own beside them): the latte and croissant of 1st & Pike, and the fees of Westlake Center.
  const orders = page.getByRole('list', { name: 'Orders' });
  const entry = (item: string) => orders.locator(':scope > li').filter({ hasText: item });
  await expect(entry('Butter Croissant')).toHaveCount(1);
  await expect(entry('Butter Croissant').getByRole('heading', { level: 2 })).toHaveText('1st & Pike');
  await expect(entry('Butter Croissant')).toContainText('Caffè Latte');
  await expect(entry('Butter Croissant')).toContainText('$10.47');
  await expect(entry('Butter Croissant')).toContainText('20 Stars');
  await expect(entry('Bag fee').getByRole('heading', { level: 2 })).toHaveText('Westlake Center');
  await expectNoAxeViolations(page);

  // The server seeds no past e-gifts (its e-gift history is the member's purchases on it): the member sends one
  // to an address of this test's own, with the saved card the payment sheet chooses.
  const riley = `riley.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/gift/11000101');
  await page.getByRole('radio', { name: '$25' }).check();
  await page.getByLabel('Recipient 1 name', { exact: true }).fill('Riley');
  await page.getByLabel('Recipient 1 e-mail', { exact: true }).fill(riley);
  await page.getByLabel('Message (optional)', { exact: true }).fill('Thanks for covering my shift!');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment' });
  await expect(sheet.getByRole('radio', { checked: true })).toHaveCount(1);
  await sheet.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page).toHaveURL(/\/gift\/confirmation$/, { timeout: 30_000 });

  await page.goto('/account/history');
  await page.getByRole('navigation', { name: 'History' }).getByRole('link', { name: 'E-gifts' }).click();
  await expect(page).toHaveURL(/\/account\/history\/egift$/);
  const gift = page.getByRole('list', { name: 'E-gifts sent' }).locator(':scope > li').filter({ hasText: riley });
  await expect(gift).toHaveCount(1);
  await expect(gift.getByRole('heading', { level: 2 })).toHaveText('To Riley');
  await expect(gift).toContainText('Thanks a Latte');
  await expect(gift).toContainText('$25.00');
  await expect(gift).toContainText('Thanks for covering my shift!');
  await expectNoAxeViolations(page);
});

test('personal info: a validation error keeps the form, then the fix saves and persists', async ({ page }) => {
  await joinAsNewMember(page);
  await page.goto('/account/personal');
  const first = page.getByLabel('First name');
  await expect(first).toHaveValue('Avery');
  await expectNoAxeViolations(page);
  // A member of its own has no address on file yet: the whole of one, so only the name and phone are wrong.
  await page.getByLabel('Street address').fill('1912 Pike Place');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('WA');
  await page.getByLabel('ZIP code').fill('98101');
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
  await expect(page.getByRole('switch', { name: 'E-mail offers' })).toBeChecked();
  await expectNoAxeViolations(page);
  // The demo member is shared on the server: the toggle flips whatever it holds now, and the flip is kept.
  const before = await sms.isChecked();
  await sms.setChecked(!before);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved your communication preferences' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Text messages' })).toBeChecked({ checked: !before });
  await expect(page.getByRole('switch', { name: 'E-mail offers' })).toBeChecked();
});

test('e-mail change with the sent code: a wrong code first, then the right one', async ({ page }) => {
  const me = await joinAsNewMember(page);
  const next = `q.${me.email}`;
  await page.goto('/account/settings/edit-email');
  await confirmItsYou(page, me.password);
  await expect(page.getByText(`You sign in with ${me.email}.`)).toBeVisible();
  await page.getByLabel('New e-mail address').fill(me.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText("That's already your e-mail address.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New e-mail address').fill(next);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/account\/settings\/edit-email\/enter-code$/);
  await expect(page.getByText(`We sent a 6-digit code to ${next}. It expires in 10 minutes.`)).toBeVisible();
  const code = await sentCode(page, next);
  await expectNoAxeViolations(page);
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("That code isn't right. Check it and try again.")).toBeVisible();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your e-mail address is now ${next}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page.getByText(`You sign in with ${next}.`)).toBeVisible();
});

test('password change after re-authentication: a policy error, then success, then sign in with it', async ({ page }) => {
  const me = await joinAsNewMember(page);
  await page.goto('/account/settings');
  await page.getByRole('link', { name: 'Password' }).click();
  await confirmItsYou(page, me.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page.getByText('Use 12 to 128 characters. A few unrelated words make a strong password that is easy to remember; very common passwords are not accepted.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Current password').fill(me.password);
  await page.getByLabel('New password').fill('espresso');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Use 12 to 128 characters.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New password')).toBeFocused();
  await expectNoAxeViolations(page);

  const next = 'Espresso-Shot-2027';
  await page.getByLabel('New password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill(next);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi, Avery')).toBeVisible({ timeout: 20_000 });
});

test('privacy: data request, and a deletion request that needs DELETE and can be cancelled', async ({ page }) => {
  await joinAsNewMember(page);
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

test('two-step verification: a phone added, then a new phone confirmed with the texted code', async ({ page }) => {
  const me = await joinAsNewMember(page);
  await page.goto('/account/settings/mfa');
  await confirmItsYou(page, me.password);
  await expect(page.getByRole('heading', { name: 'No phone number yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a phone number' }).click();
  await page.getByLabel('Mobile phone number').fill('206 555 0142');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We texted a 6-digit code to 206-555-0142. It expires in 10 minutes.')).toBeVisible();
  await page.getByLabel('6-digit code').fill(await sentCode(page, '206-555-0142'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your verification phone number is saved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to two-step verification' }).click();
  await expect(page.getByText('206-555-0142')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit phone number' }).click();
  await page.getByLabel('New mobile phone number').fill('206 555 0177');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We texted a 6-digit code to 206-555-0177. It expires in 10 minutes.')).toBeVisible();
  const code = await sentCode(page, '206-555-0177');
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

test('a failed load shows its message and recovers on Try again', { tag: '@fake' }, async ({ page }) => {
  await signIn(page);
  await page.goto('/account/history');
  await expect(page.getByRole('heading', { name: 'Westlake Center' })).toBeVisible();
  await setFault(page, 'getOrderHistory', { status: 500, times: 1 });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Westlake Center' })).toBeVisible();
});
