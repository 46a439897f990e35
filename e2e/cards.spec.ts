// Stored-value cards, walked as the demo member: list, add money, scan to pay, a failing reload, add and remove.
import { test, expect, expectNoAxeViolations, signIn, setFault } from './support';

test.describe('stored-value cards', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, '/account/cards');
    await expect(page).toHaveURL(/\/account\/cards$/);
  });

  test('lists the cards, adds money, and opens scan-to-pay that Back closes', async ({ page }) => {
    const cards = page.getByRole('list', { name: 'Your cards' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await cards.getByRole('link', { name: /My Card/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Card' })).toBeVisible();
    await expect(page.getByText('$18.45').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add money' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add money' });
    await sheet.getByRole('radio', { name: '$10.00' }).check();
    await sheet.getByRole('button', { name: 'Add $10.00' }).click();
    await expect(page.locator('.svc-balance__amount')).toHaveText('$28.45');

    await page.goto('/account/cards/card-demo-primary');
    await page.getByRole('link', { name: 'Scan in store' }).click();
    await expect(page).toHaveURL(/#pay$/);
    await expect(page.getByRole('dialog', { name: 'Scan in store' })).toContainText('6104 1723 0018 4521');
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Scan in store' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/cards\/card-demo-primary$/);
  });

  test('a failed reload shows its message and keeps the form', async ({ page }) => {
    await setFault(page, 'reloadCard', { code: '121025', times: 1 });
    await page.goto('/account/cards/card-demo-primary#add-money');
    const sheet = page.getByRole('dialog', { name: 'Add money' });
    await sheet.getByRole('radio', { name: '$15.00' }).check();
    await sheet.getByRole('button', { name: 'Add $15.00' }).click();
    await expect(sheet.getByRole('alert')).toContainText('Your card balance is too low. Choose a different card.');
    await expect(sheet.getByRole('radio', { name: '$15.00' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Add $15.00' }).click();
    await expect(page.locator('.svc-balance__amount')).toHaveText('$33.45');
  });

  test('adds a card by number and security code, then removes it', async ({ page }) => {
    await page.getByRole('link', { name: 'Add a card' }).click();
    await page.getByLabel('Card number').fill('6104172399001000');
    await page.getByLabel('Security code').fill('10001000');
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).toHaveURL(/\/account\/cards$/);
    const cards = page.getByRole('list', { name: 'Your cards' });
    await expect(cards.getByRole('listitem')).toHaveCount(3);

    await cards.getByRole('link', { name: /Crema Card/ }).click();
    await page.getByRole('button', { name: 'Remove card' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await expect(page).toHaveURL(/\/account\/cards$/);
    await expect(page.getByText('Card (1000) removed')).toBeVisible();
    await expect(cards.getByRole('listitem')).toHaveCount(2);
  });
});
