// Checkout in the browser against the production build and its fake backend (150 ms per call): the member
// walk (customized drink, a Star reward, a stored-value card reloaded from the cart, scheduled pickup,
// success modal and the previous order), the guest walk (card brand refused, Visa accepted, token expiry
// with the page clock, guest order), and fault injection for a pricing error and SLOT_UNAVAILABLE.
//
// The store: the member walk selects it in the in-menu store locator; the other tests write the locator's
// selected-store preference as the fake persists it (the backend table 'locator.selectedStore' in
// localStorage), which is what selecting a store saves. The page clock is set to a Sunday morning in Seattle so
// the demo stores are open whatever the time the suite runs.
import type { Page } from '@playwright/test';
import { chooseStore, enterCard, expect, expectNoAxeViolations, setFault, signIn, test } from './support';

const MORNING = new Date('2026-11-22T17:30:00Z'); // 9:30 in Seattle
const WESTLAKE = '10002-91367'; // tips, coupons, Star rewards
const PIKE = '10001-65096'; // guest ordering

/** A plain medium latte, as the cart keeps it in localStorage (for the fault tests, which are not about adding). */
const presetLatte = async (page: Page): Promise<void> => {
  await page.evaluate(() => {
    const item = {
      product: { productNumber: '200201', formCode: 'hot', name: 'Caffè Latte' },
      size: { sku: '20020112', sizeCode: 'M', name: 'Medium' },
      selectedOptions: [],
      quantity: 1,
      key: '200201|hot|M',
      sizeCode: 'M',
      timeAdded: Date.now(),
    };
    localStorage.setItem('crema.cart', JSON.stringify({ items: [item], previousItems: [] }));
  });
};

const addOatLatte = async (page: Page): Promise<void> => {
  await page.goto('/menu/product/200201/hot');
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible();
  await page.getByRole('radio', { name: /Oat milk/ }).check();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/\/menu\/cart$/);
};

const checkout = (page: Page) => page.getByRole('complementary');
const priced = async (page: Page) => expect(checkout(page).getByText('Total', { exact: true })).toBeVisible();

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: MORNING });
});

test('member: customized drink, Star reward, card reloaded from the cart, scheduled pickup, success and the previous order', async ({ page }) => {
  test.setTimeout(90_000); // a long walk with axe runs: ~30 s alone, more beside a second worker on 2 cores
  await signIn(page, '/menu');
  // The store, chosen in the in-menu store locator.
  await page.goto('/menu/store-locator?map=47.6117,-122.3372,15z');
  await page.getByRole('button', { name: 'Select Westlake Center' }).click();
  await expect(page.getByRole('button', { name: 'Westlake Center Selected' })).toBeVisible();
  await addOatLatte(page);

  await expect(page.getByText('Westlake Center')).toBeVisible();
  await priced(page);
  await expectNoAxeViolations(page);

  // A Star reward.
  await page.getByRole('button', { name: 'Apply Free drink customization' }).click();
  await expect(page.getByRole('button', { name: 'Remove Free drink customization' })).toBeVisible();
  await expect(checkout(page).getByText('Free drink customization')).toBeVisible();

  // The Office Card is short: reload it from the cart.
  await checkout(page).getByRole('radio', { name: /Office Card/ }).check();
  await expect(checkout(page).getByText('Insufficient balance for order')).toBeVisible();
  await expect(checkout(page).getByText(/Looks like your card balance is too low to complete your order\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review and pay' })).toBeDisabled();
  await checkout(page).getByRole('button', { name: 'Add $10.00 to Office Card' }).click();
  await expect(checkout(page).getByText('Insufficient balance for order')).toHaveCount(0);
  await expect(checkout(page).getByRole('radio', { name: /Office Card.*\$13\.20/ })).toBeChecked();

  // Scheduled pickup.
  await checkout(page).getByRole('radio', { name: /Schedule for later/ }).check();
  const slot = checkout(page).getByLabel('Pickup at');
  await expect(slot).toBeVisible();
  const later = await slot.locator('option:not([disabled])').nth(1).textContent();
  await slot.selectOption({ label: later ?? '' });

  await page.getByRole('button', { name: 'Review and pay' }).click();
  await expect(page).toHaveURL(/#payment-summary$/);
  const sheet = page.getByRole('dialog', { name: 'Payment summary' });
  await expect(sheet.getByText(`Scheduled for ${later}`)).toBeVisible();
  await expect(sheet.getByText(/Office Card/)).toBeVisible();
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Place order' }).dblclick();

  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/previous$/);
  await expect(modal.getByText(`Scheduled for ${later}`)).toBeVisible();
  await expect(modal.getByText('Stars earned')).toBeVisible();
  const orderNumber = await modal.locator('dt:has-text("Order number") + dd').textContent();
  expect(orderNumber).toMatch(/^ord-/);
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Done' }).click();

  // The new order is the first previous order; the cart is empty.
  const first = page.getByRole('listitem').filter({ hasText: 'Westlake Center' }).first();
  await expect(first).toContainText('Caffè Latte');
  await expect(first.getByRole('button', { name: 'Reorder' })).toBeVisible();
  await expect(page.getByText('Express order').first()).toBeVisible();
  // Three seeded orders left after cleaning, plus exactly one new one despite the double click.
  await expect(page.getByRole('button', { name: 'Reorder' })).toHaveCount(4);
  await expectNoAxeViolations(page);
  await page.goto('/menu/cart');
  await expect(page.getByText('Your order is empty. Add an item from the menu to start.')).toBeVisible();
});

test('guest: guest-ordering store, JCB refused, Visa accepted, token expiry, guest order placed', async ({ page }) => {
  test.setTimeout(90_000); // a long walk with axe runs: ~30 s alone, more beside a second worker on 2 cores
  await page.goto('/menu');
  await chooseStore(page, PIKE);
  await addOatLatte(page);
  await priced(page);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/menu\/cart\/guest\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest checkout' })).toBeVisible();
  await priced(page);
  await expectNoAxeViolations(page);

  // The JCB is named and refused while it is typed; the submit stops at the card number.
  await enterCard(page, '3530111333300000');
  const form = page.getByRole('form', { name: 'Card details' });
  await expect(form.getByText('Card brand: JCB')).toBeAttached();
  await expect(form.getByText("JCB isn't accepted. We accept American Express, Discover, Mastercard and Visa.")).toBeVisible();
  await expect(form.getByLabel('Card number')).toBeFocused();
  await expect(form.getByLabel('Card number')).toHaveValue('3530 1113 3330 0000');
  await expectNoAxeViolations(page);
  await form.getByLabel('Card number').fill('4111111111111111');
  await form.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();

  // Five minutes later, with the payment summary open, the token is gone: the summary closes for the dialog.
  await page.getByLabel('E-mail', { exact: true }).fill('guest@example.com');
  await page.getByRole('button', { name: 'Review and pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment summary' })).toBeVisible();
  await page.clock.fastForward('05:02');
  const expired = page.getByRole('alertdialog', { name: 'Your payment session expired' });
  await expect(expired).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Payment summary' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/#payment-summary$/);
  await expect(expired).toContainText("We're sorry to say this session expired. Add your payment info again.");
  await expectNoAxeViolations(page);
  await expired.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await enterCard(page, '4111111111111111');
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();

  // The pricing aged out too: refresh it, then pay.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await priced(page);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('guest@example.com');
  await page.getByRole('button', { name: 'Review and pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment summary' });
  await expect(sheet.getByText('Visa ending in 1111')).toBeVisible();
  await sheet.getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/previous$/);
  await expect(modal.getByText('1st & Pike')).toBeVisible();
});

test('a pricing error offers its action: HIGH_VOLUME_STORE goes to the store picker', async ({ page }) => {
  await signIn(page, '/menu');
  await chooseStore(page, WESTLAKE);
  await presetLatte(page);
  await setFault(page, 'priceOrder', { code: 'HIGH_VOLUME_STORE', times: 1 });
  await page.goto('/menu/cart');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This store is very busy right now');
  await expectNoAxeViolations(page);
  await alert.getByRole('link', { name: 'Choose a store' }).click();
  await expect(page).toHaveURL(/\/menu\/store-locator\?toCart=1$/);
});

test('SLOT_UNAVAILABLE clears the slot, names the next pickup time, and the order goes through', async ({ page }) => {
  await signIn(page, '/menu');
  await chooseStore(page, WESTLAKE);
  await presetLatte(page);
  await setFault(page, 'placeOrder', { code: '110000', times: 1 });
  await page.goto('/menu/cart');
  await priced(page);
  await checkout(page).getByRole('radio', { name: /Everyday Visa/ }).check();
  await checkout(page).getByRole('radio', { name: /Schedule for later/ }).check();
  await expect(checkout(page).getByLabel('Pickup at')).toBeVisible();
  await page.getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/The next pickup time is \d{1,2}:\d{2}\s?[AP]M/);
  await expect(checkout(page).getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Pick up at / }).click();
  await expect(checkout(page).getByLabel('Pickup at')).toBeVisible();
  await page.getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' })).toBeVisible();
});
