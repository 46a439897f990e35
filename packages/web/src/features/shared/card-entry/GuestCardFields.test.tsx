// Beside the shared guest card entry it tests (features/shared/card-entry).
// The shared guest card fields, with the app's real composition (the card-library table bound by the
// ordering capability, as guest checkout reads it; gifting binds the same table) and the fake container: brand named while typing, refusal by name, grouping and
// caret, security-code length by brand, autofill attributes.
import { describe, expect, it } from 'vitest';
import { useState, type FormEvent } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createManualClock, makeConfig } from '@crema/domain';
import { FieldMessages, type CardFormErrors, type ReadCardNumber } from '@crema/domain/payments';
import { buildContainer } from '../../../app/container';
import { loadCapability } from '../../../app/capabilities';
import { ServicesProvider } from '../../../app/services';
import type { WebEnv } from '../../../app/env';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { TEST_NOW } from '../../../test/render-app';
import { GuestCardFields, useGuestCard } from './GuestCardFields';

const Harness = ({ read }: { read: ReadCardNumber }) => {
  const card = useGuestCard(read);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const check = (e: FormEvent) => {
    e.preventDefault();
    setErrors(card.errorsAt(TEST_NOW));
  };
  return (
    <form aria-label="Card" onSubmit={check} noValidate>
      <GuestCardFields card={card} errors={errors} />
      <button type="submit">Check</button>
    </form>
  );
};

const setup = async () => {
  const env: WebEnv = { backend: 'fake', apiBaseUrl: '', googleMapsApiKey: undefined, fakeLatencyMs: 0, config: makeConfig() };
  const container = buildContainer(env, { clock: createManualClock(TEST_NOW), storage: localStorage });
  await loadCapability(container, 'ordering');
  render(
    <ServicesProvider container={container}>
      <Harness read={container.get(OrderingTokens.ReadCardNumber)} />
    </ServicesProvider>,
  );
  const form = screen.getByRole('form', { name: 'Card' });
  return {
    user: userEvent.setup(),
    form,
    number: within(form).getByLabelText('Card number') as HTMLInputElement,
    code: within(form).getByLabelText('Security code') as HTMLInputElement,
    brand: () => within(form).getByRole('status').textContent,
  };
};

describe('GuestCardFields', () => {
  it('names the brand as the number is typed, in a polite live region the number field is described by', async () => {
    const { user, number, brand } = await setup();
    expect(brand()).toBe('');
    await user.type(number, '4');
    expect(brand()).toBe('Card brand: Visa');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(number.getAttribute('aria-describedby')?.split(' ')).toContain(status.id);
    await user.clear(number);
    await user.type(number, '5');
    expect(brand()).toBe('');
    await user.type(number, '5');
    expect(brand()).toBe('Card brand: Mastercard');
    await user.clear(number);
    await user.type(number, '2221');
    expect(brand()).toBe('Card brand: Mastercard');
    await user.clear(number);
    await user.type(number, '6011');
    expect(brand()).toBe('Card brand: Discover');
    await user.clear(number);
    await user.type(number, '37');
    expect(brand()).toBe('Card brand: American Express');
  });

  it('refuses a brand we do not take by name as soon as it is recognised, not before', async () => {
    const { user, number, brand, form } = await setup();
    await user.type(number, '35');
    expect(brand()).toBe('');
    expect(number.getAttribute('aria-invalid')).toBeNull();
    await user.type(number, '28');
    expect(brand()).toBe('Card brand: JCB');
    expect(within(form).getByText("JCB isn't accepted. We accept American Express, Discover, Mastercard and Visa.")).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await user.clear(number);
    await user.type(number, '36');
    expect(within(form).getByText(FieldMessages.cardBrandRefused('Diners Club'))).toBeTruthy();
    await user.clear(number);
    await user.type(number, '4');
    expect(within(form).queryByText(/isn't accepted/)).toBeNull();
    expect(number.getAttribute('aria-invalid')).toBeNull();
  });

  it('groups the digits 4-4-4-4, amex 4-6-5, drops what is not a digit and stops at the brand’s length', async () => {
    const { user, number } = await setup();
    await user.type(number, '4111111111111111');
    expect(number.value).toBe('4111 1111 1111 1111');
    await user.clear(number);
    await user.click(number);
    await user.paste('3782-822463-10005 99');
    expect(number.value).toBe('3782 822463 10005');
    await user.clear(number);
    await user.type(number, '4a1b1-1');
    expect(number.value).toBe('4111');
  });

  it('keeps the caret where the person types or deletes inside a grouped number', async () => {
    const { user, number } = await setup();
    await user.type(number, '41111111');
    expect(number.value).toBe('4111 1111');
    await user.type(number, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(number.value).toBe('4191 1111 1');
    expect(number.selectionStart).toBe(3);
    // Backspace just after a group's space deletes the digit before the space.
    await user.type(number, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(number.value).toBe('4191 1111');
    expect(number.selectionStart).toBe(3);
  });

  it('asks 4 security-code digits for American Express and 3 for the others, naming the brand, and never cuts a code to fit', async () => {
    const { user, number, code, form } = await setup();
    await user.type(number, '378282246310005');
    expect(code.maxLength).toBe(4);
    expect(within(form).getByText('4 digits, on the front of the card')).toBeTruthy();
    await user.type(code, '123');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    expect(within(form).getByText(FieldMessages.securityCodeLength(4, 'American Express'))).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.type(code, '4');
    expect(code.value).toBe('1234');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    expect(code.getAttribute('aria-invalid')).toBeNull();
    // A Visa asks 3: the 4-digit code typed for the amex is kept as typed and refused at once, by length and brand.
    await user.clear(number);
    await user.type(number, '4111111111111111');
    expect(code.value).toBe('1234');
    expect(within(form).getByText('3 digits, on the back of the card')).toBeTruthy();
    expect(within(form).getByText('Enter the 3-digit Visa security code.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.type(code, '{Backspace}');
    expect(within(form).queryByText('Enter the 3-digit Visa security code.')).toBeNull();
    expect(code.getAttribute('aria-invalid')).toBeNull();
    // Typing never goes past 4 digits, the longest code of any brand.
    await user.type(code, '999');
    expect(code.value).toBe('1239');
  });

  it('refuses at submit a number that fails its check digit, and one of a length its brand does not issue', async () => {
    const { user, number, form } = await setup();
    await user.type(number, '4111111111111112');
    expect(number.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    const error = within(form).getByText(FieldMessages.cardNumberCheckDigit);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await user.clear(number);
    await user.type(number, '41111111111111111');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    expect(within(form).getByText('Visa card numbers have 16, 18 or 19 digits.')).toBeTruthy();
  });

  it('lets the browser fill the card: autocomplete and numeric keyboards', async () => {
    const { number, code, form } = await setup();
    const attrs = (el: HTMLElement, ...names: string[]) => names.map((n) => el.getAttribute(n));
    expect(attrs(number, 'autocomplete', 'inputmode', 'name')).toEqual(['cc-number', 'numeric', 'cardnumber']);
    expect(attrs(code, 'autocomplete', 'inputmode')).toEqual(['cc-csc', 'numeric']);
    expect(attrs(within(form).getByLabelText('Month'), 'autocomplete')).toEqual(['cc-exp-month']);
    expect(attrs(within(form).getByLabelText('Year'), 'autocomplete')).toEqual(['cc-exp-year']);
    expect(within(form).getByRole('group', { name: 'Expiration date' })).toBeTruthy();
  });
});
