// Boundaries and exact outputs of the account rules (lengths, birthdays, normalization, code checks, privacy).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  defaultDisplayName,
  isValidBirthday,
  isValidPartnerNumber,
  maskPartnerNumber,
  normalizePartnerNumber,
  normalizePersonalAddress,
  normalizePersonalDetails,
  validatePersonalAddress,
  validatePersonalDetails,
  validateProfile,
} from './personal/details-rules';
import { orderItemsSummary } from './history/history-rules';
import { checkCode, dataDownloadStatus, validatePasswordChange } from './security/security-rules';

describe('birthday boundaries', () => {
  it('accepts the first and last day of every month and rejects the day after', () => {
    const last = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    last.forEach((days, i) => {
      expect(isValidBirthday({ month: i + 1, day: 1 })).toBe(true);
      expect(isValidBirthday({ month: i + 1, day: days })).toBe(true);
      expect(isValidBirthday({ month: i + 1, day: days + 1 })).toBe(false);
      expect(isValidBirthday({ month: i + 1, day: 0 })).toBe(false);
    });
    expect(isValidBirthday({ month: 0, day: 1 })).toBe(false);
    expect(isValidBirthday({ month: 13, day: 1 })).toBe(false);
  });

  it('rejects fractional months and days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 27 }), (month, day) => {
        expect(isValidBirthday({ month: month + 0.5, day })).toBe(false);
        expect(isValidBirthday({ month, day: day + 0.5 })).toBe(false);
      }),
      { numRuns: 30 },
    );
  });
});

describe('personal details', () => {
  it('names of exactly 30 characters pass; 31 get the length message on their own field', () => {
    expect(validatePersonalDetails({ firstName: 'a'.repeat(30), lastName: 'b'.repeat(30) })).toStrictEqual({});
    expect(validatePersonalDetails({ firstName: 'a'.repeat(31), lastName: 'b'.repeat(31) })).toStrictEqual({
      firstName: 'Use 30 characters or fewer.',
      lastName: 'Use 30 characters or fewer.',
    });
  });

  it('collapses runs of spaces inside names and leaves absent optional fields absent', () => {
    const n = normalizePersonalDetails({ firstName: '  Mary   Ann ', lastName: ' Lee ' });
    expect(n).toStrictEqual({ firstName: 'Mary Ann', lastName: 'Lee' });
    expect(normalizePersonalDetails({ firstName: 'A', lastName: 'B', birthday: { month: 2, day: 29 } })).toStrictEqual({ firstName: 'A', lastName: 'B', birthday: { month: 2, day: 29 } });
  });

  it('checks only the address fields of the address (no name or phone errors from the billing rules)', () => {
    const e = validatePersonalAddress({ addressLine1: '', city: '', postalCode: '', countrySubdivision: '', country: 'US' });
    expect(Object.keys(e).sort()).toEqual(['addressLine1', 'city', 'countrySubdivision', 'postalCode']);
    expect(validatePersonalAddress({ addressLine1: '1 Main St', addressLine2: 'x'.repeat(200), city: 'Seattle', postalCode: '98101', countrySubdivision: 'WA', country: 'US' })).toHaveProperty('addressLine2');
  });

  it('normalizes the address and keeps the second line only when there is one', () => {
    const base = { addressLine1: ' 1 Main St ', city: ' Seattle ', postalCode: '98101', countrySubdivision: 'wa', country: 'us' };
    expect(normalizePersonalAddress({ ...base, addressLine2: ' Apt 2 ' })).toStrictEqual({ addressLine1: '1 Main St', addressLine2: 'Apt 2', city: 'Seattle', postalCode: '98101', countrySubdivision: 'WA', country: 'US' });
    expect(normalizePersonalAddress(base)).toStrictEqual({ addressLine1: '1 Main St', city: 'Seattle', postalCode: '98101', countrySubdivision: 'WA', country: 'US' });
  });
});

describe('partner number and profile', () => {
  it('ignores spaces in a partner number and masks all but the last four digits', () => {
    expect(normalizePartnerNumber(' 1234  5678 ')).toBe('12345678');
    expect(isValidPartnerNumber('1234 5678')).toBe(true);
    expect(maskPartnerNumber('12345678')).toBe('••••5678');
  });

  it('the default display name is the first name alone when there is no last name', () => {
    expect(defaultDisplayName('Avery', '  ')).toBe('Avery');
    expect(defaultDisplayName('Avery', 'quinn')).toBe('Avery Q.');
  });

  it('a favorite drink of 60 characters passes, 61 gets the length message; a display name alone is enough', () => {
    expect(validateProfile({ displayName: 'Jo', favoriteDrink: '' })).toStrictEqual({});
    expect(validateProfile({ displayName: 'Jo', favoriteDrink: 'c'.repeat(60) })).toStrictEqual({});
    expect(validateProfile({ displayName: 'Jo', favoriteDrink: 'c'.repeat(61) })).toStrictEqual({ favoriteDrink: 'Use 60 characters or fewer.' });
  });
});

describe('security and privacy rules', () => {
  it('the right code, spaces ignored, is ok before expiry', () => {
    expect(checkCode({ code: '123456', expiresAt: 10, attemptsLeft: 1 }, '123 456', 9)).toBe('ok');
    expect(checkCode({ code: '123456', expiresAt: 10, attemptsLeft: 1 }, '123457', 9)).toBe('wrong');
  });

  it('reports a too-short password with the policy length message; no confirmation means no mismatch', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'a' })).toStrictEqual({ newPassword: 'Use 12 to 128 characters.' });
    expect(validatePasswordChange({ currentPassword: 'Old-pass-word-1', newPassword: 'New-pass-word-1' })).toStrictEqual({});
    expect(validatePasswordChange({ currentPassword: 'Old-pass-word-1', newPassword: 'New-pass-word-1', confirmPassword: 'New-pass-word-1' })).toStrictEqual({});
  });

  it('a download without a ready time is not being prepared', () => {
    expect(dataDownloadStatus({ dataDownloadRequestedAt: 1 }, 0)).toBe('none');
    expect(dataDownloadStatus({ dataDownloadReadyAt: 5 }, 0)).toBe('none');
    expect(dataDownloadStatus({ dataDownloadRequestedAt: 1, dataDownloadReadyAt: 5 }, 4)).toBe('preparing');
    expect(dataDownloadStatus({ dataDownloadRequestedAt: 1, dataDownloadReadyAt: 5 }, 5)).toBe('ready');
  });

  it('an order without items has an empty summary', () => {
    expect(orderItemsSummary({ items: [] })).toBe('');
  });
});
