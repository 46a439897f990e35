// The server build: a forgotten password, end to end. A member of this walk's own (so no other walk's sign-in meets
// a changed password) asks for a link on the sign-in page's "Forgot password?", the link is read from the server's
// test mailbox (the e-mail as it was sent), sets a new password, and the member signs in with it; the same link
// then no longer works and leads to asking for a new one. Each page is checked with axe at a phone's width and a
// desktop's; with E2E_SHOTS_DIR set, the walk also leaves its screenshots there for a person to look at.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, lookAtBothWidths } from './support';
import { awaitSent } from './server-mailbox';

// Joining and signing in hash at OWASP's scrypt cost on the server: room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** The reset links e-mailed to `to` so far (the server's test mailbox, oldest first), once `count` came. */
const resetLinks = (api: APIRequestContext, to: string, count: number): Promise<URL[]> =>
  awaitSent(api, to, (messages) => {
    const links = messages.flatMap((m) => (m.subject === 'Reset your Crema password' ? [...m.text.matchAll(/https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/g)].map((x) => new URL(x[0])) : []));
    return links.length >= count ? links : undefined;
  });

test('a member who forgot the password gets a link by e-mail, sets a new password with it and signs in', async ({ page, request }) => {
  const email = `forgot-${Date.now().toString(36)}@example.test`;
  const oldPassword = 'Old-Roast-Crema-2026';
  const newPassword = 'New-Pour-Over-Crema-2027';
  const joined = await request.post('/apiproxy/v1/account/register', { data: { firstName: 'Robin', lastName: 'Forgot', email, password: oldPassword } });
  expect(joined.status()).toBe(201);

  await page.goto('/signin');
  await lookAtBothWidths(page, 'signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await lookAtBothWidths(page, 'forgot-password');

  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('If an account exists for that e-mail, we sent a link to reset its password. It works for 30 minutes.', { timeout: 20_000 });
  await lookAtBothWidths(page, 'forgot-password-sent');

  // The e-mail's link: the reset page, its token in the fragment.
  const [link] = (await resetLinks(page.request, email, 1)) as [URL];
  expect(link.pathname).toBe('/account/reset-password');
  expect(link.search).toBe('');
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible({ timeout: 20_000 });
  await lookAtBothWidths(page, 'reset-password');

  await page.getByLabel('New password').fill('too short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Use 12 to 128 characters.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await lookAtBothWidths(page, 'reset-password-refused');

  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password is changed', { timeout: 30_000 });
  await lookAtBothWidths(page, 'reset-password-done');

  // The old password no longer works; the new one does, through the sign-in page.
  const old = await request.post('/apiproxy/v1/account/sign-in', { data: { email, password: oldPassword } });
  expect(old.status()).toBe(401);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Crema' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi, Robin')).toBeVisible({ timeout: 20_000 });

  // The same link again: it worked once, and now says to ask for a new one.
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByLabel('New password').fill(`${newPassword} again`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link to reset your password has expired or has already been used. Ask for a new link.', { timeout: 20_000 });
  await lookAtBothWidths(page, 'reset-password-used');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
});
