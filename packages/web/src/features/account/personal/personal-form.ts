// The personal-info form's text fields and their mapping to the use case's input. Rules (what is valid,
// how values are normalized) stay in the domain; this only turns inputs into the model and back.
import type { PersonalDetails, PersonalDetailsInput } from '@crema/domain/account';

export interface PersonalForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  /** '' or '1'..'12' */
  readonly month: string;
  /** '' or '1'..'31' */
  readonly day: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly countrySubdivision: string;
  readonly postalCode: string;
  readonly country: string;
}

export const formOf = (d: PersonalDetails): PersonalForm => ({
  firstName: d.firstName,
  lastName: d.lastName,
  phoneNumber: d.phoneNumber ?? '',
  month: d.birthday ? String(d.birthday.month) : '',
  day: d.birthday ? String(d.birthday.day) : '',
  addressLine1: d.address?.addressLine1 ?? '',
  addressLine2: d.address?.addressLine2 ?? '',
  city: d.address?.city ?? '',
  countrySubdivision: d.address?.countrySubdivision ?? '',
  postalCode: d.address?.postalCode ?? '',
  country: d.address?.country ?? 'US',
});

const filled = (s: string): boolean => s.trim() !== '';

/** Empty optional parts (phone, birthday, address) are left out; a partly filled part goes to validation. */
export const inputOf = (f: PersonalForm): PersonalDetailsInput => {
  const hasAddress = [f.addressLine1, f.addressLine2, f.city, f.countrySubdivision, f.postalCode].some(filled);
  const hasBirthday = f.month !== '' || f.day !== '';
  return {
    firstName: f.firstName,
    lastName: f.lastName,
    ...(filled(f.phoneNumber) ? { phoneNumber: f.phoneNumber } : {}),
    ...(hasBirthday ? { birthday: { month: Number(f.month || 0), day: Number(f.day || 0) } } : {}),
    ...(hasAddress
      ? {
          address: {
            addressLine1: f.addressLine1,
            ...(filled(f.addressLine2) ? { addressLine2: f.addressLine2 } : {}),
            city: f.city,
            countrySubdivision: f.countrySubdivision,
            postalCode: f.postalCode,
            country: f.country,
          },
        }
      : {}),
  };
};
