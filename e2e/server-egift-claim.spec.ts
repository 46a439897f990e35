// The server build: an e-gift, from purchase to its recipient's cards (issue #27). A member sends an e-gift; the
// delivery e-mail is read from the server's test mailbox; a second browser (the recipient, signed out) opens its
// link and sees the gift card (art, balance, the sender's name and message as text, the number and its barcode),
// joins Crema from the page, comes back to it, adds the card, and finds it with its balance in their cards. The
// link then adds the card to nobody else, and the sender's e-gift history says the e-mail was delivered. Each claim
// page is checked with axe at a phone's width and a desktop's; with E2E_SHOTS_DIR set, screenshots are left there.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectNoAxeViolations, lookAtBothWidths, signIn } from './support';
import { awaitSent } from './server-mailbox';

// Signing in and joining hash at OWASP's scrypt cost on the server; the purchase waits the server's processing.
test.describe.configure({ timeout: 150_000 });

/** The claim link of the e-gift e-mail to `to` (the server's test mailbox), once it was sent. */
const claimLink = (api: APIRequestContext, to: string): Promise<URL> =>
  awaitSent(api, to, (messages) => {
    const mail = messages.find((m) => m.subject?.includes('sent you a $25.00 Crema gift card'));
    const found = mail?.text.match(/https?:\/\/\S+\/gift\/claim#token=[A-Za-z0-9_-]{43}/)?.[0];
    return found === undefined ? undefined : new URL(found);
  });

test("a member's e-gift reaches its recipient, who joins from the claim page and adds the card to their cards", async ({ page, browser }) => {
  const recipient = `egift-${Date.now().toString(36)}@example.test`;
  const message = 'Coffee <b>on me</b> & thank you!';

  // The sender: the demo member pays with a saved card.
  await signIn(page, '/gift/11000101');
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks a Latte' })).toBeVisible();
  await page.getByRole('radio', { name: '$25' }).check();
  await page.getByLabel('Recipient 1 name', { exact: true }).fill('Sam Rivera');
  await page.getByLabel('Recipient 1 e-mail', { exact: true }).fill(recipient);
  await page.getByLabel('Message (optional)', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment' });
  await sheet.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page).toHaveURL(/\/gift\/confirmation$/, { timeout: 30_000 });

  // The e-mail: the claim link carries its token in the fragment only.
  const link = await claimLink(page.request, recipient);
  expect(link.search).toBe('');
  expect(link.pathname).toBe('/gift/claim');

  // The recipient, in a browser of their own, signed out.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  try {
    await them.goto(`${link.pathname}${link.hash}`);
    await expect(them.getByRole('heading', { level: 1, name: 'Your Crema gift card' })).toBeVisible();
    await expect(them.getByText('Avery Quinn sent you a gift')).toBeVisible();
    // The sender's words are text, never markup.
    await expect(them.getByText(message)).toBeVisible();
    await expect(them.locator('main b')).toHaveCount(0);
    await expect(them.getByRole('main').getByText('$25.00')).toBeVisible();
    await expect(them.getByRole('img', { name: /^Barcode of card number 6104 / })).toBeVisible();
    await expect(them.getByRole('button', { name: 'Add to my cards' })).toHaveCount(0);
    await lookAtBothWidths(them, 'egift-claim-signed-out');

    // Join from the page; it comes back to the claim page without the token in any address.
    await them.getByRole('main').getByRole('link', { name: 'Join Crema' }).click();
    await expect(them).toHaveURL(/\/join\?returnTo=%2Fgift%2Fclaim$/);
    await them.getByLabel('First name').fill('Sam');
    await them.getByLabel('Last name').fill('Rivera');
    await them.getByLabel('E-mail').fill(recipient);
    await them.getByLabel('Password').fill('Gift-Card-Crema-2026');
    await them.getByRole('button', { name: 'Create account' }).click();
    await expect(them).toHaveURL(/\/gift\/claim$/, { timeout: 30_000 });
    const add = them.getByRole('button', { name: 'Add to my cards' });
    await expect(add).toBeVisible();
    await lookAtBothWidths(them, 'egift-claim-signed-in');

    await add.click();
    await expect(them).toHaveURL(/\/account\/cards$/, { timeout: 30_000 });
    await expect(them.getByText('Your gift card was added to your cards.')).toBeVisible();
    await expect(them.getByRole('main').getByText('$25.00').first()).toBeVisible();
    await expectNoAxeViolations(them);

    // Claimed once: the link adds the card to nobody else.
    await them.goto(`${link.pathname}${link.hash}`);
    await expect(them.getByText('This gift card has already been added to a Crema account.')).toBeVisible();
    await expect(them.getByRole('link', { name: 'View my cards' })).toBeVisible();
    await lookAtBothWidths(them, 'egift-claim-already-added');
  } finally {
    await theirs.close();
  }

  // The sender's history: the e-mail went out.
  await page.goto('/account/history/egift');
  const gift = page.getByRole('listitem').filter({ hasText: recipient });
  await expect(gift.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
  await lookAtBothWidths(page, 'egift-history');
});
