// The account ports over HTTP (the server's /apiproxy/v1/account calls, ours: the spec shows the routes, not
// the calls). Each method is one call whose answer is decoded with the domain's account codecs (a malformed
// answer is DECODE_ERROR, never a crash). The member is the session's, never named in a request.
//
// When the server refuses a form with VALIDATION_ERROR and its error body names no fields, the adapter names
// them by the same domain rule the server applied to the same input (details-rules, security-rules), so the
// screens mark the same fields with the same messages as on the fake.
import { map } from 'rxjs';
import { left, map as mapRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import { ErrorCodes, type Answer } from '@crema/domain';
import {
  AccountMessages,
  AccountPaths,
  CommunicationPreferencesCodec,
  DataExportCodec,
  EgiftHistoryCodec,
  EmailAnswerCodec,
  isAccountErrorCode,
  isDeletionConfirmed,
  isValidPartnerNumber,
  MfaPhoneCodec,
  OrderHistoryCodec,
  PartnerLinkAnswerCodec,
  PartnerLinkCodec,
  PendingCodeCodec,
  PersonalDetailsCodec,
  PrivacyStateCodec,
  ProfileCodec,
  validatePasswordChange,
  validatePersonalDetails,
  validatePreferences,
  validateProfile,
  type AccountError,
  type ContactPreferences,
  type EgiftHistory,
  type EmailChange,
  type MemberRecords,
  type MfaPhoneEnrollment,
  type OrderHistory,
  type PartnerProgram,
  type PasswordChange,
  type PrivacyRequests,
} from '@crema/domain/account';
import { isValidEmail } from '@crema/domain/auth';
import { isValidPhoneNumber } from '@crema/domain/payments';
import { restValue, typedClient, type HttpClient } from '../client';

/** The client with its errors' codes decoded to the account's codes (an unknown code becomes the typed fallback). */
const accountClient = (client: HttpClient) => typedClient(client, isAccountErrorCode);
type Fields = Readonly<Record<string, string | undefined>>;

const NoBody = t.union([t.undefined, t.null, t.UnknownRecord]);

/** A VALIDATION_ERROR without field errors gets those the domain's rule finds in what was sent. */
const withFields =
  (fields: () => Fields) =>
  <T>(o$: Answer<T, AccountError>): Answer<T, AccountError> =>
    o$.pipe(
      map((r) => {
        if (r._tag === 'Right' || r.left.code !== ErrorCodes.VALIDATION || r.left.context?.['fields'] !== undefined) return r;
        const found = Object.fromEntries(Object.entries(fields()).filter((kv): kv is [string, string] => kv[1] !== undefined));
        if (Object.keys(found).length === 0) return r;
        return left<AccountError, T>({ ...r.left, context: { ...r.left.context, fields: found } });
      }),
    );

export const createHttpMemberRecords = (client: HttpClient): MemberRecords => ({
  getPersonalDetails: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.personal, decoder: PersonalDetailsCodec }),
  updatePersonalDetails: (input) =>
    restValue(accountClient(client), { method: 'PUT', path: AccountPaths.personal, body: input, decoder: PersonalDetailsCodec }).pipe(withFields(() => validatePersonalDetails(input))),
  getProfile: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.profile, decoder: ProfileCodec }),
  updateProfile: (input) =>
    restValue(accountClient(client), { method: 'PUT', path: AccountPaths.profile, body: { displayName: input.displayName, favoriteDrink: input.favoriteDrink }, decoder: ProfileCodec }).pipe(
      withFields(() => validateProfile(input)),
    ),
});

export const createHttpPartnerProgram = (client: HttpClient): PartnerProgram => ({
  getLink: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.partner, decoder: PartnerLinkAnswerCodec }).pipe(map(mapRight((a) => a.link))),
  link: (partnerNumber) =>
    restValue(accountClient(client), { method: 'POST', path: AccountPaths.partner, body: { partnerNumber }, decoder: PartnerLinkCodec }).pipe(
      withFields(() => ({ partnerNumber: isValidPartnerNumber(partnerNumber) ? undefined : AccountMessages.partnerNumberInvalid })),
    ),
  unlink: () => restValue(accountClient(client), { method: 'DELETE', path: AccountPaths.partner, decoder: t.type({ link: t.null }) }).pipe(map(mapRight(() => null))),
});

export const createHttpContactPreferences = (client: HttpClient): ContactPreferences => ({
  get: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.preferences, decoder: CommunicationPreferencesCodec }),
  // The server refuses preferences only for text messages without a phone number on file.
  update: (prefs) =>
    restValue(accountClient(client), { method: 'PUT', path: AccountPaths.preferences, body: { emailOffers: prefs.emailOffers, push: prefs.push, sms: prefs.sms }, decoder: CommunicationPreferencesCodec }).pipe(
      withFields(() => validatePreferences(prefs, undefined)),
    ),
});

export const createHttpEmailChange = (client: HttpClient): EmailChange => ({
  requestCode: (newEmail) =>
    restValue(accountClient(client), { method: 'POST', path: AccountPaths.emailChangeCode, body: { newEmail }, decoder: PendingCodeCodec }).pipe(
      withFields(() => ({ email: isValidEmail(newEmail) ? undefined : AccountMessages.emailInvalid })),
    ),
  confirm: (code) => restValue(accountClient(client), { method: 'POST', path: AccountPaths.emailChangeConfirm, body: { code }, decoder: EmailAnswerCodec }),
});

export const createHttpPasswordChange = (client: HttpClient): PasswordChange => ({
  change: ({ currentPassword, newPassword }) =>
    restValue(accountClient(client), { method: 'POST', path: AccountPaths.password, body: { currentPassword, newPassword }, decoder: NoBody }).pipe(
      map(mapRight((): void => undefined)),
      withFields(() => ({ newPassword: validatePasswordChange({ currentPassword, newPassword }).newPassword })),
    ),
});

export const createHttpPrivacyRequests = (client: HttpClient): PrivacyRequests => ({
  get: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.privacy, decoder: PrivacyStateCodec }),
  requestDataDownload: () => restValue(accountClient(client), { method: 'POST', path: AccountPaths.dataDownload, decoder: PrivacyStateCodec }),
  downloadDataExport: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.dataExport, decoder: DataExportCodec }),
  requestDeletion: ({ confirmation }) =>
    restValue(accountClient(client), { method: 'POST', path: AccountPaths.deletion, body: { confirmation }, decoder: PrivacyStateCodec }).pipe(
      withFields(() => ({ confirmation: isDeletionConfirmed(confirmation) ? undefined : AccountMessages.deletionConfirmWord })),
    ),
  cancelDeletion: () => restValue(accountClient(client), { method: 'DELETE', path: AccountPaths.deletion, decoder: PrivacyStateCodec }),
});

export const createHttpMfaPhoneEnrollment = (client: HttpClient): MfaPhoneEnrollment => ({
  get: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.mfaPhone, decoder: MfaPhoneCodec }),
  requestCode: (phoneNumber) =>
    restValue(accountClient(client), { method: 'POST', path: AccountPaths.mfaPhoneCode, body: { phoneNumber }, decoder: PendingCodeCodec }).pipe(
      withFields(() => ({ phoneNumber: isValidPhoneNumber(phoneNumber) ? undefined : AccountMessages.phoneInvalid })),
    ),
  confirm: (code) => restValue(accountClient(client), { method: 'POST', path: AccountPaths.mfaPhoneConfirm, body: { code }, decoder: MfaPhoneCodec }),
});

export const createHttpOrderHistory = (client: HttpClient): OrderHistory => ({
  list: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.orderHistory, decoder: OrderHistoryCodec }),
});

export const createHttpEgiftHistory = (client: HttpClient): EgiftHistory => ({
  list: () => restValue(accountClient(client), { method: 'GET', path: AccountPaths.egiftHistory, decoder: EgiftHistoryCodec }),
});

/** Every account port over one client (the web's HTTP backend binds these). */
export const createHttpAccount = (client: HttpClient) => ({
  records: createHttpMemberRecords(client),
  partners: createHttpPartnerProgram(client),
  preferences: createHttpContactPreferences(client),
  emailChange: createHttpEmailChange(client),
  passwords: createHttpPasswordChange(client),
  privacy: createHttpPrivacyRequests(client),
  mfa: createHttpMfaPhoneEnrollment(client),
  orders: createHttpOrderHistory(client),
  egifts: createHttpEgiftHistory(client),
});
