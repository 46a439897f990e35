import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addressLines,
  addressSingleLine,
  formatPhoneNumber,
  isValidPhoneNumber,
  isValidPostalCode,
  normalizeAddress,
  validateAddress,
  type AddressField,
} from './address-rules';
import type { AddressInput } from '../model';
import { arbCaPostal, arbPhoneDigits, arbPhoneWriting, arbUsZip, arbValidAddress } from '../test-arbitraries';

const REQUIRED: AddressField[] = ['firstName', 'lastName', 'phoneNumber', 'addressLine1', 'city', 'postalCode', 'countrySubdivision', 'country'];

describe('address rules', () => {
  it('accepts every well-formed US or Canadian address', () => {
    fc.assert(fc.property(arbValidAddress, (a) => {
      expect(validateAddress(a)).toEqual({});
    }));
  });

  it('blanking any one required field is reported on that field', () => {
    fc.assert(
      fc.property(arbValidAddress, fc.constantFrom(...REQUIRED.filter((f) => f !== 'country')), (a, field) => {
        const errors = validateAddress({ ...a, [field]: '   ' });
        expect(Object.keys(errors)).toEqual([field]);
      }),
    );
  });

  it('normalizing is idempotent and does not change validity', () => {
    fc.assert(
      fc.property(arbValidAddress, (a) => {
        const n = normalizeAddress(a);
        expect(normalizeAddress(n)).toEqual(n);
        expect(validateAddress(n)).toEqual({});
      }),
    );
  });

  it('US ZIP codes: 5 digits or ZIP+4; anything with a letter is refused', () => {
    fc.assert(fc.property(arbUsZip, (z) => {
      expect(isValidPostalCode('US', z)).toBe(true);
    }));
    fc.assert(fc.property(arbUsZip, fc.integer({ min: 0, max: 4 }), (z, i) => {
      expect(isValidPostalCode('US', z.slice(0, i) + 'A' + z.slice(i + 1))).toBe(false);
    }));
  });

  it('Canadian postal codes in any case, with or without the space', () => {
    fc.assert(
      fc.property(arbCaPostal, (p) => {
        expect(isValidPostalCode('CA', p.toLowerCase().replace(' ', ''))).toBe(true);
        expect(isValidPostalCode('CA', `D${p.slice(1)}`)).toBe(false);
      }),
    );
  });

  it('phone numbers: ten NANP digits however written, formatted 206-555-0142', () => {
    fc.assert(
      fc.property(arbPhoneWriting, ([digits, written]) => {
        expect(isValidPhoneNumber(written)).toBe(true);
        expect(formatPhoneNumber(written)).toBe(`${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`);
      }),
    );
    fc.assert(fc.property(arbPhoneDigits, fc.constantFrom('0', '1'), (d, lead) => {
      expect(isValidPhoneNumber(lead + d.slice(1))).toBe(false);
    }));
    expect(isValidPhoneNumber('206-555-014')).toBe(false);
    expect(isValidPhoneNumber('206 555 0142 x12')).toBe(false);
  });

  it('pins each field message', () => {
    const empty: AddressInput = { type: 'Billing', firstName: '', lastName: '', phoneNumber: '', addressLine1: '', city: '', postalCode: '', countrySubdivision: '', country: 'CA' };
    expect(validateAddress(empty)).toEqual({
      firstName: 'Enter a first name.',
      lastName: 'Enter a last name.',
      phoneNumber: 'Enter a phone number.',
      addressLine1: 'Enter a street address.',
      city: 'Enter a city.',
      countrySubdivision: 'Choose a province or territory.',
      postalCode: 'Enter a postal code.',
    });
    const us = { ...empty, country: 'US', firstName: 'A', lastName: 'B', addressLine1: '1 Main St', city: 'X', phoneNumber: '555', postalCode: '9810', countrySubdivision: 'ZZ' };
    expect(validateAddress(us)).toEqual({
      phoneNumber: 'Enter a 10-digit phone number, like 206-555-0142.',
      postalCode: 'Enter a 5-digit ZIP code, like 98101 or 98101-1234.',
      countrySubdivision: 'Choose a state.',
    });
    expect(validateAddress({ ...us, country: 'FR' }).country).toBe('Choose the United States or Canada.');
    expect(validateAddress({ ...empty, country: 'CA', postalCode: 'K1A0B' }).postalCode).toBe('Enter a postal code like K1A 0B1.');
    expect(validateAddress({ ...empty, firstName: 'x'.repeat(31) }).firstName).toBe('Use 30 characters or fewer.');
  });

  it('shows an address as lines and as a single line', () => {
    const a: AddressInput = { type: 'Billing', firstName: 'Avery', lastName: 'Quinn', phoneNumber: '206-555-0142', addressLine1: '1912 Pike Place', addressLine2: 'Apt 3', city: 'Seattle', postalCode: '98101', countrySubdivision: 'WA', country: 'US' };
    expect(addressLines(a)).toEqual(['1912 Pike Place', 'Apt 3', 'Seattle, WA 98101', 'United States']);
    expect(addressSingleLine(a)).toBe('1912 Pike Place, Apt 3, Seattle, WA 98101');
  });
});
