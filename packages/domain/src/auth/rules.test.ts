import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { afterAttempt, isLockedOut, isValidEmail, LOCKOUT_MS, MAX_FAILED_ATTEMPTS, passwordPolicyErrors, validateCredentials, type AttemptState } from './rules';
import { AuthMessages, PasswordPolicyMessages } from './messages';

describe('password policy', () => {
  it('accepts exactly the passwords of 8..64 characters with a letter and a digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (pw) => {
        const expected = pw.length >= 8 && pw.length <= 64 && /\p{L}/u.test(pw) && /\d/.test(pw);
        expect(passwordPolicyErrors(pw).length === 0).toBe(expected);
      }),
    );
  });
  it('names each missing part', () => {
    expect(passwordPolicyErrors('abc')).toEqual([PasswordPolicyMessages.length, PasswordPolicyMessages.digit]);
    expect(passwordPolicyErrors('12345678')).toEqual([PasswordPolicyMessages.letter]);
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
