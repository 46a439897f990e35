// Boundaries and exact outputs of the payment rules: lengths, postal codes, phone numbers, expiry, card entry,
// the one-default invariant, error mapping and the form reducer's exact transitions.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { domainError, ErrorCodes } from '../shared/errors';
import { defaultConfig } from '../shared/config';
import type { PaymentInstrument } from './model';
import { formatPhoneNumber, isValidPhoneNumber, isValidPostalCode, normalizeAddress, normalizePostalCode, phoneDigits, validateAddress } from './addresses/address-rules';
import {
  acceptsPaymentType,
  cardNumberError,
  expiryError,
  hasExactlyOneDefault,
  isGuestTokenExpired,
  maskEmail,
  nicknameError,
  normalizeDefaults,
  normalizeNickname,
  securityCodeError,
  withAdded,
  withDefault,
} from './rules';
import { fieldErrorsOf } from './errors';
import { initialPaymentMethodFormState, paymentMethodFormReducer, type PaymentMethodFormState } from './addresses/state';
import { guestSession, memberSession } from './test-arbitraries';

const address = { type: 'Billing' as const, firstName: 'Avery', lastName: 'Quinn', phoneNumber: '206-555-0142', addressLine1: '1 Main St', city: 'Seattle', postalCode: '98101', countrySubdivision: 'WA', country: 'US' };

describe('postal codes', () => {
  it('a Canadian code is upper-cased with one space in the middle; a US ZIP is only trimmed', () => {
    expect(normalizePostalCode('CA', ' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalizePostalCode('CA', 'k1a   0b1')).toBe('K1A 0B1');
    expect(normalizePostalCode('CA', 'k1a 0b')).toBe('K1A 0B');
    expect(normalizePostalCode('US', ' 98101 1234 ')).toBe('98101 1234');
    expect(normalizePostalCode('US', '98101-1234')).toBe('98101-1234');
  });

  it('checks each country against its own format', () => {
    expect(isValidPostalCode('CA', 'k1a0b1')).toBe(true);
    expect(isValidPostalCode('CA', '98101')).toBe(false);
    expect(isValidPostalCode('US', 'K1A 0B1')).toBe(false);
    expect(isValidPostalCode('MX', '98101')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('accepts ten digits with separators, an optional leading 1 or +1, and rejects anything else', () => {
    expect(phoneDigits(' (206) 555-0142 ')).toBe('2065550142');
    expect(phoneDigits('1 206 555 0142')).toBe('2065550142');
    expect(phoneDigits('+1 206.555.0142')).toBe('2065550142');
    expect(phoneDigits('+206 555 0142')).toBeUndefined();
    expect(phoneDigits('2065550142x')).toBeUndefined();
    expect(phoneDigits('x2065550142')).toBeUndefined();
    expect(phoneDigits('22065550142')).toBeUndefined();
    expect(phoneDigits('20655501423')).toBeUndefined();
    expect(phoneDigits('1065550142')).toBeUndefined();
    expect(phoneDigits('2061550142')).toBeUndefined();
    expect(isValidPhoneNumber('206555014')).toBe(false);
  });

  it('formats a valid number as 206-555-0142 and leaves an invalid one trimmed', () => {
    expect(formatPhoneNumber('+1 (206) 555 0142')).toBe('206-555-0142');
    expect(formatPhoneNumber('  not a phone ')).toBe('not a phone');
  });
});

describe('address validation', () => {
  it('collapses runs of spaces inside fields', () => {
    expect(normalizeAddress({ ...address, addressLine1: '  1   Main  St ', firstName: ' Mary   Ann ' })).toMatchObject({ addressLine1: '1 Main St', firstName: 'Mary Ann' });
  });

  it('fields at their limit pass; one character more gets the length message', () => {
    const atLimit = { ...address, firstName: 'a'.repeat(30), lastName: 'b'.repeat(30), addressLine1: 'c'.repeat(60), addressLine2: 'd'.repeat(60), city: 'e'.repeat(40) };
    expect(validateAddress(atLimit)).toStrictEqual({});
    const over = { ...address, firstName: 'a'.repeat(31), lastName: 'b'.repeat(31), addressLine1: 'c'.repeat(61), addressLine2: 'd'.repeat(61), city: 'e'.repeat(41) };
    expect(validateAddress(over)).toStrictEqual({
      firstName: 'Use 30 characters or fewer.',
      lastName: 'Use 30 characters or fewer.',
      addressLine1: 'Use 60 characters or fewer.',
      addressLine2: 'Use 60 characters or fewer.',
      city: 'Use 40 characters or fewer.',
    });
  });

  it('a missing country asks for one and does not check state or postal code; an unsupported one says which are', () => {
    expect(validateAddress({ ...address, country: ' ', countrySubdivision: '', postalCode: '' })).toStrictEqual({ country: 'Choose a country.' });
    expect(validateAddress({ ...address, country: 'MX', countrySubdivision: '', postalCode: '' })).toStrictEqual({ country: 'Choose the United States or Canada.' });
  });
});

describe('payment rules', () => {
  it('who may pay with PayPal and Venmo', () => {
    expect(acceptsPaymentType(guestSession, defaultConfig, 'paypal')).toBe(false);
    expect(acceptsPaymentType(guestSession, defaultConfig, 'venmo')).toBe(false);
    expect(acceptsPaymentType(memberSession, { ...defaultConfig, newPaymentOptionEnabled: { ...defaultConfig.newPaymentOptionEnabled, venmo: false } }, 'venmo')).toBe(false);
    expect(acceptsPaymentType(memberSession, { ...defaultConfig, newPaymentOptionEnabled: { ...defaultConfig.newPaymentOptionEnabled, venmo: true } }, 'venmo')).toBe(true);
  });

  it('a guest token with timestamp 0 never expires', () => {
    expect(isGuestTokenExpired(0, 10_000, 1)).toBe(false);
    expect(isGuestTokenExpired(1, 10_000, 1)).toBe(true);
  });

  it('nicknames: inner spaces collapse, 25 characters pass, 26 do not', () => {
    expect(normalizeNickname('  My   card ')).toBe('My card');
    expect(nicknameError('n'.repeat(25))).toBeUndefined();
    expect(nicknameError(` ${'n'.repeat(25)} `)).toBeUndefined();
    expect(nicknameError('n'.repeat(26))).toBe('Nicknames can be up to 25 characters.');
  });

  it('expiry: month 1..12, a four-digit year, at most 20 years ahead', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(expiryError({ month: 12, year: 2026 }, now)).toBeUndefined();
    expect(expiryError({ month: 11, year: 2046 }, now)).toBeUndefined();
    expect(expiryError({ month: 1, year: 2047 }, now)).toBe('Check the expiration year.');
    for (const bad of [{ month: 0, year: 2030 }, { month: 13, year: 2030 }, { month: 1.5, year: 2030 }, { month: 6, year: 2030.5 }, { month: 6, year: 999 }, { month: 6, year: 10000 }]) {
      expect(expiryError(bad, now)).toBe('Enter a valid expiration month and year.');
    }
    expect(expiryError({ month: 10, year: 2026 }, now)).toBe('This card has expired. Check the expiration date.');
  });

  it('card number and security code are digits only, nothing around them', () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberError('x424242424242')).toBe('Enter a card number of 12 to 19 digits.');
    expect(cardNumberError('424242424242x')).toBe('Enter a card number of 12 to 19 digits.');
    expect(securityCodeError(' 123 ')).toBeUndefined();
    expect(securityCodeError('a123')).toBe('Enter the 3- or 4-digit security code.');
    expect(securityCodeError('123a')).toBe('Enter the 3- or 4-digit security code.');
    expect(securityCodeError('12345')).toBe('Enter the 3- or 4-digit security code.');
  });

  it('masks the e-mail of a linked account, leaving something that is not an address alone', () => {
    expect(maskEmail('demo@crema.coffee')).toBe('d***@crema.coffee');
    expect(maskEmail('@crema.coffee')).toBe('@crema.coffee');
    expect(maskEmail('no-at-sign')).toBe('no-at-sign');
  });
});

describe('one default instrument', () => {
  const card = (id: string, isDefault: boolean): PaymentInstrument => ({ paymentInstrumentId: id, paymentType: 'visa', accountNumberLastFour: '4242', nickname: '', default: isDefault, token: `tok-${id}` });
  const defaults = (l: readonly PaymentInstrument[]) => l.filter((i) => i.default).map((i) => i.paymentInstrumentId);

  it('a list with two defaults, or none, breaks the invariant', () => {
    expect(hasExactlyOneDefault([card('a', true), card('b', true)])).toBe(false);
    expect(hasExactlyOneDefault([card('a', false)])).toBe(false);
    expect(hasExactlyOneDefault([])).toBe(true);
  });

  it('making an unknown id the default changes nothing; a known one becomes the only default', () => {
    const list = [card('a', true), card('b', false)];
    expect(withDefault(list, 'zz')).toStrictEqual(list);
    expect(defaults(withDefault(list, 'b'))).toEqual(['b']);
  });

  it('normalizing keeps the existing default, not the first instrument', () => {
    expect(defaults(normalizeDefaults([card('a', false), card('b', true)]))).toEqual(['b']);
    expect(defaults(normalizeDefaults([card('a', false), card('b', false)]))).toEqual(['a']);
  });

  it('an added instrument is not the default unless asked or first', () => {
    fc.assert(
      fc.property(fc.boolean(), (claimsDefault) => {
        const added = withAdded([card('a', true)], card('b', claimsDefault), false);
        expect(defaults(added)).toEqual(['a']);
      }),
      { numRuns: 4 },
    );
    expect(defaults(withAdded([], card('b', false), false))).toEqual(['b']);
    expect(defaults(withAdded([card('a', true)], card('b', false), true))).toEqual(['b']);
  });
});

describe('field errors of a failure', () => {
  it('reads only string fields of a validation error', () => {
    expect(fieldErrorsOf(domainError(ErrorCodes.VALIDATION, { context: { fields: { nickname: 'Too long', n: 3 } } }))).toStrictEqual({ nickname: 'Too long' });
    expect(fieldErrorsOf(domainError(ErrorCodes.VALIDATION))).toStrictEqual({});
    expect(fieldErrorsOf(domainError(ErrorCodes.VALIDATION, { context: { fields: null } }))).toStrictEqual({});
    expect(fieldErrorsOf(domainError(ErrorCodes.VALIDATION, { context: { fields: 'x' } }))).toStrictEqual({});
  });
});

describe('payment-method form transitions', () => {
  const shown: PaymentMethodFormState = { expectingAddressResponse: false, expectingCardToken: false, error: 'Old error', notice: 'Old notice' };

  it('submitting an address clears the previous error and notice', () => {
    expect(paymentMethodFormReducer(shown, { type: 'addressSubmitted' })).toStrictEqual({ expectingAddressResponse: true, expectingCardToken: false });
  });

  it('a saved address sets the id, the card form to go back to and the notice, and clears the error', () => {
    const pending: PaymentMethodFormState = { expectingAddressResponse: true, expectingCardToken: false, error: 'Old error' };
    expect(paymentMethodFormReducer(pending, { type: 'addressSaved', addressId: 'ad1', returnTo: { kind: 'addCard' }, notice: 'Saved' })).toStrictEqual({
      expectingAddressResponse: false,
      expectingCardToken: false,
      savedAddressId: 'ad1',
      returnTo: { kind: 'addCard' },
      notice: 'Saved',
    });
    expect(paymentMethodFormReducer(pending, { type: 'addressFailed', message: 'Nope' })).toStrictEqual({ expectingAddressResponse: false, expectingCardToken: false, error: 'Nope' });
  });

  it('the card token flag goes on once, clears the error, and goes off on the answer', () => {
    const requested = paymentMethodFormReducer(shown, { type: 'cardTokenRequested' });
    expect(requested).toStrictEqual({ expectingAddressResponse: false, expectingCardToken: true, notice: 'Old notice' });
    expect(paymentMethodFormReducer(requested, { type: 'cardTokenRequested' })).toBe(requested);
    expect(paymentMethodFormReducer(requested, { type: 'cardTokenReceived' })).toStrictEqual({ expectingAddressResponse: false, expectingCardToken: false, notice: 'Old notice' });
    expect(paymentMethodFormReducer(initialPaymentMethodFormState, { type: 'cardTokenReceived' })).toBe(initialPaymentMethodFormState);
  });

  it('dismissing removes the error and the notice', () => {
    expect(paymentMethodFormReducer(shown, { type: 'dismissed' })).toStrictEqual({ expectingAddressResponse: false, expectingCardToken: false });
  });
});
