// Browser walk of the stored-value cards screens on the server build. The server's database is shared by every
// test and worker: a walk that adds money, changes Auto reload or adds a card does it as a member of its own
// from the server's cards fixture control ('My Card' $18.45 primary, 'Office Card' $3.20, a saved Visa, and a
// $25.00 card nobody holds yet). The failed reload injects a fault, so it runs on the demo build.
import { test, expect, expectNoAxeViolations, signIn, setFault, signInWithOwnCards } from './support';

const spaced = (cardNumber: string): string => cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

test('a member sees two cards, adds money, turns auto reload on and off, and opens #pay that Back closes', async ({ page }) => {
  // Five axe runs over pages that carry the account navigation: 8-10 s each on a loaded 2-core machine.
  test.setTimeout(90_000);
  const world = await signInWithOwnCards(page);
  const list = page.getByRole('list', { name: 'Your cards' });
  await expect(list.getByRole('link', { name: 'My Card $18.45 Primary' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Office Card $3.20' })).toBeVisible();
  await expectNoAxeViolations(page);

  await list.getByRole('link', { name: /Office Card/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office Card' })).toBeVisible();
  await expect(page.locator('.svc-balance__amount')).toHaveText('$3.20');
  await expectNoAxeViolations(page);

  // Add money with the default saved card.
  await page.getByRole('link', { name: 'Add money' }).click();
  await expect(page).toHaveURL(/#add-money$/);
  const addMoney = page.getByRole('dialog', { name: 'Add money' });
  await expect(addMoney.getByLabel('Payment method')).toHaveValue(world.paymentInstrumentId);
  await expectNoAxeViolations(page);
  await addMoney.getByRole('radio', { name: '$10.00' }).check();
  await addMoney.getByRole('button', { name: 'Add $10.00' }).click();
  await expect(page.getByText('Money added to your card.')).toBeVisible();
  await expect(page.locator('.svc-balance__amount')).toHaveText('$13.20');
  await expect(addMoney).toBeHidden();
  await expect(page).not.toHaveURL(/#/);

  // Auto reload on (this card has no profile: choose a trigger and a payment method), then off.
  await expect(page.getByText('Auto reload is off', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Auto reload' }).click();
  const autoReload = page.getByRole('dialog', { name: 'Auto reload' });
  await autoReload.getByRole('switch', { name: 'Auto reload' }).check();
  await autoReload.getByLabel('When my balance falls below').selectOption('1000');
  await autoReload.getByRole('button', { name: 'Save' }).click();
  await expect(autoReload.getByRole('alert')).toHaveText('To save Auto reload settings, select a payment method.');
  await autoReload.getByLabel('Payment method').selectOption(world.paymentInstrumentId);
  await expectNoAxeViolations(page);
  await autoReload.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Auto reload settings saved.')).toBeVisible();
  // The dialog shows the same pill until it has closed.
  await expect(autoReload).toBeHidden();
  await expect(page.getByText('Auto reload is on', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Auto reload' }).click();
  await autoReload.getByRole('switch', { name: 'Auto reload' }).uncheck();
  await autoReload.getByRole('button', { name: 'Save' }).click();
  await expect(autoReload).toBeHidden();
  await expect(page.getByText('Auto reload is off', { exact: true })).toBeVisible();

  // Scan in store: the barcode, then the browser's back button closes the overlay.
  await page.getByRole('link', { name: 'Scan in store' }).click();
  await expect(page).toHaveURL(/#pay$/);
  const pay = page.getByRole('dialog', { name: 'Scan in store' });
  await expect(pay.getByRole('img', { name: 'Barcode to scan at the register' })).toBeVisible();
  await expect(pay.getByText(spaced(world.heldCards[1]?.cardNumber ?? 'no second card'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(pay).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/account/cards/${world.heldCards[1]?.cardId ?? 'no-second-card'}$`));
});

test('#pay when signed out goes through sign-in and comes back to the overlay', async ({ page }) => {
  await page.goto('/account/cards/card-demo-primary#pay');
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnTo') ?? '')).toBe('/account/cards/card-demo-primary#pay');
  await page.getByLabel('E-mail').fill('demo@crema.coffee');
  await page.getByLabel('Password').fill('Crema-Demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const pay = page.getByRole('dialog', { name: 'Scan in store' });
  await expect(pay.getByRole('img', { name: 'Barcode to scan at the register' })).toBeVisible();
  await pay.getByRole('button', { name: 'Close' }).click();
  await expect(pay).toBeHidden();
  await expect(page).toHaveURL(/\/account\/cards\/card-demo-primary$/);
});

test('adds a card by number and security code, then removes it: Card (last four) removed', async ({ page }) => {
  const world = await signInWithOwnCards(page);
  const { cardNumber, securityCode } = world.addableCard;
  await page.getByRole('link', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Security code').fill(securityCode);
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(/\/account\/cards$/);
  await expect(page.getByText('Your card was added to your account.')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Your cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);

  await cards.getByRole('link', { name: /Fixture Card/ }).click();
  await page.getByRole('button', { name: 'Remove card' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(page).toHaveURL(/\/account\/cards$/);
  await expect(page.getByText(`Card (${cardNumber.slice(-4)}) removed`)).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
});

test('adding a card with a transfer asks to remove or keep it; a wrong code keeps the form with Try again', async ({ page }) => {
  const world = await signInWithOwnCards(page, '/account/cards/add');
  const { cardNumber, securityCode } = world.addableCard;
  await page.getByLabel('Card number').fill(cardNumber);
  // Never the card's own code: the fixture's codes are eight random digits, and this one is changed if it is.
  await page.getByLabel('Security code').fill(securityCode === '11111111' ? '22222222' : '11111111');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('alert')).toContainText("That card number or security code doesn't look right.");
  await expect(page.getByLabel('Card number')).toHaveValue(cardNumber);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await page.getByLabel('Security code').fill(securityCode);
  await page.getByLabel("Transfer this card's balance to one of my cards").check();
  await expect(page.getByLabel('Transfer to')).toHaveValue(world.heldCards[0]?.cardId ?? 'no primary card');
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Your balance was transferred' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(page).toHaveURL(/\/account\/cards$/);
  await expect(page.getByText(`Card (${cardNumber.slice(-4)}) removed`)).toBeVisible();
  // $18.45 and the new card's $25.00.
  await expect(page.getByRole('link', { name: 'My Card $43.45 Primary' })).toBeVisible();
});

test('a failed reload (121025) shows its message and keeps the form', { tag: '@fake' }, async ({ page }) => {
  await signIn(page);
  await setFault(page, 'reloadCard', { code: '121025', times: 1 });
  await page.goto('/account/cards/card-demo-primary#add-money');
  const sheet = page.getByRole('dialog', { name: 'Add money' });
  await sheet.getByRole('radio', { name: '$15.00' }).check();
  await sheet.getByRole('button', { name: 'Add $15.00' }).click();
  const alert = sheet.getByRole('alert');
  await expect(alert).toContainText('Your card balance is too low. Choose a different card.');
  await expect(alert.getByRole('button', { name: 'Choose different card' })).toBeVisible();
  await expect(sheet.getByRole('radio', { name: '$15.00' })).toBeChecked();
  await expectNoAxeViolations(page);
  // The fault was for one call: the same form now succeeds.
  await sheet.getByRole('button', { name: 'Add $15.00' }).click();
  await expect(page.locator('.svc-balance__amount')).toHaveText('$33.45');
});

test('a member without cards sees the empty state', async ({ page }) => {
  await page.goto('/signin?returnTo=%2Faccount%2Fcards');
  await page.getByLabel('E-mail').fill('new@crema.coffee');
  await page.getByLabel('Password').fill('Crema-New-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'No cards yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your first card' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Scan in store' is a centred dialog on a desktop and the whole screen on a phone, the barcode large on white", async ({ page }) => {
  await signIn(page, '/account/cards/card-demo-primary#pay');
  const pay = page.getByRole('dialog', { name: 'Scan in store' });
  const barcode = pay.getByRole('img', { name: 'Barcode to scan at the register' });
  await expect(barcode).toBeVisible();
  const box = async () => {
    const b = await pay.boundingBox();
    if (b === null) throw new Error('no dialog box');
    return b;
  };
  // 1280 x 800: centred both ways, with the page around it.
  const wide = await box();
  expect(Math.abs(wide.x + wide.width / 2 - 640)).toBeLessThanOrEqual(2);
  expect(Math.abs(wide.y + wide.height / 2 - 400)).toBeLessThanOrEqual(2);
  expect(wide.width).toBeLessThan(1280);
  expect(await pay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect((await barcode.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(400);

  // 390 x 844: the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await box()).height).toBe(844);
  expect(await box()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  expect((await barcode.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(330);
  await expectNoAxeViolations(page);
});
