import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MEMBER_NAME_MAX, PASSWORD_POLICY_TEXT as AUTH_POLICY_TEXT, PasswordPolicyMessages } from '../../auth';
import { NAME_MAX } from '../personal/details-rules';
import {
  canRequestDataDownload,
  checkCode,
  codeFormatError,
  CODE_TTL_MS,
  dataDownloadStatus,
  isCodeExpired,
  isDeletionConfirmed,
  newEmailError,
  PASSWORD_POLICY_TEXT,
  passwordPolicyErrors,
  validatePasswordChange,
} from './security-rules';

describe('verification codes', () => {
  it('accept exactly six digits (spaces ignored)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a ]{0,9}$/), (raw) => {
        expect(codeFormatError(raw) === undefined).toBe(/^\d{6}$/.test(raw.replace(/\s+/g, '')));
      }),
    );
    expect(codeFormatError('12')).toBe('Enter the 6-digit code.');
  });

  it('are valid for 10 minutes, then expired whatever is entered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 2 * CODE_TTL_MS }), fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{6}$/), fc.integer({ min: 0, max: 5 }), (sentAt, after, real, entered, attemptsLeft) => {
        const verdict = checkCode({ code: real, expiresAt: sentAt + CODE_TTL_MS, attemptsLeft }, entered, sentAt + after);
        if (after >= CODE_TTL_MS) expect(verdict).toBe('expired');
        else if (attemptsLeft === 0) expect(verdict).toBe('tooManyAttempts');
        else expect(verdict).toBe(entered === real ? 'ok' : 'wrong');
      }),
    );
    expect(isCodeExpired(1000, 999)).toBe(false);
    expect(isCodeExpired(1000, 1000)).toBe(true);
  });
});

describe('e-mail change', () => {
  it('refuses invalid addresses and the current one, whatever the case', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(newEmailError(email.toUpperCase(), email)).toBe("That's already your e-mail address.");
      }),
    );
    expect(newEmailError('not-an-email', 'a@b.co')).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(newEmailError('new@b.co', 'a@b.co')).toBeUndefined();
  });
});

describe('password change', () => {
  it('shares the join form policy and its text', () => {
    expect(PASSWORD_POLICY_TEXT).toBe(AUTH_POLICY_TEXT);
    // A name given at join can be kept when the personal details are edited.
    expect(MEMBER_NAME_MAX).toBe(NAME_MAX);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (pw) => {
        const ok = [...pw].length >= 12;
        expect(passwordPolicyErrors(pw).length === 0).toBe(ok);
      }),
    );
  });

  it('needs the current password, a policy-abiding different new one, and a matching confirmation', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), fc.oneof(fc.string({ maxLength: 14 }), fc.constant('tea kettle song')), (current, next) => {
        const e = validatePasswordChange({ currentPassword: current, newPassword: next, confirmPassword: next });
        expect(e.currentPassword !== undefined).toBe(current === '');
        expect(e.newPassword !== undefined).toBe(passwordPolicyErrors(next).length > 0 || next === current);
        expect(e.confirmPassword).toBeUndefined();
      }),
    );
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'tea kettle song', confirmPassword: 'tea kettle sing' })).toEqual({
      currentPassword: 'Enter your current password.',
      confirmPassword: "The passwords don't match.",
    });
    expect(validatePasswordChange({ currentPassword: 'tea kettle song', newPassword: 'tea kettle song' }).newPassword).toBe('Choose a password different from your current one.');
  });

  it('refuses a new password the common-password check names', () => {
    const isCommon = (pw: string): boolean => pw === 'qwerty123456';
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'qwerty123456' }, isCommon).newPassword).toBe(PasswordPolicyMessages.common);
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'qwerty1234567' }, isCommon).newPassword).toBeUndefined();
  });
});

describe('privacy', () => {
  it('a download is preparing until its ready time, and can be asked again only when not preparing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: 2e6 }), (at, prep, later) => {
        const s = { dataDownloadRequestedAt: at, dataDownloadReadyAt: at + prep };
        expect(dataDownloadStatus(s, at + later)).toBe(later >= prep ? 'ready' : 'preparing');
        expect(canRequestDataDownload(s, at + later)).toBe(later >= prep);
      }),
    );
    expect(dataDownloadStatus({}, 0)).toBe('none');
  });

  it('deletion needs the word DELETE', () => {
    expect(isDeletionConfirmed(' DELETE ')).toBe(true);
    expect(isDeletionConfirmed('delete')).toBe(false);
  });
});
