// The server build: from an order to the curbside. A member orders at a store with curbside check-in (the server's
// curbside fixture store: open at every hour, test starts only), follows the success modal's 'How to pick up' to
// the store's pickup page, which offers curbside, checks in at a spot, and lands on the confirmation: the check-in
// names the order just placed (issue #26), never a made-up one.
import { test, expect, expectNoAxeViolations, signInWithOwnCards, chooseStore } from './support';
import { drinkAt, GRAPH } from './server-api';

// A sign-in hashes at OWASP's scrypt cost and every page asks the server: room for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test("a member's order at a curbside store: 'How to pick up', curbside, a spot, checked in", async ({ page }) => {
  const checkIns: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === GRAPH && r.request().postData()?.includes('create-customer-arrival') === true) checkIns.push(r.status());
  });
  const stores = await page.request.get('/__test/ordering/stores');
  expect(stores.ok()).toBe(true);
  const { curbsideStore: store } = (await stores.json()) as { curbsideStore: { storeNumber: string; name: string } };
  const found = await drinkAt(page.request, store.storeNumber);
  if (found === undefined) throw new Error(`no drink at ${store.storeNumber}`);

  // A member of their own (the fixture's 'Fixture', paying with their primary card), never the shared demo member.
  await signInWithOwnCards(page, '/menu');
  await chooseStore(page, store.storeNumber);
  await page.goto(`/menu/product/${found.drink.productNumber}/${found.drink.formCode}`);
  await expect(page.getByRole('heading', { level: 1, name: found.drink.name })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page.getByRole('complementary').getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('complementary').getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();

  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  const orderId = (await modal.getByText(/^ord-/).textContent())?.trim() ?? '';
  expect(orderId).toMatch(/^ord-[0-9a-f-]{36}$/);
  const howTo = modal.getByRole('link', { name: 'How to pick up' });
  const href = new URL((await howTo.getAttribute('href')) ?? '', 'http://x');
  expect([href.pathname, href.searchParams.get('store')?.split('-')[0], href.searchParams.get('orderToken'), href.searchParams.get('firstName'), href.searchParams.get('platform')]).toEqual([
    '/pickup',
    store.storeNumber.split('-')[0],
    orderId,
    'Fixture',
    'web',
  ]);
  await howTo.click();

  await expect(page).toHaveURL(/\/pickup\?/);
  await expect(page.getByText('Hi Fixture, your order is almost ready.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Curbside' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Check in for curbside' }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup/curbside\\?.*orderToken=${orderId}`));
  await page.getByRole('group', { name: 'Parking spot' }).getByRole('radio', { name: 'Spot 1' }).check();
  await page.getByRole('button', { name: "I'm here" }).click();
  await expect(page).toHaveURL(/\/pickup\/curbside\/success/);
  await expect(page.getByRole('heading', { level: 1, name: "You're checked in" })).toBeVisible();
  await expect(page.getByText("Fixture, we're bringing your order out to spot 1.")).toBeVisible();
  expect(checkIns).toEqual([200]);
  await expectNoAxeViolations(page);
});
