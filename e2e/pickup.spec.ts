// Browser walk of the pickup pages: options per store, curbside check-in, its validation and failure. They run
// on the server build; the failed check-in injects a fault, and the simulator's refusal of a made-up order is the
// demo build's, so those run on the demo build. A check-in names a real order of its store (issue #26). On the
// server the README's pickup stores are the locator's stores of those numbers (issue #29: 10003 is 15th & Pine,
// 10004 Ballard & Market), with the README's pickup options, stalls and curbside states.
import { test, expect, expectNoAxeViolations, setFault, chooseStore } from './support';
import { placeGuestOrderAt } from './server-api';

const Q = 'orderToken=e2e-token&firstName=Avery&platform=web';

test("curbside check-in at 10003 for a guest's order there: options, spot 2, confirmation", async ({ page }) => {
  const orderToken = await placeGuestOrderAt(page.request, '10003');
  await page.goto(`/pickup?store=10003&orderToken=${orderToken}&firstName=Avery&platform=web`);
  await expect(page.getByText('15th & Pine')).toBeVisible();
  await expect(page.getByText('391 Division St, Seattle, WA 98130')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In store' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drive-thru' })).toHaveCount(0);
  await expectNoAxeViolations(page);
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
  await expect(page.getByText('15th & Pine')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('checking in without a spot asks for one', async ({ page }) => {
  await page.goto(`/pickup/curbside?store=10003&${Q}`);
  await page.getByRole('button', { name: "I'm here" }).click();
  await expect(page.getByText('Select your parking spot')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Spot 1' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a failed check-in shows the catalogue message and keeps the spot', { tag: '@fake' }, async ({ page }) => {
  await page.goto(`/pickup/curbside?store=10004&${Q}`);
  await setFault(page, 'createCustomerArrival', { status: 500, times: 1 });
  await page.reload();
  await page.getByRole('radio', { name: 'Spot 5' }).check();
  await page.getByRole('button', { name: "I'm here" }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our end. If you have placed an order, park in curbside pick up.');
  await expect(page.getByRole('radio', { name: 'Spot 5' })).toBeChecked();
  await expectNoAxeViolations(page);
});

test('a made-up order token is refused by the simulator too: the catalogue message, no confirmation', { tag: '@fake' }, async ({ page }) => {
  await page.goto(`/pickup/curbside?store=10004&${Q}`);
  await page.getByRole('radio', { name: 'Spot 5' }).check();
  await page.getByRole('button', { name: "I'm here" }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our end. If you have placed an order, park in curbside pick up.');
  await expect(page).toHaveURL(/\/pickup\/curbside\?/);
  await expectNoAxeViolations(page);
});

test('a made-up order token is refused by the server: the catalogue message, no confirmation', async ({ page }) => {
  const checkIns: number[] = [];
  page.on('response', (r) => {
    if (r.request().postData()?.includes('create-customer-arrival') === true) checkIns.push(r.status());
  });
  await page.goto(`/pickup/curbside?store=10004&${Q}`);
  await page.getByRole('radio', { name: 'Spot 5' }).check();
  await page.getByRole('button', { name: "I'm here" }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our end. If you have placed an order, park in curbside pick up.');
  await expect(page).toHaveURL(/\/pickup\/curbside\?/);
  expect(checkIns).toEqual([404]);
});

test('10005: the closed banner; 10006: curbside unavailable; 10002: drive-thru', async ({ page }) => {
  await page.goto('/pickup?store=10005');
  await expect(page.getByText('Curbside pickup is closed right now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check in for curbside' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/pickup/curbside?store=10006');
  await expect(page.getByText('Curbside is not available right now. Head to the entryway or drive-thru to pick up your order. See you soon!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/pickup?store=10002');
  await expect(page.getByRole('heading', { name: 'Drive-thru' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In store' })).toBeVisible();
});

test('an unknown store says so and links to the store locator', async ({ page }) => {
  await page.goto('/pickup?store=99999');
  await expect(page.getByRole('alert')).toContainText("We couldn't find your store.");
  await page.getByRole('main').getByRole('link', { name: 'Find a store' }).click();
  await expect(page).toHaveURL(/\/store-locator/);
});

test("the footer's 'Pickup options' without a store: in store, and the way to a store", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pickup options' }).click();
  await expect(page).toHaveURL(/\/pickup$/);
  await expect(page.getByRole('heading', { name: 'In store' })).toBeVisible();
  await expect(page.getByText("We couldn't find your store.")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Find a store' }).click();
  await expect(page).toHaveURL(/\/store-locator/);
});

test('without a store but with one chosen for ordering: its name and a link to its own options', async ({ page }) => {
  await page.goto('/');
  await chooseStore(page, '10004');
  await page.goto('/pickup');
  await page.getByRole('link', { name: 'See pickup options at Ballard & Market' }).click();
  await expect(page).toHaveURL(/\/pickup\?store=10004-58977$/);
  await expect(page.getByRole('heading', { name: 'Curbside' })).toBeVisible();
  await expectNoAxeViolations(page);
});
