import type { Credentials, FieldErrors, Registration } from './model';
import { AuthMessages, PasswordPolicyMessages } from './messages';

// A pragmatic e-mail check: one @, a non-empty local part, a dotted domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isValidEmail = (email: string): boolean => EMAIL.test(email.trim()) && email.trim().length <= 254;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The password policy: 8..64 characters, at least one letter and one digit. Empty list means acceptable. */
export const passwordPolicyErrors = (password: string): string[] => {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) errors.push(PasswordPolicyMessages.length);
  if (!/\p{L}/u.test(password)) errors.push(PasswordPolicyMessages.letter);
  if (!/\d/.test(password)) errors.push(PasswordPolicyMessages.digit);
  return errors;
};

export const validateCredentials = (c: Credentials): FieldErrors<'email' | 'password'> => {
  const e: FieldErrors<'email' | 'password'> = {};
  if (c.email.trim() === '') e.email = AuthMessages.emailRequired;
  else if (!isValidEmail(c.email)) e.email = AuthMessages.emailInvalid;
  if (c.password === '') e.password = AuthMessages.passwordRequired;
  return e;
};

export const validateRegistration = (r: Registration): FieldErrors<keyof Registration> => {
  const e: FieldErrors<keyof Registration> = {};
  if (r.firstName.trim() === '') e.firstName = AuthMessages.firstNameRequired;
  if (r.lastName.trim() === '') e.lastName = AuthMessages.lastNameRequired;
  if (r.email.trim() === '') e.email = AuthMessages.emailRequired;
  else if (!isValidEmail(r.email)) e.email = AuthMessages.emailInvalid;
  const pw = passwordPolicyErrors(r.password);
  if (pw.length > 0) e.password = pw.join(' ');
  return e;
};

export const hasErrors = (e: object): boolean => Object.keys(e).length > 0;

// Lockout: after MAX_FAILED_ATTEMPTS wrong passwords in a row, sign-in is refused for LOCKOUT_MS.
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export interface AttemptPolicy {
  readonly maxFailedAttempts: number;
  readonly lockoutMs: number;
}

/** Per account (sign-in) and per session (re-authentication): five wrong passwords in a row pause for 15 minutes. */
export const ACCOUNT_ATTEMPTS: AttemptPolicy = { maxFailedAttempts: MAX_FAILED_ATTEMPTS, lockoutMs: LOCKOUT_MS };
/**
 * Per client address, across every e-mail it tries (the server's guard against password spraying). The
 * spec is silent: 20 failures in a row, so a family or an office behind one address is not locked out by
 * one forgetful member, while a sweep over many accounts is.
 */
export const ADDRESS_ATTEMPTS: AttemptPolicy = { maxFailedAttempts: 20, lockoutMs: LOCKOUT_MS };

export interface AttemptState {
  readonly failedAttempts: number;
  readonly lockedUntil?: number;
}

export const isLockedOut = (s: AttemptState, now: number): boolean => s.lockedUntil !== undefined && now < s.lockedUntil;

/** The attempt state after one attempt (ignored while locked out). */
export const afterAttempt = (s: AttemptState, succeeded: boolean, now: number, policy: AttemptPolicy = ACCOUNT_ATTEMPTS): AttemptState => {
  if (isLockedOut(s, now)) return s;
  if (succeeded) return { failedAttempts: 0 };
  const failedAttempts = s.failedAttempts + 1;
  return failedAttempts >= policy.maxFailedAttempts ? { failedAttempts: 0, lockedUntil: now + policy.lockoutMs } : { failedAttempts };
};
