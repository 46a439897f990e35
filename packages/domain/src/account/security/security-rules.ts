// Rules of the account's security settings: e-mail change and multi-factor codes, password change, privacy.
import { MS_PER_DAY, MS_PER_MINUTE } from '../../shared/clock';
import { isValidEmail, normalizeEmail, passwordPolicyErrors, type CommonPasswordCheck } from '../../auth';
import type { PrivacyState } from '../model';
import { AccountMessages } from '../messages';
import type { FieldErrors } from '../personal/details-rules';

// The password policy is the one the join form states; it lives with sign-in (domain/auth) and is
// re-exported here so the settings screen and the join form share one rule and one text.
export { passwordPolicyErrors, PASSWORD_POLICY_TEXT, PasswordPolicyMessages } from '../../auth';

// ---- Verification codes (e-mail change, multi-factor phone) --------------------------------------

export const CODE_LENGTH = 6;
/** A code is valid for 10 minutes after it is sent. */
export const CODE_TTL_MS = 10 * MS_PER_MINUTE;
/** Wrong entries allowed before the code is void and a new one must be requested (ours). */
export const CODE_MAX_ATTEMPTS = 5;

export const normalizeCode = (raw: string): string => raw.replace(/\s+/g, '');
export const codeFormatError = (raw: string): string | undefined =>
  new RegExp(`^\\d{${CODE_LENGTH}}$`).test(normalizeCode(raw)) ? undefined : AccountMessages.codeFormat;

/** Codes expire at expiresAt exactly. */
export const isCodeExpired = (expiresAt: number, now: number): boolean => now >= expiresAt;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'tooManyAttempts';

/** The verdict on an entered code; expiry is checked first, then the attempts left, then the code. */
export const checkCode = (pending: { code: string; expiresAt: number; attemptsLeft: number }, entered: string, now: number): CodeCheck => {
  if (isCodeExpired(pending.expiresAt, now)) return 'expired';
  if (pending.attemptsLeft <= 0) return 'tooManyAttempts';
  return normalizeCode(entered) === pending.code ? 'ok' : 'wrong';
};

// ---- E-mail change --------------------------------------------------------------------------------

export const newEmailError = (newEmail: string, currentEmail: string): string | undefined => {
  if (!isValidEmail(newEmail)) return AccountMessages.emailInvalid;
  if (normalizeEmail(newEmail) === normalizeEmail(currentEmail)) return AccountMessages.emailUnchanged;
  return undefined;
};

// ---- Password change ------------------------------------------------------------------------------

export interface PasswordChangeForm {
  readonly currentPassword: string;
  readonly newPassword: string;
  /** The repeated new password, when the form asks for it. */
  readonly confirmPassword?: string;
}

/** `isCommon`: the server's common-password list (the form's first check may leave it out). */
export const validatePasswordChange = (f: PasswordChangeForm, isCommon?: CommonPasswordCheck): FieldErrors<keyof PasswordChangeForm> => {
  const e: FieldErrors<keyof PasswordChangeForm> = {};
  if (f.currentPassword === '') e.currentPassword = AccountMessages.currentPasswordRequired;
  const policy = passwordPolicyErrors(f.newPassword, isCommon);
  if (policy.length > 0) e.newPassword = policy.join(' ');
  else if (f.newPassword === f.currentPassword) e.newPassword = AccountMessages.passwordSameAsCurrent;
  if (f.confirmPassword !== undefined && f.confirmPassword !== f.newPassword) e.confirmPassword = AccountMessages.passwordConfirmMismatch;
  return e;
};

// ---- Privacy --------------------------------------------------------------------------------------

/** A data download is prepared within 24 hours (ours). */
export const DATA_DOWNLOAD_PREPARATION_MS = MS_PER_DAY;
/** A deletion request can be cancelled for 30 days before the account is removed (ours). */
export const DELETION_GRACE_MS = 30 * MS_PER_DAY;
/** What the member types to confirm a deletion request. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const isDeletionConfirmed = (typed: string): boolean => typed.trim() === DELETE_CONFIRMATION_WORD;

export type DataDownloadStatus = 'none' | 'preparing' | 'ready';

export const dataDownloadStatus = (p: PrivacyState, now: number): DataDownloadStatus => {
  if (p.dataDownloadRequestedAt === undefined || p.dataDownloadReadyAt === undefined) return 'none';
  return now >= p.dataDownloadReadyAt ? 'ready' : 'preparing';
};

/** A new download may be requested when none is being prepared. */
export const canRequestDataDownload = (p: PrivacyState, now: number): boolean => dataDownloadStatus(p, now) !== 'preparing';

export const isDeletionPending = (p: PrivacyState): boolean => p.deletionRequestedAt !== undefined;
