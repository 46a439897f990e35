// Account error mapping: messages per code, field errors of a validation failure, the password's generic flag.
import { describe, it, expect } from 'vitest';
import { decodeDomainError, domainError, ErrorCodes } from '../shared/errors';
import { AccountCodes, accountErrorMessage, accountFieldErrors, isAccountErrorCode, isGenericPasswordError } from './errors';
import { AccountMessages } from './messages';
import { newestEgiftsFirst } from './history/history-rules';
import type { EgiftHistoryEntry } from './model';
import { money } from '../shared/money';

describe('account errors', () => {
  it('maps codes to their messages, and anything unknown to the fallback', () => {
    expect(accountErrorMessage(domainError(AccountCodes.CODE_EXPIRED))).toBe('That code has expired. Request a new one.');
    expect(accountErrorMessage(domainError(ErrorCodes.UNAUTHORIZED))).toBe('Sign in to see your account.');
    expect(accountErrorMessage(decodeDomainError(isAccountErrorCode)(domainError('SOMETHING_ELSE')), 'Fallback')).toBe('Fallback');
    expect(accountErrorMessage(domainError(AccountCodes.MFA_REQUIRED, { status: 403 }))).toBe(AccountMessages.mfaRequired);
  });

  it('field errors are the string fields of a validation failure only', () => {
    const fields = { firstName: 'Enter your first name.', count: 3 };
    expect(accountFieldErrors(domainError(ErrorCodes.VALIDATION, { context: { fields } }))).toStrictEqual({ firstName: 'Enter your first name.' });
    expect(accountFieldErrors(domainError(AccountCodes.EMAIL_IN_USE, { context: { fields } }))).toStrictEqual({});
    expect(accountFieldErrors(domainError(ErrorCodes.VALIDATION))).toStrictEqual({});
    expect(accountFieldErrors(domainError(ErrorCodes.VALIDATION, { context: { fields: null } }))).toStrictEqual({});
    expect(accountFieldErrors(domainError(ErrorCodes.VALIDATION, { context: { fields: 'newPassword' } }))).toStrictEqual({});
  });

  it('the generic password flag is off for a wrong current password and for field errors', () => {
    expect(isGenericPasswordError(domainError(AccountCodes.CURRENT_PASSWORD_WRONG))).toBe(false);
    expect(isGenericPasswordError(domainError(ErrorCodes.VALIDATION, { context: { fields: { newPassword: 'Too short' } } }))).toBe(false);
    expect(isGenericPasswordError(domainError(ErrorCodes.VALIDATION, { context: { fields: {} } }))).toBe(true);
    expect(isGenericPasswordError(domainError(ErrorCodes.UNEXPECTED))).toBe(true);
  });
});

describe('e-gift history order', () => {
  it('newest first, ties by order number', () => {
    const g = (orderNumber: string, purchasedAt: number): EgiftHistoryEntry => ({ orderNumber, purchasedAt, recipientName: 'Riley', recipientEmail: 'riley@example.com', amount: money(2500) });
    const sorted = newestEgiftsFirst([g('b', 1), g('c', 2), g('a', 1)]);
    expect(sorted.map((x) => x.orderNumber)).toEqual(['c', 'a', 'b']);
  });
});
