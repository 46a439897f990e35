// The server build: the demo member's Stars and home stream are the server's. An order placed on another device
// (a second browser profile, over the server's own API) raises the Stars on this one after a reload, by the Stars
// the order reports having earned; the home page shows the member's stream as the server answers it; a curbside
// check-in for a guest's order goes to the server. Last, the demo member applies a Star reward at checkout and sees the Stars go
// down on /account/rewards by what the server says it spent (after the tests that read the seeded Stars:
// this file runs in order).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn, DEMO } from './support';
import { GRAPH, graph, orderableDrinks, placeGuestOrderAt } from './server-api';

// Each sign-in hashes at OWASP's scrypt cost on the server: give a busy 2-core machine room (a hang guard).
// In order: the walk that spends Stars comes after the tests that read the seeded 142 and their 30 expiring soon.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

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
  // At least by what it earned: walks in other files may place the demo member's orders meanwhile.
  const starsNow = async () => Number(((await page.getByText(/^\d+ Stars$/).first().textContent({ timeout: 20_000 })) ?? '').split(' ')[0]);
  await expect.poll(starsNow, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + earned);
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

test("a curbside check-in on the server build: a guest's order at 10003, its options, spot 2, the confirmation, and the arrival kept by the server", async ({ page }) => {
  const checkIns: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === GRAPH && r.request().postData()?.includes('create-customer-arrival') === true) checkIns.push(r.status());
  });
  // The check-in names a real order of the store (issue #26): one a guest placed there just now.
  const orderToken = await placeGuestOrderAt(page.request, '10003');
  await page.goto(`/pickup?store=10003&orderToken=${orderToken}&firstName=Avery&platform=web`);
  await expect(page.getByText('15th & Pine')).toBeVisible({ timeout: 20_000 });
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

interface RewardStore {
  readonly storeNumber: string;
  readonly open: boolean;
  readonly mobileOrdering?: { readonly availability?: string };
}

/** A store open now that takes mobile orders and, priced over the API as the signed-in member, applies the 100-Star reward to a House Blend. */
const storeWithBrewedReward = async (api: APIRequestContext): Promise<string> => {
  const found = await api.get('/apiproxy/v1/locations', { params: { lat: '47.6062', lng: '-122.3321', features: 'hrs24' } });
  expect(found.ok()).toBe(true);
  const stores = ((await found.json()) as { store: RewardStore }[]).map((l) => l.store).filter((s) => s.open && s.mobileOrdering?.availability === 'READY');
  for (const store of stores) {
    const details = await graph<{ sizes: { sku: string; sizeCode: string }[] }>(api, 'get-product', { productNumber: '200101', formCode: 'hot', storeNumber: store.storeNumber }, 'product');
    const size = details?.sizes[0];
    if (size === undefined) continue;
    const cart = { items: [{ key: 'line-1', productNumber: '200101', formCode: 'hot', sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] }], offers: [{ code: 'STARS-100', type: 'STAR_REWARD', stars: 100 }] };
    const priced = await graph<{ appliedOffers: { code: string }[] }>(
      api,
      'price-order',
      { order: { storeNumber: store.storeNumber, cart, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } } },
      'priceOrder',
    );
    if (priced?.appliedOffers.some((o) => o.code === 'STARS-100') === true) return store.storeNumber;
  }
  throw new Error('no store applies the 100-Star reward');
};

const starsShown = async (page: Page): Promise<number> => {
  const balance = page.getByText(/^\d+ Stars$/).first();
  await expect(balance).toBeVisible({ timeout: 20_000 });
  return Number((await balance.textContent())?.split(' ')[0]);
};

test('a Star reward applied at checkout on the server build: the order spends its Stars and /account/rewards shows the lower balance', async ({ page }) => {
  test.setTimeout(150_000); // a checkout walk with axe runs on a busy 2-core machine
  await signIn(page, '/account/rewards');
  await expect(page).toHaveURL(/\/account\/rewards$/);
  const before = await starsShown(page);
  expect(before).toBeGreaterThanOrEqual(100);

  // The store, selected on this device as the locator saves it (the server keeps no current store).
  const storeNumber = await storeWithBrewedReward(page.request);
  await page.evaluate((n) => {
    localStorage.setItem('crema.locator.selectedStore', JSON.stringify({ storeNumber: n, storeConfirmationTimestamp: Date.now(), userConfirmed: true }));
  }, storeNumber);

  await page.goto('/menu/product/200101/hot');
  await expect(page.getByRole('heading', { level: 1, name: 'House Blend Brewed Coffee' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/\/menu\/cart$/);
  const checkout = page.getByRole('complementary');
  await expect(checkout.getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Apply Free brewed coffee, tea or bakery item' }).click();
  await expect(page.getByRole('button', { name: 'Remove Free brewed coffee, tea or bakery item' })).toBeVisible({ timeout: 20_000 });
  await expect(checkout.getByText('Free brewed coffee, tea or bakery item')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Review and pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment summary' });
  await expect(sheet).toBeVisible();
  const submitted = page.waitForResponse((r) => new URL(r.url()).pathname === GRAPH && r.request().postData()?.includes('submit-order') === true);
  await sheet.getByRole('button', { name: 'Place order' }).click();
  const answer = await submitted;
  expect(answer.status()).toBe(200);
  const placed = ((await answer.json()) as { data: { placeOrder: { starsRedeemed: number; starsEarned: number } } }).data.placeOrder;
  expect(placed.starsRedeemed).toBe(100);
  await expect(page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' }).getByRole('button', { name: 'Done' }).click();

  // Lower by the reward (plus what this order earned). Other server walks may place the demo member's orders
  // beside this one, adding Stars meanwhile: the balance is at least that figure, and below the one before.
  await page.goto('/account/rewards');
  const after = await starsShown(page);
  expect(after).toBeGreaterThanOrEqual(before - 100 + placed.starsEarned);
  expect(after).toBeLessThan(before);
  await expectNoAxeViolations(page);
});
