// Security settings: the rules of the account's sensitive changes (the password policy, one-time codes, a new
// e-mail, the data-download and deletion timings) and the use cases that change the password, the e-mail and the
// verification phone.
export {
  canRequestDataDownload,
  checkCode,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  codeFormatError,
  DATA_DOWNLOAD_PREPARATION_MS,
  dataDownloadStatus,
  DELETE_CONFIRMATION_WORD,
  DELETION_GRACE_MS,
  isCodeExpired,
  isDeletionConfirmed,
  isDeletionPending,
  newEmailError,
  normalizeCode,
  PASSWORD_POLICY_TEXT,
  passwordPolicyErrors,
  PasswordPolicyMessages,
  validatePasswordChange,
} from './security-rules';
export type { CodeCheck, DataDownloadStatus, PasswordChangeForm } from './security-rules';
export { makeChangePassword } from './change-password';
export { makeConfirmEmailChange } from './confirm-email-change';
export { makeConfirmMfaPhone } from './confirm-mfa-phone';
export { makeLoadMfaPhone } from './load-mfa-phone';
export { makeRequestEmailChange } from './request-email-change';
export { makeRequestMfaPhoneCode } from './request-mfa-phone-code';
