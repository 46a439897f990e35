// The server build: sign-in is the server's, kept in an httpOnly cookie. Two browser profiles are two
// devices; signing out on one ends that session on the server, whatever the browser kept.
import { test, expect, expectNoAxeViolations, signIn, DEMO } from './support';

// Each sign-in hashes at OWASP's scrypt cost on the server: give a busy 2-core machine room (a hang guard).
test.describe.configure({ timeout: 90_000 });

test('a member signs in on one device only; the session cookie is httpOnly and ends on the server at sign-out', async ({ page, browser }) => {
  await signIn(page, '/account/rewards');
  await expect(page).toHaveURL(/\/account\/rewards$/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('crema_session');
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'crema_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');

  // A second profile is another device: not signed in.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/');
  await expect(second.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // A display copy forged in storage is dropped: the server says nobody is signed in there.
  await second.evaluate((d) => {
    localStorage.setItem('crema.session', JSON.stringify({ kind: 'member', memberId: 'member-demo-1', email: d.email, firstName: 'Mallory', lastName: 'X', signedInAt: Date.now() }));
  }, DEMO);
  await second.reload();
  await expect(second.getByText('Hi, Mallory')).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  const replay = await page.request.get('/apiproxy/v1/account/session', { headers: { cookie: `crema_session=${session?.value ?? ''}` } });
  expect((await replay.json()).member).toBeNull();
  await expectNoAxeViolations(page);
});

test('wrong passwords get the catalogue message from the server', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail or password you entered is incorrect.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Hi, ${DEMO.firstName}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
