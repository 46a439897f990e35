// Issue #32, point 4, on the server build: one pickup estimate from one rule, and no "as soon as possible" at a
// store at capacity. At a store taking orders as soon as possible, the product page, the cart and the success
// screen say the same estimate for one drink. At a store at capacity for ordering ahead (the server's own answer of
// its slots says so), the cart says so, offers no "as soon as possible", chooses the first free slot with the
// time, and the order is scheduled for it.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn, chooseStore } from './support';
import { graph, orderableDrinks, type OrderableDrink } from './server-api';

test.describe.configure({ timeout: 150_000 });

/** An orderable store near Seattle whose slots the server says are at capacity, with its first drink. */
const atCapacityStore = async (page: Page): Promise<OrderableDrink> => {
  for await (const f of orderableDrinks(page.request, [])) {
    const slots = await graph<{ atCapacity: boolean; slots: { available: boolean }[] }>(page.request, 'get-store-time-slots', { storeNumber: f.store.storeNumber }, 'storeTimeSlots');
    if (slots?.atCapacity === true && slots.slots.some((s) => s.available)) return f;
  }
  throw new Error('no store at capacity near Seattle');
};
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** Adds `drink` once from its product page and opens the cart; answers what the product page said of its time. */
const addAndReview = async (page: Page, drink: { productNumber: string; formCode: string; name: string }): Promise<string> => {
  await page.goto(`/menu/product/${drink.productNumber}/${drink.formCode}`);
  await expect(page.getByRole('heading', { level: 1, name: drink.name })).toBeVisible({ timeout: 20_000 });
  const ready = page.getByText(/^Ready in about /).first();
  await expect(ready).toBeVisible();
  const said = (await ready.textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page.getByRole('complementary').getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });
  return said;
};

const placeWithVisa = async (page: Page) => {
  const checkout = page.getByRole('complementary');
  await checkout.getByRole('radio', { name: /Everyday Visa/ }).check();
  await checkout.getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  return modal;
};

test('the product page, the cart and the success screen say one estimate', async ({ page }) => {
  let found: OrderableDrink | undefined;
  for await (const f of orderableDrinks(page.request, [])) {
    const slots = await graph<{ atCapacity: boolean }>(page.request, 'get-store-time-slots', { storeNumber: f.store.storeNumber }, 'storeTimeSlots');
    if (slots?.atCapacity === true) continue;
    found = f;
    break;
  }
  if (found === undefined) throw new Error('no orderable store');
  await signIn(page, '/menu');
  await chooseStore(page, found.store.storeNumber);
  const said = await addAndReview(page, found.drink);
  expect(said).toMatch(/^Ready in about (\d+-\d+ mins|20\+ mins)$/);
  const checkout = page.getByRole('complementary');
  const asap = checkout.getByRole('radio', { name: 'As soon as possible' });
  await expect(asap).toBeChecked();
  await expect(asap).toBeEnabled();
  await expect(checkout.getByText(said, { exact: true })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'cart-estimate-1280');
  await expectNoAxeViolations(page);
  const modal = await placeWithVisa(page);
  await expect(modal.getByText(said, { exact: true })).toBeVisible();
  await shot(page, 'success-estimate-1280');
});

test('at a store at capacity, no "as soon as possible": the first free slot, said why, and the order scheduled for it', async ({ page }) => {
  const busy = await atCapacityStore(page);
  await signIn(page, '/menu');
  await chooseStore(page, busy.store.storeNumber);
  await addAndReview(page, busy.drink);
  const checkout = page.getByRole('complementary');
  const why = checkout.getByText(/^This store is at capacity for ordering ahead\. The next pickup time is (\d{1,2}:\d{2} (AM|PM))\.$/);
  await expect(why).toBeVisible({ timeout: 20_000 });
  const slot = /is (\d{1,2}:\d{2} (AM|PM))\./.exec((await why.textContent()) ?? '')?.[1] ?? '';
  await expect(checkout.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
  await expect(checkout.getByRole('radio', { name: /Schedule for later/ })).toBeChecked();
  await expect(checkout.getByLabel('Pickup at')).toHaveValue(/.+/);
  await expect(checkout.getByLabel('Pickup at').locator('option:checked')).toHaveText(slot);
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await why.scrollIntoViewIfNeeded();
    await shot(page, `cart-capacity-${w}`);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const modal = await placeWithVisa(page);
  await expect(modal.getByText(`Scheduled for ${slot}`)).toBeVisible();
  await shot(page, 'success-capacity-1280');
});
