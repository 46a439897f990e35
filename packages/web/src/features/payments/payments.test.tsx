import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMessages } from '@crema/domain/payments';
import { renderAppThenNavigate } from '../../test/render-app';

// Plain readers (the suite has no jest-dom matchers).
const valueOf = (el: HTMLElement): string => (el as HTMLInputElement | HTMLSelectElement).value;
const textOf = (el: HTMLElement | undefined): string => el?.textContent ?? '';

// Pages and capability modules load lazily; the first transform of a chunk can take a while.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const open = renderAppThenNavigate;
const signInNewMember = (path: string) => open(path, { newMember: true });

const fillAddress = async () => {
  await userEvent.type(await screen.findByLabelText('First name'), 'Jordan');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
  await userEvent.type(screen.getByLabelText('Street address'), '400 Pine Street');
  await userEvent.type(screen.getByLabelText('City'), 'Seattle');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'WA');
  await userEvent.type(screen.getByLabelText('ZIP code'), '98101');
  await userEvent.type(screen.getByLabelText('Phone number'), '206-555-0100');
};

describe('/account/payment-method', () => {
  it('lists saved instruments (default first), the add options and the billing addresses', async () => {
    await open('/account/payment-method', { member: true });
    const saved = await screen.findByRole('region', { name: 'Saved payment methods' });
    const items = await within(saved).findAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/Visa|Mastercard|PayPal/, { selector: '.pm-item__name' }).textContent)).toEqual([
      'Everyday Visa',
      'Work Mastercard',
      'PayPal',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Default')).toBeTruthy();
    const add = screen.getByRole('region', { name: 'Add a payment method' });
    expect(within(add).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/account/payment-method/add/credit-card',
      '/account/cards/add',
      '/account/payment-method/add/paypal',
    ]);
    const addresses = screen.getByRole('region', { name: 'Billing addresses' });
    expect(await within(addresses).findByText('1912 Pike Place')).toBeTruthy();
  });

  it('sets the default and removes an instrument', async () => {
    await open('/account/payment-method', { member: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Make default: Mastercard ending in 4444' }));
    expect(await screen.findByText('Mastercard ending in 4444 is now your default payment method')).toBeTruthy();
    const saved = screen.getByRole('region', { name: 'Saved payment methods' });
    expect(textOf(within(saved).getAllByRole('listitem')[0])).toContain('Work Mastercard');

    await userEvent.click(screen.getByRole('button', { name: 'Remove: Visa ending in 4242' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this payment method?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Visa ending in 4242')).toBeTruthy();
    expect(within(saved).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows empty states to a member with nothing on file', async () => {
    await signInNewMember('/account/payment-method');
    expect(await screen.findByText(/You haven't saved a payment method yet/)).toBeTruthy();
    expect(await screen.findByText(/No billing addresses yet/)).toBeTruthy();
  });

  it('offers PayPal only where the flag allows it', async () => {
    const { makeConfig } = await import('@crema/domain');
    await open('/account/payment-method', { member: true, config: makeConfig({ flags: { paypal: false } }) });
    const add = await screen.findByRole('region', { name: 'Add a payment method' });
    expect(within(add).queryByRole('link', { name: /PayPal/ })).toBeNull();
  });
});

describe('billing address and credit card', () => {
  it('a new member adds a billing address, is sent to the credit-card page with the notice, and saves a Visa', async () => {
    const r = await signInNewMember('/account/payment-method/add/credit-card');
    await userEvent.click(await screen.findByRole('link', { name: 'Add billing address' }));
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(PaymentMessages.billingAddressAdded)).toBeTruthy();
    expect(r.router.state.location.pathname).toBe('/account/payment-method/add/credit-card');
    expect(r.router.state.location.search).toMatch(/^\?addressId=/);
    expect(valueOf(await screen.findByLabelText('Billing address'))).not.toBe('');

    await userEvent.type(screen.getByLabelText(/Card number/), '4111111111111111');
    await userEvent.selectOptions(screen.getByLabelText('Month'), '12');
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2029');
    await userEvent.type(screen.getByLabelText(/Security code/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Added Visa ending in 1111')).toBeTruthy();
    expect(r.router.state.location.pathname).toBe('/account/payment-method');
    const saved = screen.getByRole('region', { name: 'Saved payment methods' });
    expect(await within(saved).findByText('Visa ending in 1111')).toBeTruthy();
  });

  it('shows field errors and keeps the card form on a bad card', async () => {
    await open('/account/payment-method/add/credit-card', { member: true });
    await userEvent.type(await screen.findByLabelText(/Card number/), '4111111111111112');
    await userEvent.selectOptions(screen.getByLabelText('Month'), '12');
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2029');
    await userEvent.type(screen.getByLabelText(/Security code/), '123');
    await userEvent.selectOptions(screen.getByLabelText('Billing address'), 'addr-demo-home');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(textOf(await screen.findByRole('alert'))).toContain(PaymentMessages.cardNumberOrCodeWrong);
    expect(valueOf(screen.getByLabelText(/Card number/))).toBe('4111111111111112');

    await userEvent.clear(screen.getByLabelText(/Card number/));
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Enter a card number.')).toBeTruthy();
  });

  it('edits a billing address and returns to the card it belongs to', async () => {
    const r = await open('/account/payment-method/edit/billing-address?addressId=addr-demo-home&paymentInstrumentId=pi-demo-visa-4242', {
      member: true,
    });
    const city = await screen.findByLabelText('City');
    expect(valueOf(city)).toBe('Seattle');
    await userEvent.clear(city);
    await userEvent.type(city, 'Tacoma');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(PaymentMessages.billingAddressUpdated)).toBeTruthy();
    expect(r.router.state.location.pathname).toBe('/account/payment-method/edit/credit-card');
    const select = (await screen.findByLabelText('Billing address')) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toMatch(/Tacoma/);
  });

  it('edits a card nickname and makes it the default', async () => {
    await open('/account/payment-method/edit/credit-card?paymentInstrumentId=pi-demo-mc-4444', { member: true });
    const nick = await screen.findByLabelText('Nickname (optional)');
    await userEvent.clear(nick);
    await userEvent.type(nick, 'Travel card');
    await userEvent.click(screen.getByLabelText('Make this my default payment method'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Updated Mastercard ending in 4444')).toBeTruthy();
    const saved = screen.getByRole('region', { name: 'Saved payment methods' });
    // The list reloads after the save: the new default comes first once it has.
    await waitFor(() => expect(textOf(within(saved).getAllByRole('listitem')[0])).toContain('Travel card'));
  });

  it('says so when the card to edit is not found', async () => {
    await open('/account/payment-method/edit/credit-card', { member: true });
    expect(await screen.findByText(PaymentMessages.paymentMethodNotFound)).toBeTruthy();
  });

  it('a guest in the gift flow gets a single-use address and goes on to the guest card page', async () => {
    const r = await open('/account/payment-method/add/billing-address');
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/account/payment-method/gift/guest/credit-card'));
    expect(r.router.state.location.search).toMatch(/^\?addressToken=addrtok/);
  });

  it('validates the address with the domain’s field messages', async () => {
    await open('/account/payment-method/add/billing-address', { member: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(textOf(await screen.findByRole('alert'))).toContain(PaymentMessages.checkFields);
    expect(screen.getByText('Enter a first name.')).toBeTruthy();
    expect(screen.getByText('Enter a ZIP code.')).toBeTruthy();
  });
});

describe('/account/payment-method/add/paypal', () => {
  it('links PayPal for a member without one', async () => {
    await signInNewMember('/account/payment-method/add/paypal');
    await userEvent.type(await screen.findByLabelText('PayPal e-mail'), 'jordan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Link PayPal' }));
    expect(await screen.findByText('Linked your PayPal account')).toBeTruthy();
  });

  it('says PayPal is already linked for the demo member', async () => {
    await open('/account/payment-method/add/paypal', { member: true });
    await userEvent.type(await screen.findByLabelText('PayPal e-mail'), 'demo@crema.coffee');
    await userEvent.click(screen.getByRole('button', { name: 'Link PayPal' }));
    expect(textOf(await screen.findByRole('alert'))).toContain(PaymentMessages.paypalAlreadyLinked);
  });
});
