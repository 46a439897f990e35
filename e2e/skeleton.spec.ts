import { test, expect, expectNoAxeViolations, signIn, DEMO } from './support';
import { MEMBER_ROUTES, MFA_ROUTES, PUBLIC_ROUTES } from './routes';

test.describe('every public route', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} loads with one h1, no page error and no axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('account routes', () => {
  // One page visits them all: each redirect is a page load, and a test of its own would pay a new browser context.
  test('every account route sends a signed-out visitor to sign-in and back', async ({ page }) => {
    for (const path of [...MEMBER_ROUTES, ...MFA_ROUTES]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page, path).toHaveURL(/\/signin\?returnTo=/);
        expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnTo') ?? ''), path).toBe(path);
      });
    }
  });

  // A member signs in once per group of routes; each axe run over an account page takes seconds on the 2-core
  // CI machine, so a group is small enough to end well within the test's time.
  const GROUP = 6;
  for (let from = 0; from < MEMBER_ROUTES.length; from += GROUP) {
    const paths = MEMBER_ROUTES.slice(from, from + GROUP);
    test(`a member reaches ${paths.join(', ')} with one h1 and no axe violation`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page, path).toHaveURL(new RegExp(`${path}$`));
          await expect(page.locator('h1'), path).toHaveCount(1);
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test('password and multi-factor routes ask to confirm it is you first, then open', async ({ page }) => {
    await signIn(page);
    await page.goto('/account/settings/password');
    await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is incorrect. Try again.');
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account\/settings\/password$/);
  });
});

test('any other /menu/* path redirects to /menu', async ({ page }) => {
  for (const path of ['/menu/nope', '/menu/a/b/c/d', '/menu/product/only-one']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/menu$/);
  }
});

test('global navigation and footer are hidden where the spec says', async ({ page }) => {
  await page.goto('/menu/cart');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  for (const path of ['/store-locator', '/menu/cart/guest/checkout', '/gift/confirmation']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
  }
  await page.goto('/menu');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a gift product number that is not 8 characters is the gift fetch error, whose action goes to /gift', async ({ page }) => {
  await page.goto('/gift/1234');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'See gift cards' }).click();
  await expect(page).toHaveURL(/\/gift$/);
});

test.describe('signing in', () => {
  test('a wrong password shows a clear error and keeps the e-mail', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password you entered is incorrect.');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
  });

  test('the header shows the member name, survives a reload, and signs out', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page.getByText(`Hi, ${DEMO.firstName}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join now' }).first()).toBeVisible();
  });

  test('joining creates a member who is signed in', async ({ page }) => {
    await page.goto('/join');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('E-mail').fill('sam.rivera@example.com');
    await page.getByLabel('Password').fill('Cortado-Sunrise-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Hi, Sam')).toBeVisible();
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    // Wait for the page to render before the first Tab, as a person would.
    await expect(page.locator('h1')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
