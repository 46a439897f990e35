// The server build: the account area reads and writes the member's record on the server. Edits survive a
// reload because they come back from the server (not from this browser), and a password change asks the
// member to confirm it's them first (the server refuses it without a fresh re-authentication).
import { test, expect, expectNoAxeViolations, signIn, DEMO } from './support';

// Sign-in and re-authentication hash at OWASP's scrypt cost on the server: room on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test("personal info and profile are the server's: saved, then read back after a reload", async ({ page }) => {
  await signIn(page, '/account/personal');
  const phone = page.getByLabel('Mobile phone number');
  await expect(page.getByLabel('First name')).toHaveValue(DEMO.firstName, { timeout: 20_000 });
  await expect(page.getByLabel('City')).toHaveValue('Seattle');
  await phone.fill('2065550177');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved your personal info' })).toBeVisible({ timeout: 20_000 });
  await expect(phone).toHaveValue('206-555-0177');
  await page.reload();
  await expect(page.getByLabel('Mobile phone number')).toHaveValue('206-555-0177', { timeout: 20_000 });
  // What the page shows is what the server holds.
  const held = await page.request.get('/apiproxy/v1/account/personal');
  expect(held.headers()['cache-control']).toBe('no-store');
  expect(await held.json()).toMatchObject({ phoneNumber: '206-555-0177' });

  await page.goto('/account/profile');
  const drink = page.getByLabel('Favorite drink');
  await expect(drink).toHaveValue('Oat milk flat white', { timeout: 20_000 });
  await drink.fill('Iced shaken espresso');
  await page.getByLabel('Display name').fill('Avery the Barista');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').first()).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByLabel('Favorite drink')).toHaveValue('Iced shaken espresso', { timeout: 20_000 });
  await expect(page.getByLabel('Display name')).toHaveValue('Avery the Barista');
  expect(await (await page.request.get('/apiproxy/v1/account/profile')).json()).toMatchObject({ displayName: 'Avery the Barista', initials: 'AB' });
  await expectNoAxeViolations(page);
});

test("a password change asks to confirm it's you first, and the server refuses it without that", async ({ page }) => {
  await signIn(page, '/account/settings');
  // Straight to the server without the re-authentication: refused.
  const refused = await page.request.post('/apiproxy/v1/account/password', { data: { currentPassword: DEMO.password, newPassword: 'Espresso-Shot-2027' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'MFA_REQUIRED' });

  await page.getByRole('link', { name: 'Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Current password').fill('Not-The-Password-1');
  await page.getByLabel('New password').fill('Espresso-Shot-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The server checked the current password after the re-authentication, and said no, on that field.
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your password has been changed')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
