// Offline after a first visit (the production build on the server, its service worker in control): the app
// still opens, shows the menu it last saw, keeps the cart and shows the member's Crema card barcode; adding money
// says plainly that it needs a connection, and nothing is sent later.
import { expect, type Page } from '@playwright/test';
import { DEMO, expectNoAxeViolations, testFailingOnPageErrors } from './support';

const OFFLINE_NOTICE =
  "You're offline. The menu you last saw, your cart and your Crema card's barcode still work; ordering, adding money and other changes need a connection.";
const NEEDS_CONNECTION = "You're offline, and this needs a connection. Try again once you're back online.";

// Uncaught page errors fail the walk; offline, the browser's own reports of failed requests are expected.
const test = testFailingOnPageErrors(/Failed to load resource|FetchEvent|net::ERR_/);

// A sign-in hashes at OWASP's scrypt cost and the worker precaches the app: room for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const cart = (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`;

/** Waits until the service worker has installed (the shell and assets precached) and controls the page. */
const workerInControl = async (page: Page): Promise<void> => {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
};

test('offline after a first visit: the shell, the menu last seen, the cart and the card barcode; adding money needs a connection', async ({ page, context }) => {
  // The first visit: a member signs in; the worker installs and takes the page.
  await page.goto(`/signin?returnTo=${encodeURIComponent('/menu')}`);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Hi, ${DEMO.firstName}`)).toBeVisible({ timeout: 20_000 });
  await workerInControl(page);

  // What the member sees from now on is kept: the menu, a drink put in the cart, a card and its barcode.
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeVisible();
  await page.goto('/menu/product/202101/iced');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('link', { name: cart(1) })).toBeVisible();
  await page.goto('/account/cards');
  await page.getByRole('list', { name: 'Your cards' }).getByRole('link').first().click();
  // Read the card's own heading only once its page has replaced the list's ('Cards').
  await expect(page).toHaveURL(/\/account\/cards\/[^/?#]+$/);
  await expect(page.getByRole('link', { name: 'Scan in store' })).toBeVisible();
  const cardName = await page.getByRole('heading', { level: 1 }).textContent();
  const cardUrl = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Scan in store' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan in store' }).getByRole('img', { name: 'Barcode to scan at the register' })).toBeVisible();
  await page.goBack();
  // Add money, seen once online: its list of the member's saved payment methods is kept too.
  await page.getByRole('link', { name: 'Add money' }).click();
  await expect(page.getByRole('dialog', { name: 'Add money' }).getByRole('radio', { name: '$10.00' })).toBeVisible();
  await page.goBack();

  // The network is gone: the app opens from the worker and says what still works.
  await context.setOffline(true);
  await page.goto('/menu');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crema home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeVisible();
  await expect(page.getByRole('link', { name: cart(1) })).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload offline too: the shell, the member's menu and cart are still there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeVisible();
  await expect(page.getByText(`Hi, ${DEMO.firstName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: cart(1) })).toBeVisible();

  // The card's barcode, kept when it was shown online, is there to scan.
  await page.goto(cardUrl);
  await expect(page.getByRole('heading', { level: 1, name: cardName ?? '' })).toBeVisible();
  await page.getByRole('link', { name: 'Scan in store' }).click();
  const pay = page.getByRole('dialog', { name: 'Scan in store' });
  await expect(pay.getByRole('img', { name: 'Barcode to scan at the register' })).toBeVisible();
  await page.goBack();
  await expect(pay).toBeHidden();

  // Adding money needs the server: it says so, and nothing is kept to be sent later.
  const sent: string[] = [];
  // The context sees the page's requests and its service worker's.
  context.on('request', (r) => {
    if (r.method() !== 'GET') sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.getByRole('link', { name: 'Add money' }).click();
  const addMoney = page.getByRole('dialog', { name: 'Add money' });
  await addMoney.getByRole('radio', { name: '$10.00' }).check();
  await addMoney.getByRole('button', { name: 'Add $10.00' }).click();
  await expect(addMoney.getByText(NEEDS_CONNECTION)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back online, nothing was queued: no reload request goes out by itself.
  sent.length = 0;
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  expect(sent.filter((r) => r.includes('/reload'))).toEqual([]);
});
