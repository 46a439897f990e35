import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GIFT_ERRORS } from '@crema/domain/gifting';
import { FieldMessages, PaymentMessages } from '@crema/domain/payments';
import { TEST_NOW } from '../../test/render-app';
import { GIFT_FLOW_STORAGE_KEY } from '../../browser/session-gift-draft-store';
import { presetFault, renderGift } from './test-support';

// The purchase is polled 2 s after its first pending status (makeBuyGift): allow for it.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => sessionStorage.clear());

const fill = async (user: UserEvent, label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
};

const openSheet = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  return screen.findByRole('dialog', { name: 'Payment' });
};

describe('a member buys a gift', () => {
  it('pays with a saved card, sees the pending state, then the confirmation; the form is cleared', async () => {
    const user = userEvent.setup();
    const { router } = await renderGift('/gift/11000101', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Thanks a Latte' });
    expect(screen.getByLabelText('Your e-mail')).toHaveProperty('value', 'demo@crema.coffee');
    await fill(user, 'Recipient 1 name', 'Sam');
    await fill(user, 'Recipient 1 e-mail', 'sam@example.com');
    const sheet = await openSheet(user);
    const visa = await within(sheet).findByRole('radio', { name: /Everyday Visa/ });
    await waitFor(() => expect(visa).toHaveProperty('checked', true));
    expect(within(sheet).getByRole('radio', { name: /PayPal/ })).toHaveProperty('disabled', false);
    await user.click(within(sheet).getByRole('button', { name: 'Pay $25.00' }));
    expect(within(sheet).getByRole('button', { name: 'Processing your gift…' })).toHaveProperty('disabled', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your gift' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gift/confirmation');
    expect(screen.getByText('Sam')).toBeTruthy();
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByText('Order number').nextElementSibling?.textContent).toMatch(/^egift/);
    const stored = JSON.parse(sessionStorage.getItem(GIFT_FLOW_STORAGE_KEY) ?? '{}') as { form?: unknown; receipt?: unknown };
    expect(stored.form).toBeUndefined();
    expect(stored.receipt).toBeTruthy();
  }, 20_000);

  it('a duplicate recipient refused by the server shows its dialog; Got it closes the sheet and keeps the form', async () => {
    presetFault('gift-purchase', { code: '170046', times: 1 });
    const user = userEvent.setup();
    const { router } = await renderGift('/gift/11000101', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Thanks a Latte' });
    await fill(user, 'Recipient 1 name', 'Sam');
    await fill(user, 'Recipient 1 e-mail', 'sam@example.com');
    const sheet = await openSheet(user);
    await waitFor(() => expect(within(sheet).getByRole('radio', { name: /Everyday Visa/ })).toHaveProperty('checked', true));
    await user.click(within(sheet).getByRole('button', { name: 'Pay $25.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: GIFT_ERRORS.duplicateRecipient.title });
    expect(within(dialog).getByText(GIFT_ERRORS.duplicateRecipient.message)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.hash).toBe('');
    expect(screen.getByLabelText('Recipient 1 e-mail')).toHaveProperty('value', 'sam@example.com');
  }, 20_000);

  it('PayPal cannot pay for a gift to two recipients', async () => {
    const user = userEvent.setup();
    await renderGift('/gift/11000101', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Thanks a Latte' });
    await fill(user, 'Recipient 1 name', 'Sam');
    await fill(user, 'Recipient 1 e-mail', 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await fill(user, 'Recipient 2 name', 'Bo');
    await fill(user, 'Recipient 2 e-mail', 'bo@example.com');
    const sheet = await openSheet(user);
    const paypal = await within(sheet).findByRole('radio', { name: /PayPal/ });
    expect(paypal).toHaveProperty('disabled', true);
    expect(within(sheet).getByText("PayPal can't be used for gifts to more than one recipient. Choose another payment method.")).toBeTruthy();
  }, 20_000);
});

describe('a guest buys a gift', () => {
  it('enters a card (a JCB is refused, a Visa accepted), comes back with it shown, and buys for two recipients', async () => {
    const user = userEvent.setup();
    const { router } = await renderGift('/gift/12000201');
    await screen.findByRole('heading', { level: 1, name: 'Birthday Cake' });
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await fill(user, 'Custom amount', '30');
    await fill(user, 'Recipient 1 name', 'Sam');
    await fill(user, 'Recipient 1 e-mail', 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await fill(user, 'Recipient 2 name', 'Bo');
    await fill(user, 'Recipient 2 e-mail', 'bo@example.com');
    await fill(user, 'Your name', 'Riley Guest');
    await fill(user, 'Your e-mail', 'riley@example.com');
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('link', { name: 'Add a credit or debit card' }));

    await screen.findByRole('heading', { level: 1, name: 'Payment for your gift' });
    await fill(user, 'Card number', '3530111333300000');
    // Refused by name as soon as the prefix says JCB, before anything is sent.
    expect(screen.getByText(FieldMessages.cardBrandRefused('JCB'))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Month'), '8');
    await user.selectOptions(screen.getByLabelText('Year'), '2029');
    await fill(user, 'Security code', '123');
    await fill(user, 'First name', 'Riley');
    await fill(user, 'Last name', 'Guest');
    await fill(user, 'Street address', '1912 Pike Place');
    await fill(user, 'City', 'Seattle');
    await user.selectOptions(screen.getByLabelText('State'), 'WA');
    await fill(user, 'ZIP code', '98101');
    await fill(user, 'Phone number', '206-555-0142');
    await user.click(screen.getByRole('button', { name: 'Use this card' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PaymentMessages.checkFields);
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');

    await fill(user, 'Card number', '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Use this card' }));
    const back = await screen.findByRole('dialog', { name: 'Payment' });
    expect(router.state.location.pathname).toBe('/gift/12000201');
    expect(within(back).getByText('Visa ending in 1111')).toBeTruthy();
    const stored = sessionStorage.getItem(GIFT_FLOW_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('"123"');

    await user.click(within(back).getByRole('button', { name: 'Pay $60.00' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your gift' })).toBeTruthy();
    expect(screen.getByText('bo@example.com')).toBeTruthy();
    expect(screen.getByText('$60.00')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(GIFT_FLOW_STORAGE_KEY) ?? '{}')).not.toHaveProperty('guestPaymentInstrument');
  }, 30_000);

  it('a guest token older than five minutes opens the expiry dialog, which leads to entering the card again', async () => {
    sessionStorage.setItem(
      GIFT_FLOW_STORAGE_KEY,
      JSON.stringify({
        form: {
          productNumber: '11000101',
          senderName: 'Riley Guest',
          senderEmail: 'riley@example.com',
          amount: 2500,
          customAmount: '',
          message: '',
          recipients: [{ email: 'sam@example.com', name: 'Sam' }],
        },
        guestPaymentInstrument: { accountNumberLastFour: '1111', paymentType: 'visa', paymentInstrumentToken: 'tok-old', tokenAcquiredTimestamp: TEST_NOW - 5 * 60_000 - 1 },
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderGift('/gift/11000101#payment');
    const sheet = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(sheet).getByText('Visa ending in 1111')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Pay $25.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session expired' });
    expect(within(dialog).getByText("We're sorry to say this session expired. Add your payment info again.")).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'Add payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment for your gift' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/payment-method/gift/guest/credit-card');
    expect(screen.getByRole('link', { name: 'Back to your gift' }).getAttribute('href')).toBe('/gift/11000101');
  }, 20_000);
});

describe('/gift/confirmation opened directly', () => {
  it('offers a way to the gift cards when there is nothing to show', async () => {
    await renderGift('/gift/confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'No recent gift order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse gift cards' }).getAttribute('href')).toBe('/gift');
  });
});
