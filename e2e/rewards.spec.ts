// Browser walks of rewards: the demo member's Stars, the levels expander, expiring Stars and how it works. They
// run on the server build, where other walks earn and spend the demo member's Stars: the walk that reads exact
// Stars signs in as a member of its own holding the demo's seeded Stars (the server's rewards fixture control).
// The failed Stars load injects a fault, so it runs on the demo build.
import { test, expect, expectNoAxeViolations, setFault, signIn } from './support';

test('a member sees 142 Stars, opens the levels expander and reads how it works', async ({ page }) => {
  const made = await page.request.post('/__test/rewards/fixture');
  expect(made.ok()).toBe(true);
  const { member } = (await made.json()) as { member: { email: string; password: string } };
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi, Stars')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByText('142 Stars', { exact: true })).toBeVisible();
  await expect(page.getByText('Earn 2 Stars per $1')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Handcrafted drink or hot breakfast' })).toHaveAttribute('aria-valuenow', '42');
  await expect(page.getByText('58 Stars to go until Handcrafted drink or hot breakfast')).toBeVisible();

  const expiring = page.getByRole('region', { name: 'Stars expiring soon' });
  await expect(expiring).toContainText(/30 Stars expire in \d+ days/);
  await expect(expiring.getByRole('link', { name: 'Scan in store' })).toHaveAttribute('href', /^\/account\/cards(\/[^/#]+#pay)?$/);
  await expectNoAxeViolations(page);

  const expander = page.getByRole('button', { name: 'Rewards you can get with Stars' });
  await expect(expander).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Customize your drink')).toBeHidden();
  await expander.click();
  await expect(expander).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Customize your drink')).toBeVisible();
  await expect(page.getByText('You have enough Stars')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await expander.press('Enter');
  await expect(expander).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/account\/rewards\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How Crema Rewards works' })).toBeVisible();
  await page.getByText('Do Stars expire?').click();
  await expect(page.getByText(/Stars expire 180 days after the day you earn them/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed Stars load says so and recovers on Try again', { tag: '@fake' }, async ({ page }) => {
  await signIn(page);
  await setFault(page, 'getExpiringStars', { status: 500, times: 1 });
  await page.goto('/account/rewards');
  await expect(page.getByRole('alert')).toContainText("We couldn't load your Stars right now. Please try again.");
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('142 Stars', { exact: true })).toBeVisible();
});

test('a new member has no Stars yet and is shown how to start', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill('new@crema.coffee');
  await page.getByLabel('Password').fill('Crema-New-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi, Jordan')).toBeVisible();
  await page.goto('/account/rewards');
  await expect(page.getByText('0 Stars', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start collecting Stars' })).toBeVisible();
  await expect(page.getByText('25 Stars to go until Customize your drink')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stars expiring soon' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
