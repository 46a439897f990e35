import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { afterAttempt, isLockedOut, isValidEmail, LOCKOUT_MS, MAX_FAILED_ATTEMPTS, MEMBER_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, passwordPolicyErrors, validateCredentials, validateRegistration, type AttemptState } from './rules';
import { AuthMessages, PasswordPolicyMessages } from './messages';

describe('password policy (NIST SP 800-63B)', () => {
  it('accepts exactly the passwords of 12..128 characters (code points), whatever they are made of', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 140 }), fc.string({ unit: 'grapheme', minLength: 10, maxLength: 14 })), (pw) => {
        const n = [...pw].length;
        expect(passwordPolicyErrors(pw).length === 0).toBe(n >= PASSWORD_MIN && n <= PASSWORD_MAX);
      }),
    );
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([12, 128]);
  });
  it('asks for no composition: letters only, digits only or spaces pass when long enough', () => {
    for (const pw of ['correcthorsebattery', '739104628350', 'tea kettle song', '☕☕☕☕☕☕☕☕☕☕☕☕']) expect(passwordPolicyErrors(pw)).toEqual([]);
    expect(passwordPolicyErrors('abc')).toEqual([PasswordPolicyMessages.length]);
    expect(passwordPolicyErrors('x'.repeat(129))).toEqual([PasswordPolicyMessages.length]);
  });
  it('refuses a password of fitting length exactly when the common-password check names it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 20 }), fc.boolean(), (pw, listed) => {
        expect(passwordPolicyErrors(pw, () => listed)).toEqual(listed ? [PasswordPolicyMessages.common] : []);
      }),
    );
  });
});

describe('registration', () => {
  const ok = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical engine' };
  it('accepts names of 1..30 characters on one line, and nothing longer', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).filter((s) => s.trim() !== ''), (name) => {
        const e = validateRegistration({ ...ok, firstName: name, lastName: name });
        const fits = [...name.trim()].length <= MEMBER_NAME_MAX && [...name].every((ch) => ch.codePointAt(0)! >= 0x20 && ch.codePointAt(0)! !== 0x7f);
        expect(e.firstName === undefined && e.lastName === undefined).toBe(fits);
      }),
    );
    expect(validateRegistration({ ...ok, firstName: 'x'.repeat(200_000) }).firstName).toBe(AuthMessages.nameTooLong(30));
    expect(validateRegistration({ ...ok, lastName: 'Love\nlace' }).lastName).toBe(AuthMessages.nameCharacters);
    expect(validateRegistration(ok)).toEqual({});
  });
  it('passes the common-password check on to the policy', () => {
    expect(validateRegistration({ ...ok, password: 'qwerty123456' }, (pw) => pw === 'qwerty123456').password).toBe(PasswordPolicyMessages.common);
  });
});

describe('e-mail', () => {
  it('accepts name@domain.tld and rejects strings without one @ and a dotted domain', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        expect(isValidEmail(e) || !e.split('@')[1]?.includes('.') || e.length > 254).toBe(true);
      }),
    );
    for (const bad of ['', 'a', 'a@b', '@b.co', 'a b@c.co', 'a@@b.co']) expect(isValidEmail(bad)).toBe(false);
  });
  it('asks for a missing e-mail and password with our texts', () => {
    expect(validateCredentials({ email: '', password: '' })).toEqual({ email: AuthMessages.emailRequired, password: AuthMessages.passwordRequired });
  });
});

describe('lockout', () => {
  it(`locks after ${MAX_FAILED_ATTEMPTS} failures in a row and only then, for ${LOCKOUT_MS} ms`, () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (attempts) => {
        let s: AttemptState = { failedAttempts: 0 };
        let run = 0;
        for (const ok of attempts) {
          const now = 0; // all attempts at once: once locked, the state no longer changes
          const wasLocked = isLockedOut(s, now);
          s = afterAttempt(s, ok, now);
          if (!wasLocked) run = ok ? 0 : run + 1;
          expect(isLockedOut(s, now)).toBe(wasLocked || run >= MAX_FAILED_ATTEMPTS);
          expect(s.failedAttempts).toBeLessThan(MAX_FAILED_ATTEMPTS);
        }
      }),
    );
  });
  it('lifts the lock exactly when the lockout period has passed', () => {
    let s: AttemptState = { failedAttempts: 0 };
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) s = afterAttempt(s, false, 1000);
    expect(isLockedOut(s, 1000 + LOCKOUT_MS - 1)).toBe(true);
    expect(isLockedOut(s, 1000 + LOCKOUT_MS)).toBe(false);
  });
});
