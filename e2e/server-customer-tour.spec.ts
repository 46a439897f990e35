// Issue #32 point 9: the smaller things a customer's tour of the server build found, walked again on it at a
// phone's width and a desktop's (axe at each; screenshots with E2E_SHOTS_DIR): a member's pickup store is their
// own, the desktop home leads with ordering and paying, a menu tile's calories say where they start, the cart names
// only what differs from the drink as it comes, and checkout asks the name for the cup, which the server checks.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, lookAtBothWidths, chooseStore, enterCard, signInWithOwnCards } from './support';
import { GRAPH, orderableDrinks, type OrderableDrink } from './server-api';

// Sign-ins hash at OWASP's scrypt cost and every page asks the server: room for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const SEATTLE = { lat: '47.6062', lng: '-122.3321' };
/** Caffè Latte, a core product: every store sells it. */
const LATTE = '/menu/product/200201/hot';

/** The first store near Seattle open at every hour with a drink to order (takesGuests: one that takes guest orders). */
const orderable = async (api: APIRequestContext, takesGuests = false): Promise<OrderableDrink> => {
  for await (const found of orderableDrinks(api, takesGuests ? ['GC'] : [])) return found;
  throw new Error('the server has no store open at every hour near Seattle');
};

/** The product page's Add to order, once the page is the drink's. */
const addToOrder = async (page: Page, name: string): Promise<void> => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('link', { name: 'Review order' })).toBeVisible();
};

/** The cart's lines, each as its size and customizations read ('Medium', 'Medium · Oat milk'). */
const cartLines = (page: Page) => page.getByRole('region', { name: 'Your items' }).locator('.co-item__meta');

test("a member's pickup store is their favorite when none was chosen on this device, not 'None selected' (a)", async ({ page }) => {
  await signInWithOwnCards(page, '/');
  // Their favorite: a store taking mobile orders, not the nearest one (the pick is the member's, not the map's).
  const around = await page.request.get('/apiproxy/v1/locations', { params: SEATTLE });
  expect(around.ok()).toBe(true);
  const ready = ((await around.json()) as { store: { storeNumber: string; name: string; mobileOrdering?: { availability?: string } } }[])
    .map((l) => l.store)
    .filter((s) => s.mobileOrdering?.availability === 'READY');
  const favorite = ready[1] ?? ready[0];
  if (favorite === undefined) throw new Error('no store near Seattle takes mobile orders');
  const added = await page.request.post('/apiproxy/v1/stores/favorites', { data: { storeNumber: favorite.storeNumber.split('-')[0] } });
  expect(added.ok()).toBe(true);

  await page.goto('/menu');
  const banner = page.getByRole('region', { name: 'Pickup store' });
  await expect(banner.getByText(favorite.name, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByText('None selected')).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Change store' })).toBeVisible();
  await lookAtBothWidths(page, 'tour-a-menu-store');
});

test("a member's desktop home leads with 'Scan to pay' and 'Start an order', as the phone's does (b)", async ({ page }) => {
  const world = await signInWithOwnCards(page, '/');
  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  const scan = actions.getByRole('link', { name: 'Scan to pay' });
  await expect(scan).toHaveAttribute('href', /^\/account\/cards\/[^/]+#pay$/);
  expect(world.heldCards.map((c) => `/account/cards/${c.cardId}#pay`)).toContain(await scan.getAttribute('href'));
  await expect(actions.getByRole('link', { name: 'Start an order' })).toHaveAttribute('href', '/menu');
  // At the top: above the stream at both widths.
  await lookAtBothWidths(page, 'tour-b-home');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const top = (await actions.boundingBox())?.y ?? Infinity;
    expect(top).toBeLessThan((await page.getByRole('heading', { level: 2, name: 'For you' }).boundingBox())?.y ?? 0);
    expect(top).toBeLessThan(400);
  }
  await actions.getByRole('link', { name: 'Start an order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await page.goto('/');
  await actions.getByRole('link', { name: 'Scan to pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan in store' })).toBeVisible();
});

test("a menu tile's calories start where the product page's sizes do: 'From 110 cal' beside a Medium of 154 (c)", async ({ page }) => {
  await page.goto('/menu/drinks/hot-coffees/lattes');
  const tile = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Caffè Latte', exact: true }) });
  const facts = tile.locator('.p-tile__cal');
  await expect(facts).toHaveText(/^From \d+ cal$/, { timeout: 20_000 });
  const from = Number(/\d+/.exec((await facts.textContent()) ?? '')?.[0]);
  await lookAtBothWidths(page, 'tour-c-lattes');
  await tile.getByRole('link', { name: 'Caffè Latte', exact: true }).click();
  const calories = page.getByText(/^\d+ calories$/);
  await expect(calories).toBeVisible({ timeout: 20_000 });
  const opened = Number(/\d+/.exec((await calories.textContent()) ?? '')?.[0]);
  expect(opened).toBeGreaterThan(from);
  // The tile's number is the smallest size's.
  await page.getByRole('radio', { name: /^Small/ }).check();
  await expect(calories).toHaveText(`${from} calories`);
  await expectNoAxeViolations(page);
});

test('the cart names only what differs from the drink as it comes (d), and a guest gives the cup a name the server keeps (e)', async ({ page }) => {
  const found = await orderable(page.request, true);
  await page.goto('/menu');
  await chooseStore(page, found.store.storeNumber);
  // The latte as it comes (2% milk, its shots, Signature roast, hot), then one with oat milk, extra hot.
  await page.goto(LATTE);
  await addToOrder(page, 'Caffè Latte');
  await page.goto(LATTE);
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: /^Oat milk/ }).check();
  await page.locator('summary', { hasText: 'Temperature' }).click();
  await page.getByLabel('Temperature', { exact: true }).selectOption('Extra hot');
  await addToOrder(page, 'Caffè Latte');
  await page.goto('/menu/cart');
  await expect(page.getByRole('complementary').getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(cartLines(page)).toHaveText(['Medium', 'Medium · Oat milk, Temperature: Extra hot']);
  await expect(page.getByRole('region', { name: 'Your items' })).not.toContainText(/2% milk|Temperature: Hot|Signature|Espresso shot/);
  await lookAtBothWidths(page, 'tour-d-cart-guest');

  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/menu\/cart\/guest\/checkout$/);
  const cup = page.getByRole('textbox', { name: 'Name for the cup' });
  await expect(cup).toHaveValue('');
  await enterCard(page, '4111111111111111');
  await expect(page.getByText('Visa ending in 1111')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('E-mail', { exact: true }).fill('guest@example.com');
  await cup.fill('Sam <3');
  const wrong = page.getByText('Use only letters, spaces, hyphens, apostrophes or periods for the name on the cup.');
  await expect(wrong).toBeVisible();
  // Review and pay stays on the page, the field in error takes the focus.
  await page.getByRole('button', { name: 'Review and pay' }).click();
  await expect(cup).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Payment summary' })).toHaveCount(0);
  await cup.fill('Sam O\u2019Neil');
  await lookAtBothWidths(page, 'tour-e-guest-checkout');
  await page.getByRole('button', { name: 'Review and pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment summary' });
  await expect(sheet.getByText('Sam O\u2019Neil')).toBeVisible();
  const submitted = page.waitForResponse((r) => r.url().endsWith(GRAPH) && (r.request().postData() ?? '').includes('submit-order-guest'));
  await sheet.getByRole('button', { name: 'Place order' }).click();
  const answer = (await (await submitted).json()) as { data?: { placeOrderGuest?: { cupName?: string } } };
  expect(answer.data?.placeOrderGuest?.cupName).toBe('Sam O\u2019Neil');
  await expect(page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' })).toBeVisible({ timeout: 20_000 });
});

test("a member's cup is named for them to start; the name goes with the order (e)", async ({ page }) => {
  await signInWithOwnCards(page, '/');
  const found = await orderable(page.request);
  await chooseStore(page, found.store.storeNumber);
  await page.goto(LATTE);
  await addToOrder(page, 'Caffè Latte');
  await page.goto('/menu/cart');
  const checkout = page.getByRole('complementary');
  await expect(checkout.getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });
  const cup = checkout.getByRole('textbox', { name: 'Name for the cup' });
  await expect(cup).toHaveValue('Fixture');
  await lookAtBothWidths(page, 'tour-e-member-cart');
  await cup.fill('Fix');
  await checkout.getByRole('button', { name: 'Review and pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment summary' });
  await expect(sheet.getByText('Fix', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const submitted = page.waitForResponse((r) => r.url().endsWith(GRAPH) && (r.request().postData() ?? '').includes('"submit-order"'));
  await sheet.getByRole('button', { name: 'Place order' }).click();
  const answer = (await (await submitted).json()) as { data?: { placeOrder?: { cupName?: string } } };
  expect(answer.data?.placeOrder?.cupName).toBe('Fix');
  await expect(page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' })).toBeVisible({ timeout: 20_000 });
});

test('the server refuses a name for the cup that cannot go on one, whatever a client sends (e)', async ({ request }) => {
  const found = await orderable(request, true);
  const storeNumber = found.store.storeNumber;
  const cart = { items: [{ key: 'line-1', productNumber: found.drink.productNumber, formCode: found.drink.formCode, sku: found.size.sku, sizeCode: found.size.sizeCode, quantity: 1, options: [] }], offers: [] };
  const priced = await request.post(GRAPH, {
    data: { operationName: 'price-order-guest', variables: { order: { storeNumber, cart, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } } } },
  });
  expect(priced.ok()).toBe(true);
  const pricing = ((await priced.json()) as { data: { priceOrderGuest: { orderId: string; summary: { price: number }; guestSecret?: string } } }).data.priceOrderGuest;
  const tokenized = await request.post('/apiproxy/v1/payments/tokenize', {
    data: { cardNumber: '4111111111111111', expiry: { month: 12, year: new Date().getUTCFullYear() + 3 }, securityCode: '123', postalCode: '98101', allowedBrands: ['amex', 'discover', 'mastercard', 'visa'] },
  });
  expect(tokenized.ok()).toBe(true);
  const card = (await tokenized.json()) as { token: string; brand: string; lastFour: string };
  const submit = (cupName: string) =>
    request.post(GRAPH, {
      data: {
        operationName: 'submit-order-guest',
        variables: {
          input: {
            orderId: pricing.orderId,
            storeNumber,
            tenders: [{ id: card.token, tender: card.brand.toUpperCase(), amount: pricing.summary.price }],
            tipAmount: 0,
            idempotencyKey: `e2e-cup-${pricing.orderId}`,
            ...(pricing.guestSecret === undefined ? {} : { guestSecret: pricing.guestSecret }),
            guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: card.brand, lastFour: card.lastFour },
            cupName,
          },
        },
      },
    });
  for (const bad of ['<img src=x onerror=alert(1)>', 'A'.repeat(21), 'Robert"); DROP TABLE orders;--']) {
    const refused = await submit(bad);
    expect(refused.status(), bad).toBe(400);
    expect(JSON.stringify(await refused.json()), bad).toContain('CUP_NAME_INVALID');
  }
  // The same key then places the order: a refused name spent nothing.
  const placed = await submit('  Ana  María ');
  expect(placed.ok()).toBe(true);
  expect(((await placed.json()) as { data: { placeOrderGuest: { cupName?: string } } }).data.placeOrderGuest.cupName).toBe('Ana María');
});
