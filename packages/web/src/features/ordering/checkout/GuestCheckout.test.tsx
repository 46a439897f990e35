// Guest checkout on the real routes, container and fake backend: card entry through the payment
// provider (brand refused, accepted), the token expiry flow, the e-mail check and placing the order.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldMessages, PaymentMessages } from '@crema/domain/payments';
import { CartMessages, OrderMessages } from '@crema/domain/ordering';
import { presetSelectedStore, renderOrdering } from '../test-ordering';
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

const enterCard = async (user: User, number: string) => {
  const form = screen.getByRole('form', { name: 'Card details' });
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.selectOptions(within(form).getByLabelText('Month'), '12');
  await user.selectOptions(within(form).getByLabelText('Year'), '2030');
  await user.type(within(form).getByLabelText('Security code'), '123');
  await user.type(within(form).getByLabelText('ZIP code'), '98101');
  await user.click(within(form).getByRole('button', { name: 'Use this card' }));
};

describe('guest checkout', () => {
  it('refuses a card brand guests cannot use, then takes a Visa keeping only brand and last four', async () => {
    const user = userEvent.setup();
    await guestCheckout();
    await priced();
    await enterCard(user, '3530111333300000');
    const form = screen.getByRole('form', { name: 'Card details' });
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

  it('checks the card fields before calling the provider', async () => {
    const user = userEvent.setup();
    await guestCheckout();
    const form = screen.getByRole('form', { name: 'Card details' });
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));
    expect(within(form).getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByLabelText('Card number'));
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

  it('asks for an e-mail for the receipt, then places the guest order and shows the success modal', async () => {
    const user = userEvent.setup();
    const { router } = await guestCheckout();
    await priced();
    await enterCard(user, '4111111111111111');
    await screen.findByText('Visa ending in 1111');
    await user.click(screen.getByRole('checkbox', { name: /offers and news/ }));
    await user.click(within(order()).getByRole('button', { name: 'Review and pay' }));
    let sheet = await screen.findByRole('dialog', { name: 'Payment summary' });
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    expect((await within(sheet).findByRole('alert')).textContent).toContain(OrderMessages.guestEmailRequired);
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('E-mail'), 'guest@example.com');
    await user.click(within(order()).getByRole('button', { name: 'Review and pay' }));
    sheet = await screen.findByRole('dialog', { name: 'Payment summary' });
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    const modal = await screen.findByRole('dialog', { name: OrderMessages.successTitle });
    expect(router.state.location.pathname).toBe('/menu/previous');
    expect(within(modal).getByText('Order number')).toBeTruthy();
    expect(within(modal).queryByText('Stars earned')).toBeNull();
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
