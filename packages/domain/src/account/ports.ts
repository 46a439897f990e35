// What the account capability needs from the outside world. Every method acts for the signed-in member
// (UNAUTHORIZED otherwise) and answers Observable<Either<AccountError, T>>.
import type { Answer } from '../shared/answers';
import type { AccountError } from './errors';
import type {
  CommunicationPreferences,
  DataExport,
  EgiftHistoryEntry,
  MfaPhone,
  OrderHistoryEntry,
  PartnerLink,
  PendingCode,
  PersonalDetails,
  PersonalDetailsInput,
  PrivacyState,
  Profile,
  ProfileInput,
} from './model';

/** The member's record: personal info (/account/personal) and public profile (/account/profile). */
export interface MemberRecords {
  getPersonalDetails(): Answer<PersonalDetails, AccountError>;
  updatePersonalDetails(input: PersonalDetailsInput): Answer<PersonalDetails, AccountError>;
  getProfile(): Answer<Profile, AccountError>;
  updateProfile(input: ProfileInput): Answer<Profile, AccountError>;
}

/** /account/personal/partner: employees ("partners") link their partner number to their account. */
export interface PartnerProgram {
  getLink(): Answer<PartnerLink | null, AccountError>;
  /** PARTNER_NUMBER_IN_USE when another member has linked it. */
  link(partnerNumber: string): Answer<PartnerLink, AccountError>;
  unlink(): Answer<null, AccountError>;
}

/** /account/settings/communication-preferences */
export interface ContactPreferences {
  get(): Answer<CommunicationPreferences, AccountError>;
  /** VALIDATION (fields.sms) when text messages are asked for without a phone number on file. */
  update(prefs: CommunicationPreferences): Answer<CommunicationPreferences, AccountError>;
}

/** /account/settings/edit-email then /edit-email/enter-code */
export interface EmailChange {
  /** Sends a 6-digit code to the new address, valid 10 minutes; a new request replaces the old code. */
  requestCode(newEmail: string): Answer<PendingCode, AccountError>;
  /** CODE_WRONG, CODE_EXPIRED, CODE_TOO_MANY_ATTEMPTS or CODE_NOT_REQUESTED on failure. */
  confirm(code: string): Answer<{ readonly email: string }, AccountError>;
}

/** /account/settings/password (the UI guards it with multi-factor re-authentication). */
export interface PasswordChange {
  /** CURRENT_PASSWORD_WRONG, or VALIDATION when the new password breaks the policy. */
  change(input: { readonly currentPassword: string; readonly newPassword: string }): Answer<void, AccountError>;
}

/** /account/settings/privacy */
export interface PrivacyRequests {
  get(): Answer<PrivacyState, AccountError>;
  /** REQUEST_ALREADY_RECEIVED while a download is being prepared. */
  requestDataDownload(): Answer<PrivacyState, AccountError>;
  /** DATA_EXPORT_NOT_READY until the prepared download is ready. */
  downloadDataExport(): Answer<DataExport, AccountError>;
  /** VALIDATION unless confirmation is 'DELETE'; REQUEST_ALREADY_RECEIVED when already requested. */
  requestDeletion(input: { readonly confirmation: string }): Answer<PrivacyState, AccountError>;
  cancelDeletion(): Answer<PrivacyState, AccountError>;
}

/** /account/settings/mfa, /mfa/add-phone-number, /mfa/edit-phone-number */
export interface MfaPhoneEnrollment {
  get(): Answer<MfaPhone, AccountError>;
  /** Texts a 6-digit code to the phone, valid 10 minutes. */
  requestCode(phoneNumber: string): Answer<PendingCode, AccountError>;
  /** Saves the phone once the code is right (same failures as EmailChange.confirm). */
  confirm(code: string): Answer<MfaPhone, AccountError>;
}

/** /account/history */
export interface OrderHistory {
  list(): Answer<readonly OrderHistoryEntry[], AccountError>;
}

/** /account/history/egift */
export interface EgiftHistory {
  list(): Answer<readonly EgiftHistoryEntry[], AccountError>;
}

/** Every account port, as one backend provides them (the use cases, the contract and the web bind these). */
export interface AccountPorts {
  readonly records: MemberRecords;
  readonly partners: PartnerProgram;
  readonly preferences: ContactPreferences;
  readonly emailChange: EmailChange;
  readonly passwords: PasswordChange;
  readonly privacy: PrivacyRequests;
  readonly mfa: MfaPhoneEnrollment;
  readonly orders: OrderHistory;
  readonly egifts: EgiftHistory;
}
