import type { Credentials, FieldErrors, Registration } from './model';
import { AuthMessages, PasswordPolicyMessages } from './messages';
import { isCleanLine, textLength } from '../shared/clean-text';

// A pragmatic e-mail check: one @, a non-empty local part, a dotted domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** RFC 5321's longest address (a forward path of 256 less its brackets). */
export const EMAIL_MAX = 254;
export const isValidEmail = (email: string): boolean => EMAIL.test(email.trim()) && email.trim().length <= EMAIL_MAX;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// Passwords follow NIST SP 800-63B (rev. 4) and OWASP ASVS 5 (V6.2): at least 12 characters, at least 64 allowed
// (we allow 128: a passphrase fits), any character a person can type counts (spaces and emoji included, counted as
// code points), no composition rule (no "a letter and a digit"), and a new password is checked against a list of
// passwords known from breaches. The list is large data the domain does not carry: whoever sets a password passes
// its check in (the server passes the registry list, server/src/auth/common-passwords.ts).
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** Whether a password is on a list of common or breached passwords. */
export type CommonPasswordCheck = (password: string) => boolean;
/** No list at hand (a form's first check before the server's): only the length rule. */
const NO_LIST: CommonPasswordCheck = () => false;

/** The password policy for a new password (join, change, reset). Empty list means acceptable. */
export const passwordPolicyErrors = (password: string, isCommon: CommonPasswordCheck = NO_LIST): string[] => {
  const length = textLength(password);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return [PasswordPolicyMessages.length];
  if (isCommon(password)) return [PasswordPolicyMessages.common];
  return [];
};

export const validateCredentials = (c: Credentials): FieldErrors<'email' | 'password'> => {
  const e: FieldErrors<'email' | 'password'> = {};
  if (c.email.trim() === '') e.email = AuthMessages.emailRequired;
  else if (!isValidEmail(c.email)) e.email = AuthMessages.emailInvalid;
  if (c.password === '') e.password = AuthMessages.passwordRequired;
  return e;
};

/**
 * A member's first and last name: 1 to 30 characters on one line, the limit of the personal-details form
 * (account NAME_MAX) and of a billing address's names (payments ADDRESS_LIMITS.name), so a name given at join
 * can be kept when the details are edited.
 */
export const MEMBER_NAME_MAX = 30;

const nameError = (name: string, required: string): string | undefined => {
  if (name.trim() === '') return required;
  if (!isCleanLine(name)) return AuthMessages.nameCharacters;
  if (textLength(name.trim()) > MEMBER_NAME_MAX) return AuthMessages.nameTooLong(MEMBER_NAME_MAX);
  return undefined;
};

/** `isCommon`: the server's common-password list (a form may leave it out and get the length rule only). */
export const validateRegistration = (r: Registration, isCommon: CommonPasswordCheck = NO_LIST): FieldErrors<keyof Registration> => {
  const e: FieldErrors<keyof Registration> = {};
  const first = nameError(r.firstName, AuthMessages.firstNameRequired);
  if (first !== undefined) e.firstName = first;
  const last = nameError(r.lastName, AuthMessages.lastNameRequired);
  if (last !== undefined) e.lastName = last;
  if (r.email.trim() === '') e.email = AuthMessages.emailRequired;
  else if (!isValidEmail(r.email)) e.email = AuthMessages.emailInvalid;
  const pw = passwordPolicyErrors(r.password, isCommon);
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

/** One attempt claimed before it is checked: whether it may be checked, and the state to store now. */
export interface AttemptClaim {
  readonly granted: boolean;
  /** The state with this attempt counted as a failure (unchanged when it is not granted). */
  readonly state: AttemptState;
}

/**
 * Counts an attempt BEFORE its check runs (a password's or a code's hash takes tens of milliseconds): a store
 * that claims atomically then grants at most `maxFailedAttempts` attempts however many arrive at once, where
 * "read the count, check, write the count" let every concurrent guess read the same count. The claim counts the
 * attempt as failed (afterAttempt's failure: the claim that reaches the limit starts the pause); only a success
 * gives it back (settleAttempt). While paused nothing is granted, the right answer included.
 */
export const claimAttempt = (s: AttemptState, now: number, policy: AttemptPolicy = ACCOUNT_ATTEMPTS): AttemptClaim =>
  isLockedOut(s, now) ? { granted: false, state: s } : { granted: true, state: afterAttempt(s, false, now, policy) };

/** The state once a granted attempt is checked: a success starts the count over; a failure was counted by its claim. */
export const settleAttempt = (current: AttemptState, succeeded: boolean): AttemptState => (succeeded ? { failedAttempts: 0 } : current);
