// Account error codes (ours: the spec's catalogue has none for account settings) and their messages.
import { codeGuard, ErrorCodes, type CodesOf, type DomainError, type TransportErrorCode } from '../shared/errors';
import { AccountMessages } from './messages';
import { lookup } from '../shared/lookup';
import { AuthCodes } from '../auth/messages';

export const AccountCodes = {
  CODE_WRONG: 'ACCOUNT_CODE_WRONG',
  CODE_EXPIRED: 'ACCOUNT_CODE_EXPIRED',
  CODE_TOO_MANY_ATTEMPTS: 'ACCOUNT_CODE_TOO_MANY_ATTEMPTS',
  CODE_NOT_REQUESTED: 'ACCOUNT_CODE_NOT_REQUESTED',
  EMAIL_UNCHANGED: 'ACCOUNT_EMAIL_UNCHANGED',
  EMAIL_IN_USE: 'ACCOUNT_EMAIL_IN_USE',
  CURRENT_PASSWORD_WRONG: 'ACCOUNT_CURRENT_PASSWORD_WRONG',
  PARTNER_NUMBER_IN_USE: 'ACCOUNT_PARTNER_NUMBER_IN_USE',
  MFA_PHONE_UNCHANGED: 'ACCOUNT_MFA_PHONE_UNCHANGED',
  /** Same meaning as the spec's card code 121063, whose text we reuse. */
  REQUEST_ALREADY_RECEIVED: 'ACCOUNT_REQUEST_ALREADY_RECEIVED',
  DATA_EXPORT_NOT_READY: 'ACCOUNT_DATA_EXPORT_NOT_READY',
  /** The server's answer (403) when the e-mail change, password change or multi-factor phone comes without a fresh re-authentication. */
  MFA_REQUIRED: 'MFA_REQUIRED',
} as const;

/** Sign-in codes the account's calls answer too: the password change's re-authentication lockout. */
const AccountAuthCodes = { LOCKED_OUT: AuthCodes.LOCKED_OUT } as const;

export type AccountErrorCode = CodesOf<typeof AccountCodes> | CodesOf<typeof AccountAuthCodes>;
export type AccountError = DomainError<AccountErrorCode | TransportErrorCode>;
export const isAccountErrorCode = codeGuard<AccountErrorCode>(AccountCodes, AccountAuthCodes);

/**
 * Every code of AccountCodes has its text (a code added without one does not compile), and two transport
 * codes have theirs; the lockout reads as the flow's fallback.
 */
const byCode: Readonly<Record<CodesOf<typeof AccountCodes> | typeof ErrorCodes.UNAUTHORIZED | typeof ErrorCodes.VALIDATION, string>> = {
  [AccountCodes.CODE_WRONG]: AccountMessages.codeWrong,
  [AccountCodes.CODE_EXPIRED]: AccountMessages.codeExpired,
  [AccountCodes.CODE_TOO_MANY_ATTEMPTS]: AccountMessages.codeTooManyAttempts,
  [AccountCodes.CODE_NOT_REQUESTED]: AccountMessages.codeNotRequested,
  [AccountCodes.EMAIL_UNCHANGED]: AccountMessages.emailUnchanged,
  [AccountCodes.EMAIL_IN_USE]: AccountMessages.emailInUse,
  [AccountCodes.CURRENT_PASSWORD_WRONG]: AccountMessages.currentPasswordWrong,
  [AccountCodes.PARTNER_NUMBER_IN_USE]: AccountMessages.partnerNumberInUse,
  [AccountCodes.MFA_PHONE_UNCHANGED]: AccountMessages.mfaPhoneUnchanged,
  [AccountCodes.REQUEST_ALREADY_RECEIVED]: AccountMessages.requestAlreadyReceived,
  [AccountCodes.DATA_EXPORT_NOT_READY]: AccountMessages.dataExportNotReady,
  [AccountCodes.MFA_REQUIRED]: AccountMessages.mfaRequired,
  [ErrorCodes.UNAUTHORIZED]: AccountMessages.signInRequired,
  [ErrorCodes.VALIDATION]: AccountMessages.checkFields,
};

/** The message for an account error; anything unknown is `fallback` (default: the generic unexpected error). */
export const accountErrorMessage = (e: AccountError, fallback: string = AccountMessages.unexpected): string => lookup(byCode, e.code) ?? fallback;

/** Field errors carried by a VALIDATION error (context.fields), or {} for any other error. */
export const accountFieldErrors = (e: AccountError): Readonly<Record<string, string>> => {
  if (e.code !== ErrorCodes.VALIDATION) return {};
  const fields = e.context?.['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((kv): kv is [string, string] => typeof kv[1] === 'string'));
};

/** The spec's password-change "generic error flag": any failure other than a wrong current password or field errors. */
export const isGenericPasswordError = (e: AccountError): boolean =>
  e.code !== AccountCodes.CURRENT_PASSWORD_WRONG && Object.keys(accountFieldErrors(e)).length === 0;
