// The account capability's wire shapes (ours: the spec shows the account routes but none of their calls),
// one io-ts codec each: the HTTP adapter decodes the server's answers with them and the server decodes the
// browser's requests with the same ones. REST under ACCOUNT_API_PATH; every call acts for the session's
// member, never for one named in a request.
import * as t from 'io-ts';
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

export const ACCOUNT_API_PATH = '/apiproxy/v1/account';

/** The paths of the account calls, relative to the product's host. */
export const AccountPaths = {
  personal: `${ACCOUNT_API_PATH}/personal`,
  profile: `${ACCOUNT_API_PATH}/profile`,
  partner: `${ACCOUNT_API_PATH}/partner`,
  preferences: `${ACCOUNT_API_PATH}/communication-preferences`,
  emailChangeCode: `${ACCOUNT_API_PATH}/email-change/code`,
  emailChangeConfirm: `${ACCOUNT_API_PATH}/email-change/confirm`,
  password: `${ACCOUNT_API_PATH}/password`,
  privacy: `${ACCOUNT_API_PATH}/privacy`,
  dataDownload: `${ACCOUNT_API_PATH}/privacy/data-download`,
  dataExport: `${ACCOUNT_API_PATH}/privacy/data-export`,
  deletion: `${ACCOUNT_API_PATH}/privacy/deletion`,
  mfaPhone: `${ACCOUNT_API_PATH}/mfa-phone`,
  mfaPhoneCode: `${ACCOUNT_API_PATH}/mfa-phone/code`,
  mfaPhoneConfirm: `${ACCOUNT_API_PATH}/mfa-phone/confirm`,
  orderHistory: `${ACCOUNT_API_PATH}/history/orders`,
  egiftHistory: `${ACCOUNT_API_PATH}/history/egifts`,
} as const;

const refined = <A>(name: string, base: t.Type<A, A, unknown>, ok: (a: A) => boolean): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, (u): u is A => base.is(u) && ok(u), (u, c) => (base.is(u) && ok(u) ? t.success(u) : t.failure(u, c)), t.identity);

/** Text a member types: at most 200 characters on the wire (the rules give the real limits and messages). */
const Text = refined('Text', t.string, (s) => s.length <= 200);
const Instant = refined('Instant', t.number, (n) => Number.isSafeInteger(n) && n >= 0);
const Count = refined('Count', t.number, (n) => Number.isSafeInteger(n) && n >= 0);
const MoneyCodec = t.type({ amount: refined('MinorUnits', t.number, (n) => Number.isSafeInteger(n)), currency: t.string });

const BirthdayCodec = t.type({ month: refined('Month', t.number, Number.isInteger), day: refined('Day', t.number, Number.isInteger) });

const PersonalAddressCodec = t.intersection([
  t.type({ addressLine1: Text, city: Text, postalCode: Text, countrySubdivision: Text, country: Text }),
  t.partial({ addressLine2: Text }),
]);

export const PersonalDetailsInputCodec: t.Type<PersonalDetailsInput, PersonalDetailsInput, unknown> = t.intersection([
  t.type({ firstName: Text, lastName: Text }),
  t.partial({ phoneNumber: Text, birthday: BirthdayCodec, address: PersonalAddressCodec }),
]);

export const PersonalDetailsCodec: t.Type<PersonalDetails, PersonalDetails, unknown> = t.intersection([
  t.type({ firstName: t.string, lastName: t.string, email: t.string }),
  t.partial({ phoneNumber: t.string, birthday: BirthdayCodec, address: PersonalAddressCodec }),
]);

export const ProfileInputCodec: t.Type<ProfileInput, ProfileInput, unknown> = t.type({ displayName: Text, favoriteDrink: Text });
export const ProfileCodec: t.Type<Profile, Profile, unknown> = t.type({ displayName: t.string, initials: t.string, memberSince: Instant, favoriteDrink: t.string });

export const PartnerNumberBodyCodec = t.type({ partnerNumber: Text });
export const PartnerLinkCodec: t.Type<PartnerLink, PartnerLink, unknown> = t.type({ partnerNumber: t.string, linkedAt: Instant });
/** GET answers { link: null } when no partner number is linked. */
export const PartnerLinkAnswerCodec = t.type({ link: t.union([PartnerLinkCodec, t.null]) });

export const CommunicationPreferencesCodec: t.Type<CommunicationPreferences, CommunicationPreferences, unknown> = t.type({ emailOffers: t.boolean, push: t.boolean, sms: t.boolean });

export const PendingCodeCodec: t.Type<PendingCode, PendingCode, unknown> = t.type({ target: t.string, expiresAt: Instant });
export const EmailChangeBodyCodec = t.type({ newEmail: Text });
export const CodeBodyCodec = t.type({ code: Text });
export const EmailAnswerCodec = t.type({ email: t.string });

export const PasswordChangeBodyCodec = t.type({ currentPassword: Text, newPassword: Text });

export const PrivacyStateCodec: t.Type<PrivacyState, PrivacyState, unknown> = t.partial({
  dataDownloadRequestedAt: Instant,
  dataDownloadReadyAt: Instant,
  deletionRequestedAt: Instant,
  deletionScheduledFor: Instant,
});
export const DataExportCodec: t.Type<DataExport, DataExport, unknown> = t.type({ fileName: t.string, contents: t.string });
export const DeletionBodyCodec = t.type({ confirmation: Text });

export const MfaPhoneCodec: t.Type<MfaPhone, MfaPhone, unknown> = t.partial({ phoneNumber: t.string, verifiedAt: Instant });
export const MfaPhoneBodyCodec = t.type({ phoneNumber: Text });

const OrderHistoryItemCodec = t.intersection([t.type({ name: t.string, quantity: Count }), t.partial({ detail: t.string })]);
export const OrderHistoryEntryCodec: t.Type<OrderHistoryEntry, OrderHistoryEntry, unknown> = t.type({
  orderId: t.string,
  storeNumber: t.string,
  storeName: t.string,
  placedAt: Instant,
  items: t.readonlyArray(OrderHistoryItemCodec),
  total: MoneyCodec,
  starsEarned: Count,
});
export const OrderHistoryCodec: t.Type<readonly OrderHistoryEntry[], readonly OrderHistoryEntry[], unknown> = t.readonlyArray(OrderHistoryEntryCodec);

export const EgiftHistoryEntryCodec: t.Type<EgiftHistoryEntry, EgiftHistoryEntry, unknown> = t.intersection([
  t.type({ orderNumber: t.string, purchasedAt: Instant, recipientName: t.string, recipientEmail: t.string, amount: MoneyCodec }),
  t.partial({
    productNumber: t.string,
    designName: t.string,
    message: t.string,
    delivery: t.union([t.type({ status: t.literal('sending') }), t.type({ status: t.literal('delivered'), deliveredAt: Instant })]),
  }),
]);
export const EgiftHistoryCodec: t.Type<readonly EgiftHistoryEntry[], readonly EgiftHistoryEntry[], unknown> = t.readonlyArray(EgiftHistoryEntryCodec);
