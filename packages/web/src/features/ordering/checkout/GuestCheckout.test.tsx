// Guest checkout on the real routes, container and fake backend: card entry through the payment
// provider (brand refused, security code by brand, check digit, provider refusals and where focus goes,
// accepted), the token expiry flow, the e-mail check before the payment sheet and placing the order.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldMessages, PaymentMessages } from '@crema/domain/payments';
import { CartMessages, CupNameText, OrderMessages } from '@crema/domain/ordering';
import { presetFault, presetSelectedStore, renderOrdering } from '../test-ordering';
import { LATTE, STORES, presetCart } from '../cart/test-cart';

vi.setConfig({ testTimeout: 30_000 });

type User = ReturnType<typeof userEvent.setup>;

const guestCheckout = async (store: string = STORES.pike.storeNumber) => {
  presetSelectedStore(store);
  presetCart([LATTE]);
  const r = await renderOrdering('/menu/cart/guest/checkout');
  expect(await screen.findByRole('heading', { level: 1, name: 'Guest checkout' })).toBeTruthy();
  return r;
};

const order = () => screen.getByRole('complementary');
const priced = async () => within(await screen.findByRole('complementary')).findByText('Total');

/** Fills in and submits the card form; answers the form. */
const enterCard = async (user: User, number: string, code = '123'): Promise<HTMLElement> => {
  const form = screen.getByRole('form', { name: 'Card details' });
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.selectOptions(within(form).getByLabelText('Month'), '12');
  await user.selectOptions(within(form).getByLabelText('Year'), '2030');
  await user.type(within(form).getByLabelText('Security code'), code);
  await user.type(within(form).getByLabelText('ZIP code'), '98101');
  await user.click(within(form).getByRole('button', { name: 'Use this card' }));
  return form;
};

/** Opens guest checkout on a priced order and enters the card: the user and the card form. */
const cardEntered = async (number: string, code?: string) => {
  const user = userEvent.setup();
  await guestCheckout();
  await priced();
  return { user, form: await enterCard(user, number, code) };
};

/** The field is marked invalid and described by its error. */
const expectErrorAt = (field: HTMLElement, error: HTMLElement) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
};

describe('guest checkout', () => {
  it('refuses a card brand guests cannot use, then takes a Visa keeping only brand and last four', async () => {
    const { user, form } = await cardEntered('3530111333300000');
    // The JCB is refused by name as soon as it is recognised; the submit does not reach the provider.
    const number = within(form).getByLabelText('Card number');
    expect(within(form).getByRole('status').textContent).toBe('Card brand: JCB');
    expect(within(form).getByText(FieldMessages.cardBrandRefused('JCB'))).toBeTruthy();
    expect(FieldMessages.cardBrandRefused('JCB')).toContain(PaymentMessages.brandNotAccepted);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
    expect(within(form).queryByRole('alert')).toBeNull();
    // The form keeps the person's place.
    expect((number as HTMLInputElement).value).toBe('3530 1113 3330 0000');
    await user.clear(within(form).getByLabelText('Card number'));
    await user.type(within(form).getByLabelText('Card number'), '4111111111111111');
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));
    expect(await screen.findByText('Visa ending in 1111')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull();
    expect(document.body.innerHTML).not.toContain('4111111111111111');
    expect(JSON.stringify({ ...localStorage })).not.toContain('4111111111111111');
  });

  it('sends the ZIP code to the payment provider with the card (kept beside the token, never the number)', async () => {
    await cardEntered('4111111111111111');
    expect(await screen.findByText('Visa ending in 1111')).toBeTruthy();
    // The fake provider's own record (its table in storage): the token with brand, last four and the ZIP.
    const tokens = Object.values(JSON.parse(localStorage.getItem('crema.fake.table.cardTokens') ?? '{}') as Record<string, Record<string, unknown>>);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ brand: 'visa', lastFour: '1111', postalCode: '98101' });
    expect(JSON.stringify(tokens)).not.toContain('4111111111111111');
  });

  it('checks the card fields before calling the provider', async () => {
    const user = userEvent.setup();
    await guestCheckout();
    const form = screen.getByRole('form', { name: 'Card details' });
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));
    expect(within(form).getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByLabelText('Card number'));
  });

  it('asks a Visa for a 3-digit security code: 1234 is refused, by length and brand, before the provider', async () => {
    const { user, form } = await cardEntered('4111111111111111', '1234');
    const code = within(form).getByLabelText('Security code') as HTMLInputElement;
    expect(within(form).getByText('3 digits, on the back of the card')).toBeTruthy();
    const error = within(form).getByText(FieldMessages.securityCodeLength(3, 'Visa'));
    expect(error.textContent).toBe('Enter the 3-digit Visa security code.');
    expect(code.value).toBe('1234');
    expectErrorAt(code, error);
    expect(document.activeElement).toBe(code);
    expect(screen.queryByText('Visa ending in 1111')).toBeNull();
    // An American Express asks 4.
    await user.clear(within(form).getByLabelText('Card number'));
    await user.type(within(form).getByLabelText('Card number'), '378282246310005');
    await user.clear(code);
    await user.type(code, '123');
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));
    expect(within(form).getByText('Enter the 4-digit American Express security code.')).toBeTruthy();
    expect(document.activeElement).toBe(code);
    await user.type(code, '4');
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));
    expect(await screen.findByText('American Express ending in 0005')).toBeTruthy();
  });

  it('refuses a number that fails its check digit at the field, before the provider', async () => {
    const { form } = await cardEntered('4111111111111112');
    const number = within(form).getByLabelText('Card number');
    const error = within(form).getByText(FieldMessages.cardNumberCheckDigit);
    expectErrorAt(number, error);
    expect(document.activeElement).toBe(number);
    expect(within(form).queryByText(PaymentMessages.cardNumberOrCodeWrong)).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('when the provider still refuses the number or code (121000), says so at the card number and focuses it, never <body>', async () => {
    presetFault('tokenizeCard', { code: '121000', times: 1 });
    const { user, form } = await cardEntered('4111111111111111');
    const number = within(form).getByLabelText('Card number');
    const error = await within(form).findByText(PaymentMessages.cardNumberOrCodeWrong);
    await waitFor(() => expect(document.activeElement).toBe(number));
    expectErrorAt(number, error);
    // The person can try again at once.
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));
    expect(await screen.findByText('Visa ending in 1111')).toBeTruthy();
  });

  it('a declined card is announced above the form and focus goes back to the card number', async () => {
    const { form } = await cardEntered('4000000000000002');
    expect((await within(form).findByRole('alert')).textContent).toBe(PaymentMessages.rejected);
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Card number')));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("an expired card token asks for the card again: 'We're sorry to say this session expired. Add your payment info again.'", async () => {
    const user = userEvent.setup();
    const { clock } = await guestCheckout();
    await priced();
    act(() => clock.advance(250_000));
    await enterCard(user, '4111111111111111');
    expect(await screen.findByText('Visa ending in 1111')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'guest@example.com');
    // Both the pricing and the token age out; Refresh prices again, the token stays old.
    act(() => clock.advance(310_000));
    await user.click(within(order()).getByRole('radio', { name: '$1.00' }));
    await user.click(await screen.findByRole('button', { name: CartMessages.refresh }));
    await priced();
    await user.click(within(order()).getByRole('button', { name: 'Review and pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment summary' });
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your payment session expired' });
    expect(within(dialog).getByText(OrderMessages.guestTokenExpired)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    const number = await screen.findByLabelText('Card number');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(screen.queryByText('Visa ending in 1111')).toBeNull();
  });

  it('asks for the e-mail on the page before Review and pay opens the sheet, then places the guest order and shows the success modal', async () => {
    const user = userEvent.setup();
    const { router } = await guestCheckout();
    await priced();
    await enterCard(user, '4111111111111111');
    await screen.findByText('Visa ending in 1111');
    await user.click(screen.getByRole('checkbox', { name: /offers and news/ }));
    const email = screen.getByLabelText('E-mail');
    const review = async () => user.click(within(order()).getByRole('button', { name: 'Review and pay' }));
    const expectEmailError = (message: string) => {
      const error = screen.getByText(message);
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
      expect(document.activeElement).toBe(email);
      expect(screen.queryByRole('dialog', { name: 'Payment summary' })).toBeNull();
    };
    // Missing, then malformed: each its own message, at the field, which takes focus; the sheet stays shut.
    await review();
    expectEmailError(OrderMessages.guestEmailRequired);
    for (const bad of ['not-an-email', 'a@b']) {
      await user.clear(email);
      await user.type(email, bad);
      await review();
      expectEmailError(OrderMessages.guestEmailInvalid);
    }
    // Fixing the address clears the error as it is typed.
    await user.clear(email);
    await user.type(email, 'guest@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(OrderMessages.guestEmailInvalid)).toBeNull();
    await review();
    const sheet = await screen.findByRole('dialog', { name: 'Payment summary' });
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    const modal = await screen.findByRole('dialog', { name: OrderMessages.successTitle });
    expect(router.state.location.pathname).toBe('/menu/previous');
    expect(within(modal).getByText('Order number')).toBeTruthy();
    expect(within(modal).queryByText('Stars earned')).toBeNull();
  });

  it('asks a guest a name for the cup, empty to start, checked as it is typed; the sheet and the order carry it (issue #32)', async () => {
    const user = userEvent.setup();
    await guestCheckout();
    await priced();
    await enterCard(user, '4111111111111111');
    await screen.findByText('Visa ending in 1111');
    const cup = within(order()).getByRole('textbox', { name: 'Name for the cup' });
    expect((cup as HTMLInputElement).value).toBe('');
    await user.type(cup, 'Sam{Tab}');
    expect(cup.getAttribute('aria-invalid')).toBeNull();
    await user.clear(cup);
    await user.type(cup, 'S@m');
    expect(cup.getAttribute('aria-invalid')).toBe('true');
    expect(within(order()).getByText(CupNameText.characters)).toBeTruthy();
    await user.clear(cup);
    await user.type(cup, 'Sam');
    await user.type(screen.getByLabelText('E-mail'), 'guest@example.com');
    await user.click(within(order()).getByRole('button', { name: 'Review and pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment summary' });
    expect(within(sheet).getByText('Sam')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    await screen.findByRole('dialog', { name: OrderMessages.successTitle });
    const orders = JSON.parse(localStorage.getItem('crema.fake.table.ordering.orders') ?? '{}') as Record<string, { order: { cupName?: string } }>;
    expect(Object.values(orders).map((o) => o.order.cupName)).toEqual(['Sam']);
  });

  it('checks a malformed e-mail when the field is left, not while it is typed', async () => {
    const user = userEvent.setup();
    await guestCheckout();
    const email = screen.getByLabelText('E-mail');
    await user.click(email);
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.type(email, 'a@b');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(screen.getByText(OrderMessages.guestEmailInvalid)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail', { exact: true })).toBe(email);
  });

  it('is only for stores with guest ordering', async () => {
    await guestCheckout(STORES.noGuests.storeNumber);
    expect(await screen.findByText(OrderMessages.guestStoreNotAllowed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a store' }).getAttribute('href')).toBe('/menu/store-locator?toCart=1');
  });

  it('sends a signed-in member back to the cart', async () => {
    presetCart([LATTE]);
    await renderOrdering('/menu/cart/guest/checkout', { member: true });
    expect((await screen.findByRole('link', { name: 'Review your order' })).getAttribute('href')).toBe('/menu/cart');
  });
});
