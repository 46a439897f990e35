// Browser checks of the security review: demo fault links last one page load, and sign-in returns only to
// same-origin paths.
import { test, expect, signIn, DEMO } from './support';

test('a ?faults= link breaks only its own page load: no rule is stored, and without a count it applies once', async ({ page }) => {
  await signIn(page);
  await page.goto('/?faults=getStreamItems:500:always');
  await expect(page.getByText('Please try refreshing the page.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crema.fake.faults'))).toBeNull();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Buy one, get one free' })).toBeVisible();

  await page.goto('/?faults=getStreamItems:500');
  await expect(page.getByText('Please try refreshing the page.')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Buy one, get one free' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crema.fake.faults'))).toBeNull();
});

for (const returnTo of ['/\\evil.example', '/%09/evil.example', '/%5Cevil.example']) {
  test(`sign-in with returnTo=${JSON.stringify(returnTo)} lands on / (signed in, not left on the form)`, async ({ page }) => {
    await page.goto(`/signin?returnTo=${encodeURIComponent(returnTo)}`);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(`Hi, ${DEMO.firstName}`)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Crema' })).toHaveCount(0);
  });
}
