import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  daysInBirthdayMonth,
  defaultDisplayName,
  initialsOf,
  isValidBirthday,
  isValidPartnerNumber,
  maskPartnerNumber,
  validatePersonalDetails,
  validatePreferences,
  validateProfile,
} from './details-rules';

describe('personal details rules', () => {
  it('a birthday is valid exactly when it is a real date in a leap year (29 February allowed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 15 }), fc.integer({ min: -2, max: 33 }), (month, day) => {
        const real = month >= 1 && month <= 12 && day >= 1 && new Date(Date.UTC(2024, month - 1, day)).getUTCMonth() === month - 1;
        expect(isValidBirthday({ month, day })).toBe(real);
      }),
    );
    expect(daysInBirthdayMonth(2)).toBe(29);
  });

  it('names are required and limited to 30 characters; phone optional but valid', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const e = validatePersonalDetails({ firstName: name, lastName: 'Lee' });
        const trimmed = name.trim().replace(/\s+/g, ' ');
        expect(e.firstName === undefined).toBe(trimmed !== '' && [...trimmed].length <= 30);
      }),
    );
    expect(validatePersonalDetails({ firstName: '', lastName: '', phoneNumber: '12', birthday: { month: 2, day: 30 } })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      phoneNumber: 'Enter a 10-digit phone number, like 206-555-0142.',
      birthday: 'Choose a valid month and day.',
    });
    expect(validatePersonalDetails({ firstName: 'A', lastName: 'B', address: { addressLine1: '', city: 'X', postalCode: '1', countrySubdivision: 'WA', country: 'US' } })).toEqual({
      addressLine1: 'Enter a street address.',
      postalCode: 'Enter a 5-digit ZIP code, like 98101 or 98101-1234.',
    });
  });
});

describe('partner number', () => {
  it('is exactly 8 digits, spaces ignored', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-z ]{0,12}$/), (raw) => {
        expect(isValidPartnerNumber(raw)).toBe(/^\d{8}$/.test(raw.replace(/\s+/g, '')));
      }),
    );
    expect(maskPartnerNumber('12345678')).toBe('••••5678');
  });
});

describe('profile', () => {
  it('initials are at most two upper-case characters, taken from the first and last words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zA-Zé]{1,8}$/), { maxLength: 5 }), (words) => {
        const initials = initialsOf(words.join('  '));
        if (words.length === 0) expect(initials).toBe('?');
        else {
          expect([...initials].length).toBe(words.length === 1 ? 1 : 2);
          expect(initials).toBe(initials.toLocaleUpperCase());
          expect(initials[0]).toBe(words[0]![0]!.toLocaleUpperCase());
        }
      }),
    );
    expect(initialsOf('Avery Q.')).toBe('AQ');
    expect(defaultDisplayName('Jordan', 'lee')).toBe('Jordan L.');
  });

  it('pins the profile messages', () => {
    expect(validateProfile({ displayName: ' ', favoriteDrink: 'x'.repeat(61) })).toEqual({
      displayName: 'Enter a display name.',
      favoriteDrink: 'Use 60 characters or fewer.',
    });
  });
});

describe('communication preferences', () => {
  it('text messages need a phone number; other toggles never do', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.option(fc.constantFrom('', ' ', '206-555-0142'), { nil: undefined }), (emailOffers, push, sms, phone) => {
        const e = validatePreferences({ emailOffers, push, sms }, phone);
        expect(e.sms !== undefined).toBe(sms && (phone === undefined || phone.trim() === ''));
        expect(Object.keys(e).every((k) => k === 'sms')).toBe(true);
      }),
    );
    expect(validatePreferences({ emailOffers: false, push: false, sms: true }, undefined).sms).toBe('Add a mobile number in Personal info to get text messages.');
  });
});
