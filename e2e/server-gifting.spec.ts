// Gifting on the server build: a guest buys an e-gift with a test Visa tokenized by the server's provider, and a
// member pays with a saved card from their wallet on the server. The order number on the confirmation page is
// the server's; the purchase sent again with its request id (a browser retry) answers the same, once.
import type { Page, Request } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn } from './support';

// Each sign-in hashes at OWASP's scrypt cost on the server; the purchase waits the server's processing delay.
test.describe.configure({ timeout: 90_000 });

const fill = async (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

const fillRecipient = async (page: Page, n: number, name: string, email: string) => {
  await fill(page, `Recipient ${n} name`, name);
  await fill(page, `Recipient ${n} e-mail`, email);
};

/** The gift-purchase request the page sends, and what the server answered to it. */
const purchaseSent = (page: Page): Promise<Request> => page.waitForRequest((r) => r.url().endsWith('/apiproxy/v1/gift/gift-purchase') && r.method() === 'POST');

/** Sends the same purchase again (same request id, same cookies) and asks its status: one order, the same answer. */
const expectOnePurchase = async (page: Page, sent: Request, orderNumber: string): Promise<void> => {
  const body = sent.postDataJSON() as { requestId: string };
  const first = await (await sent.response())?.json();
  const again = await page.request.post('/apiproxy/v1/gift/gift-purchase', { data: body, headers: { Origin: new URL(page.url()).origin } });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual(first);
  const status = await page.request.get('/apiproxy/v1/gift/gift-purchase-status', { headers: { 'X-Request-ID': body.requestId } });
  expect(await status.json()).toEqual({ orderNumber });
};

test('a guest buys a gift with a test Visa and sees the confirmation', async ({ page }) => {
  await page.goto('/gift');
  await expect(page.getByRole('heading', { level: 2, name: 'Birthday' })).toBeVisible();
  await page.getByRole('link', { name: 'Birthday Cake' }).click();
  await expect(page).toHaveURL(/\/gift\/12000201$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday Cake' })).toBeVisible();
  await fillRecipient(page, 1, 'Sam Rivera', 'sam@example.com');
  await fill(page, 'Your name', 'Riley Guest');
  await fill(page, 'Your e-mail', 'riley@example.com');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Add a credit or debit card' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment for your gift' })).toBeVisible();
  const tokenized = page.waitForResponse((r) => r.url().endsWith('/apiproxy/v1/payments/tokenize'));
  await fill(page, 'Card number', '4111111111111111');
  await page.getByLabel('Month', { exact: true }).selectOption('8');
  await page.getByLabel('Year', { exact: true }).selectOption('2029');
  await fill(page, 'Security code', '123');
  await fill(page, 'First name', 'Riley');
  await fill(page, 'Last name', 'Guest');
  await fill(page, 'Street address', '1912 Pike Place');
  await fill(page, 'City', 'Seattle');
  await page.getByLabel('State').selectOption('WA');
  await fill(page, 'ZIP code', '98101');
  await fill(page, 'Phone number', '206-555-0142');
  await page.getByRole('button', { name: 'Use this card' }).click();
  // The server's provider tokenized the card: its answer is a token, the brand and the last four only.
  expect(Object.keys(await (await tokenized).json()).sort()).toEqual(['brand', 'lastFour', 'token']);

  await expect(page).toHaveURL(/\/gift\/12000201#payment$/);
  await expect(sheet.getByText('Visa ending in 1111')).toBeVisible();
  const sent = purchaseSent(page);
  await sheet.getByRole('button', { name: 'Pay $25.00' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({ paymentType: 'visa', senderEmail: 'riley@example.com', egifts: [{ recipientEmail: 'sam@example.com', product: '12000201' }] });
  expect(request.postData()).not.toContain('4111111111111111');

  await expect(page).toHaveURL(/\/gift\/confirmation$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your gift' })).toBeVisible();
  await expect(page.getByText('sam@example.com')).toBeVisible();
  const orderNumber = (await page.getByText(/^EG\d{12}$/).textContent()) ?? '';
  expect(orderNumber).toMatch(/^EG\d{12}$/);
  await expectNoAxeViolations(page);
  await expectOnePurchase(page, request, orderNumber);
});

test('a member buys a gift with a saved card', async ({ page }) => {
  await signIn(page, '/gift/11000101');
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks a Latte' })).toBeVisible();
  await expect(page.getByLabel('Your e-mail')).toHaveValue('demo@crema.coffee');
  await page.getByRole('radio', { name: '$50' }).check();
  await fillRecipient(page, 1, 'Sam Rivera', 'sam@example.com');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment' });
  await expect(sheet.getByRole('radio', { name: /Everyday Visa/ })).toBeChecked();
  await expectNoAxeViolations(page);
  const sent = purchaseSent(page);
  await sheet.getByRole('button', { name: 'Pay $50.00' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({ paymentType: 'visa', paymentInstrumentId: 'pi-demo-visa-4242', egifts: [{ amount: { amount: 5000, currency: 'USD' } }] });

  await expect(page).toHaveURL(/\/gift\/confirmation$/, { timeout: 30_000 });
  await expect(page.getByText('Sam Rivera')).toBeVisible();
  const orderNumber = (await page.getByText(/^EG\d{12}$/).textContent()) ?? '';
  expect(orderNumber).toMatch(/^EG\d{12}$/);
  await expectNoAxeViolations(page);
  await expectOnePurchase(page, request, orderNumber);
});
