// Rules of the member's own details: personal info, partner number, profile and communication preferences.
import { ADDRESS_LIMITS, formatPhoneNumber, isValidPhoneNumber, normalizeAddress, validateAddress } from '../../payments';
import type { Birthday, CommunicationPreferences, PersonalAddress, PersonalDetailsInput, ProfileInput } from '../model';
import { AccountMessages } from '../messages';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const NAME_MAX = ADDRESS_LIMITS.name;

const clean = (s: string | undefined): string => (s ?? '').trim().replace(/\s+/g, ' ');
const length = (s: string): number => [...s].length;

// ---- Birthday -------------------------------------------------------------------------------------

/** Days in a month for a birthday: February has 29 (a birthday has no year). */
export const daysInBirthdayMonth = (month: number): number => [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

export const isValidBirthday = (b: Birthday): boolean =>
  Number.isInteger(b.month) && Number.isInteger(b.day) && b.month >= 1 && b.month <= 12 && b.day >= 1 && b.day <= daysInBirthdayMonth(b.month);

// ---- Personal details -----------------------------------------------------------------------------

type AddressErrors = FieldErrors<keyof PersonalAddress>;

/** Address fields of the personal-info form, checked by the same rules as billing addresses. */
export const validatePersonalAddress = (a: PersonalAddress): AddressErrors => {
  const all = validateAddress({ ...a, type: 'registration', firstName: 'x', lastName: 'x', phoneNumber: '2065550142' });
  const keys: (keyof PersonalAddress)[] = ['addressLine1', 'addressLine2', 'city', 'postalCode', 'countrySubdivision', 'country'];
  return Object.fromEntries(keys.flatMap((k) => (all[k] === undefined ? [] : [[k, all[k]]]))) as AddressErrors;
};

/** Trimmed, codes upper-cased, postal code in canonical form (same normalization as billing addresses). */
export const normalizePersonalAddress = (a: PersonalAddress): PersonalAddress => {
  const n = normalizeAddress({ ...a, type: 'registration', firstName: '', lastName: '', phoneNumber: '' });
  return {
    addressLine1: n.addressLine1,
    ...(n.addressLine2 !== undefined ? { addressLine2: n.addressLine2 } : {}),
    city: n.city,
    postalCode: n.postalCode,
    countrySubdivision: n.countrySubdivision,
    country: n.country,
  };
};

export type PersonalDetailsField = 'firstName' | 'lastName' | 'phoneNumber' | 'birthday' | keyof PersonalAddress;

export const normalizePersonalDetails = (d: PersonalDetailsInput): PersonalDetailsInput => {
  const phone = clean(d.phoneNumber);
  return {
    firstName: clean(d.firstName),
    lastName: clean(d.lastName),
    ...(phone !== '' ? { phoneNumber: formatPhoneNumber(phone) } : {}),
    ...(d.birthday !== undefined ? { birthday: d.birthday } : {}),
    ...(d.address !== undefined ? { address: normalizePersonalAddress(d.address) } : {}),
  };
};

export const validatePersonalDetails = (input: PersonalDetailsInput): FieldErrors<PersonalDetailsField> => {
  const d = normalizePersonalDetails(input);
  const e: FieldErrors<PersonalDetailsField> = {};
  if (d.firstName === '') e.firstName = AccountMessages.firstNameRequired;
  else if (length(d.firstName) > NAME_MAX) e.firstName = AccountMessages.nameTooLong(NAME_MAX);
  if (d.lastName === '') e.lastName = AccountMessages.lastNameRequired;
  else if (length(d.lastName) > NAME_MAX) e.lastName = AccountMessages.nameTooLong(NAME_MAX);
  if (d.phoneNumber !== undefined && !isValidPhoneNumber(d.phoneNumber)) e.phoneNumber = AccountMessages.phoneInvalid;
  if (d.birthday !== undefined && !isValidBirthday(d.birthday)) e.birthday = AccountMessages.birthdayInvalid;
  return d.address === undefined ? e : { ...e, ...validatePersonalAddress(d.address) };
};

// ---- Partner (employee) number ----------------------------------------------------------------------

/** Our rule (the spec shows only the route): a partner number is 8 digits; spaces are ignored. */
export const PARTNER_NUMBER_LENGTH = 8;

export const normalizePartnerNumber = (raw: string): string => raw.replace(/\s+/g, '');

export const isValidPartnerNumber = (raw: string): boolean => new RegExp(`^\\d{${PARTNER_NUMBER_LENGTH}}$`).test(normalizePartnerNumber(raw));

/** '12345678' -> '••••5678', for showing a linked number. */
export const maskPartnerNumber = (n: string): string => `${'•'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

// ---- Profile --------------------------------------------------------------------------------------

export const DISPLAY_NAME_MAX = 30;
export const FAVORITE_DRINK_MAX = 60;

/** Avatar initials: first letters of the first and last words, upper case; '?' when there is no word. */
export const initialsOf = (displayName: string): string => {
  const words = clean(displayName).split(' ').filter((w) => w !== '');
  const first = words[0];
  const lastWord = words.length > 1 ? words[words.length - 1] : undefined;
  if (first === undefined) return '?';
  const initial = (w: string): string => ([...w][0] ?? '').toLocaleUpperCase();
  return lastWord === undefined ? initial(first) : `${initial(first)}${initial(lastWord)}`;
};

/** The display name of a member who has not chosen one: 'Avery Q.' */
export const defaultDisplayName = (firstName: string, lastName: string): string => {
  const l = [...clean(lastName)][0];
  return l === undefined ? clean(firstName) : `${clean(firstName)} ${l.toLocaleUpperCase()}.`;
};

export const normalizeProfile = (p: ProfileInput): ProfileInput => ({ displayName: clean(p.displayName), favoriteDrink: clean(p.favoriteDrink) });

export const validateProfile = (input: ProfileInput): FieldErrors<keyof ProfileInput> => {
  const p = normalizeProfile(input);
  const e: FieldErrors<keyof ProfileInput> = {};
  if (p.displayName === '') e.displayName = AccountMessages.displayNameRequired;
  else if (length(p.displayName) > DISPLAY_NAME_MAX) e.displayName = AccountMessages.nameTooLong(DISPLAY_NAME_MAX);
  if (length(p.favoriteDrink) > FAVORITE_DRINK_MAX) e.favoriteDrink = AccountMessages.favoriteDrinkTooLong(FAVORITE_DRINK_MAX);
  return e;
};

// ---- Communication preferences ----------------------------------------------------------------------

export const DEFAULT_PREFERENCES: CommunicationPreferences = { emailOffers: false, push: false, sms: false };

/** Text messages need a mobile number on file. */
export const validatePreferences = (p: CommunicationPreferences, phoneOnFile: string | undefined): FieldErrors<keyof CommunicationPreferences> =>
  p.sms && (phoneOnFile === undefined || phoneOnFile.trim() === '') ? { sms: AccountMessages.smsNeedsPhone } : {};
