// A forgotten password (issue #27): a member asks for a link by e-mail, and the link's token sets a new password.
// The spec is silent; these rules are ours, after OWASP's Forgot Password cheat sheet: the token is random and
// single-purpose (the server makes 32 random bytes and keeps only their SHA-256), it works once, for 30 minutes,
// and a newer link replaces every older one of the member. The request says the same whatever the address.
import { MS_PER_MINUTE } from '../shared/clock';
import type { FieldErrors } from './model';
import { AuthMessages } from './messages';
import { isValidEmail, passwordPolicyErrors, type CommonPasswordCheck } from './rules';

/** How long a reset link works after it was made. */
export const RESET_LINK_TTL_MINUTES = 30;
export const RESET_LINK_TTL_MS = RESET_LINK_TTL_MINUTES * MS_PER_MINUTE;

/** When a link made at `createdAt` stops working (at that instant exactly). */
export const resetLinkExpiresAt = (createdAt: number): number => createdAt + RESET_LINK_TTL_MS;

/**
 * A token as links carry it: 32 random bytes in base64url without padding (43 characters). Anything else is no
 * token of ours, refused before any look-up.
 */
export const RESET_TOKEN_LENGTH = 43;
const TOKEN = /^[A-Za-z0-9_-]+$/;
export const isResetTokenShaped = (token: string): boolean => token.length === RESET_TOKEN_LENGTH && TOKEN.test(token);

/** A reset link as kept: when it was made, when it stops working, and whether it was used or replaced since. */
export interface ResetLinkRecord {
  readonly expiresAt: number;
  /** When it set a password (a link works once). */
  readonly usedAt?: number | null;
  /** When a newer link of the same member (or a password set by another link) replaced it. */
  readonly replacedAt?: number | null;
}

export type ResetLinkVerdict = 'usable' | 'used' | 'replaced' | 'expired';

const isSet = (t: number | null | undefined): boolean => t !== undefined && t !== null;

/** Whether a link may set a password now: used first (it stays used), then replaced, then expired at expiresAt exactly. */
export const resetLinkVerdict = (link: ResetLinkRecord, now: number): ResetLinkVerdict => {
  if (isSet(link.usedAt)) return 'used';
  if (isSet(link.replacedAt)) return 'replaced';
  return now >= link.expiresAt ? 'expired' : 'usable';
};

/** The address a reset is asked for: required, and shaped like an e-mail. */
export const validateResetRequest = (email: string): FieldErrors<'email'> => {
  if (email.trim() === '') return { email: AuthMessages.emailRequired };
  if (!isValidEmail(email)) return { email: AuthMessages.emailInvalid };
  return {};
};

/** The new password a link sets: the one password policy of join and change (`isCommon`: the server's list). */
export const validateResetPassword = (password: string, isCommon?: CommonPasswordCheck): FieldErrors<'password'> => {
  const policy = passwordPolicyErrors(password, isCommon);
  return policy.length > 0 ? { password: policy.join(' ') } : {};
};
