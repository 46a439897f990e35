// Address rules (spec section 3 "Address"): normalization, validation with field messages, and the
// strings an address is shown as. Postal formats: US ZIP (12345 or 12345-6789), Canadian postal code (A1A 1A1).
import type { Address, AddressInput } from '../model';
import { FieldMessages } from '../messages';
import { COUNTRY_NAMES, isSubdivisionOf, isSupportedCountry } from './subdivisions';

export type AddressField = keyof AddressInput;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Our limits (the spec gives none). */
export const ADDRESS_LIMITS = { name: 30, line: 60, city: 40 } as const;

const US_ZIP = /^\d{5}(-\d{4})?$/;
// Canada Post: no D, F, I, O, Q, U anywhere; no W or Z as the first letter.
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Postal code in its canonical form: US as typed (trimmed), Canadian upper case with one space. */
export const normalizePostalCode = (country: string, raw: string): string => {
  const t = raw.trim().toUpperCase();
  if (country !== 'CA') return t;
  const compact = t.replace(/\s+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : t;
};

export const isValidPostalCode = (country: string, raw: string): boolean => {
  const p = normalizePostalCode(country, raw);
  if (country === 'US') return US_ZIP.test(p);
  if (country === 'CA') return CA_POSTAL.test(p);
  return false;
};

/**
 * North American numbers: 10 digits (an optional leading 1 or +1), separators space . - ( ) allowed;
 * area code and exchange cannot start with 0 or 1. Returns the ten digits, or undefined when invalid.
 */
export const phoneDigits = (raw: string): string | undefined => {
  const t = raw.trim();
  if (!/^\+?[\d\s.()-]+$/.test(t)) return undefined;
  let d = t.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (t.startsWith('+') && t.replace(/\D/g, '').length !== 11) return undefined;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(d) ? d : undefined;
};

export const isValidPhoneNumber = (raw: string): boolean => phoneDigits(raw) !== undefined;

/** '206-555-0142', or the input trimmed when it is not a valid number. */
export const formatPhoneNumber = (raw: string): string => {
  const d = phoneDigits(raw);
  return d === undefined ? raw.trim() : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
};

const clean = (s: string | undefined): string => (s ?? '').trim().replace(/\s+/g, ' ');

/** Trims every field, upper-cases codes and formats phone and postal code; validation runs on the result. */
export const normalizeAddress = <A extends AddressInput>(a: A): A => {
  const country = clean(a.country).toUpperCase();
  const line2 = clean(a.addressLine2);
  const { addressLine2: _drop, ...rest } = a;
  return {
    ...rest,
    firstName: clean(a.firstName),
    lastName: clean(a.lastName),
    phoneNumber: formatPhoneNumber(a.phoneNumber),
    addressLine1: clean(a.addressLine1),
    ...(line2 !== '' ? { addressLine2: line2 } : {}),
    city: clean(a.city),
    postalCode: normalizePostalCode(country, a.postalCode),
    countrySubdivision: clean(a.countrySubdivision).toUpperCase(),
    country,
  } as A;
};

const tooLong = (s: string, max: number): boolean => [...s].length > max;

/** Field errors of an address; empty when valid. Validates the normalized form. */
export const validateAddress = (input: AddressInput): AddressErrors => {
  const a = normalizeAddress(input);
  const e: AddressErrors = {};
  if (a.firstName === '') e.firstName = FieldMessages.firstNameRequired;
  else if (tooLong(a.firstName, ADDRESS_LIMITS.name)) e.firstName = FieldMessages.nameTooLong(ADDRESS_LIMITS.name);
  if (a.lastName === '') e.lastName = FieldMessages.lastNameRequired;
  else if (tooLong(a.lastName, ADDRESS_LIMITS.name)) e.lastName = FieldMessages.nameTooLong(ADDRESS_LIMITS.name);
  if (a.phoneNumber === '') e.phoneNumber = FieldMessages.phoneRequired;
  else if (!isValidPhoneNumber(a.phoneNumber)) e.phoneNumber = FieldMessages.phoneInvalid;
  if (a.addressLine1 === '') e.addressLine1 = FieldMessages.addressLine1Required;
  else if (tooLong(a.addressLine1, ADDRESS_LIMITS.line)) e.addressLine1 = FieldMessages.lineTooLong(ADDRESS_LIMITS.line);
  if (a.addressLine2 !== undefined && tooLong(a.addressLine2, ADDRESS_LIMITS.line)) e.addressLine2 = FieldMessages.lineTooLong(ADDRESS_LIMITS.line);
  if (a.city === '') e.city = FieldMessages.cityRequired;
  else if (tooLong(a.city, ADDRESS_LIMITS.city)) e.city = FieldMessages.lineTooLong(ADDRESS_LIMITS.city);
  if (a.country === '') e.country = FieldMessages.countryRequired;
  else if (!isSupportedCountry(a.country)) e.country = FieldMessages.countryUnsupported;
  if (isSupportedCountry(a.country)) {
    if (!isSubdivisionOf(a.country, a.countrySubdivision)) e.countrySubdivision = FieldMessages.subdivisionRequired(a.country);
    if (a.postalCode === '') e.postalCode = FieldMessages.postalCodeRequired(a.country);
    else if (!isValidPostalCode(a.country, a.postalCode)) e.postalCode = a.country === 'CA' ? FieldMessages.postalCodeInvalid : FieldMessages.zipInvalid;
  }
  return e;
};

export const isValidAddress = (a: AddressInput): boolean => Object.keys(validateAddress(a)).length === 0;

/** The lines an address is shown as: street, optional unit, 'City, ST 12345', country name. */
export const addressLines = (a: AddressInput): string[] => [
  a.addressLine1,
  ...(a.addressLine2 ? [a.addressLine2] : []),
  `${a.city}, ${a.countrySubdivision} ${a.postalCode}`,
  isSupportedCountry(a.country) ? COUNTRY_NAMES[a.country] : a.country,
];

/** One line, for a picker: '1912 Pike Place, Apt 3, Seattle, WA 98101'. */
export const addressSingleLine = (a: AddressInput): string =>
  [a.addressLine1, ...(a.addressLine2 ? [a.addressLine2] : []), `${a.city}, ${a.countrySubdivision} ${a.postalCode}`].join(', ');

export const addressName = (a: Pick<Address, 'firstName' | 'lastName'>): string => `${a.firstName} ${a.lastName}`.trim();
