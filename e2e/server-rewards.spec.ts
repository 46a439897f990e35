// The server build: the demo member's Stars and home stream are the server's. An order placed on another device
// (a second browser profile, over the server's own API) raises the Stars on this one after a reload, by the Stars
// the order reports having earned; the home page shows the member's stream as the server answers it; a curbside
// check-in goes to the server.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn, DEMO } from './support';
import { GRAPH, graph, orderableDrinks } from './server-api';

// Each sign-in hashes at OWASP's scrypt cost on the server: give a busy 2-core machine room (a hang guard).
test.describe.configure({ timeout: 120_000 });

/** Places one order as the demo member on `api` (its own cookie jar: another device), paid with the primary Crema card. */
const placeOrderElsewhere = async (api: APIRequestContext): Promise<number> => {
  const signedIn = await api.post('/apiproxy/v1/account/sign-in', { data: { email: DEMO.email, password: DEMO.password } });
  expect(signedIn.ok()).toBe(true);
  for await (const { store, drink, size } of orderableDrinks(api)) {
    const cart = { items: [{ key: 'line-1', productNumber: drink.productNumber, formCode: drink.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 2, options: [] }], offers: [] };
    const priced = await graph<{ orderId: string; summary: { price: number } }>(
      api,
      'price-order',
      { order: { storeNumber: store.storeNumber, cart, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } } },
      'priceOrder',
    );
    if (priced === undefined) continue;
    const placed = await graph<{ starsEarned: number }>(
      api,
      'submit-order',
      {
        input: {
          orderId: priced.orderId,
          storeNumber: store.storeNumber,
          tenders: [{ id: 'card-demo-primary', tender: 'SVC', amount: priced.summary.price }],
          tipAmount: 0,
          idempotencyKey: `e2e-rewards-${priced.orderId}`,
        },
      },
      'placeOrder',
    );
    if (placed !== undefined) return placed.starsEarned;
  }
  throw new Error('no store took the order');
};

test("the demo member's Stars are the server's: an order placed on another device raises them after a reload", async ({ page, browser }) => {
  await signIn(page, '/account/rewards');
  await expect(page).toHaveURL(/\/account\/rewards$/);
  // The seeded 142 (more when a retried run already placed its order on this server).
  const balance = page.getByText(/^\d+ Stars$/).first();
  await expect(balance).toBeVisible({ timeout: 20_000 });
  const before = Number((await balance.textContent())?.split(' ')[0]);
  expect(before).toBeGreaterThanOrEqual(142);
  await expect(page.getByRole('region', { name: 'Stars expiring soon' })).toContainText(/30 Stars expire in \d+ days/);
  await expectNoAxeViolations(page);

  const other = await browser.newContext();
  const earned = await placeOrderElsewhere(other.request);
  await other.close();
  expect(earned).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByText(`${before + earned} Stars`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});

test("the home stream is the server's: the demo member's cards, the filters' drops and the Stars card", async ({ page }) => {
  const streamCalls: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/apiproxy/v1/stream-items') streamCalls.push(r.status());
  });
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO.firstName);
  await expect(page.getByRole('heading', { name: 'Buy one, get one free' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Holiday favorites are back' })).toBeVisible();
  // A redeemed coupon is on the server's list but never shown.
  await expect(page.getByRole('heading', { name: 'Double Stars Monday' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Celebrate with us' }).getByRole('link', { name: 'Add your birthday' })).toHaveAttribute('href', '/account/personal');
  await expect(page.getByRole('article', { name: 'Your Stars are expiring' })).toContainText('30 Stars');
  await expect(page.getByRole('link', { name: 'Details', exact: true })).toHaveAttribute('href', '/account/rewards');
  expect(streamCalls).toContain(200);
  await expectNoAxeViolations(page);
});

test('a curbside check-in on the server build: options of 10003, spot 2, the confirmation, and the arrival kept by the server', async ({ page }) => {
  const checkIns: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === GRAPH && r.request().postData()?.includes('create-customer-arrival') === true) checkIns.push(r.status());
  });
  await page.goto('/pickup?store=10003&orderToken=e2e-server-order&firstName=Avery&platform=web');
  await expect(page.getByText('Capitol Hill')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'In store' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drive-thru' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Check in for curbside' }).click();
  await expect(page).toHaveURL(/\/pickup\/curbside\?store=10003/);
  const spots = page.getByRole('group', { name: 'Parking spot' });
  await expect(spots.getByRole('radio')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await spots.getByRole('radio', { name: 'Spot 2' }).check();
  await page.getByRole('button', { name: "I'm here" }).click();
  await expect(page).toHaveURL(/\/pickup\/curbside\/success/);
  await expect(page.getByRole('heading', { level: 1, name: "You're checked in" })).toBeVisible();
  await expect(page.getByText("Avery, we're bringing your order out to spot 2.")).toBeVisible();
  expect(checkIns).toEqual([200]);
  await expectNoAxeViolations(page);
});
