// The demo build: a forgotten password on the in-browser simulator. Nothing is e-mailed from the demo, so the page
// shows the link it would have sent, clearly marked; the walk follows it, sets a new password and signs in with it.
// Every test has a browser profile of its own, so the demo member's new password stays in this one.
import { test, expect, expectNoAxeViolations, DEMO } from './support';

test('the demo member forgets the password, follows the demo link, and signs in with the new one', async ({ page }) => {
  const newPassword = 'Demo-Pour-Over-2027';
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page stays until the next one is ready: its E-mail field is not this one.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('If an account exists for that e-mail, we sent a link to reset its password. It works for 30 minutes.');
  await expect(main.getByRole('note')).toContainText('Demo: no e-mail is really sent here.');
  await expectNoAxeViolations(page);
  // With E2E_SHOTS_DIR set, the demo's answer at a phone's width and a desktop's, for a person to look at.
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir !== undefined && dir !== '') {
    for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${dir}/demo-forgot-password-sent-${size.width}.png`, fullPage: true });
    }
  }

  await main.getByRole('link', { name: 'Open the reset link' }).click();
  await expect(page).toHaveURL(/\/account\/reset-password#token=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(main.getByRole('status')).toContainText('Your password is changed');
  await expectNoAxeViolations(page);

  await main.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Crema' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Hi, ${DEMO.firstName}`)).toBeVisible();
});
