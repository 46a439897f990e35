// The member's personal info, profile and partner link: the rules that judge them, and the use cases that load and save them.
export {
  daysInBirthdayMonth,
  DEFAULT_PREFERENCES,
  defaultDisplayName,
  DISPLAY_NAME_MAX,
  FAVORITE_DRINK_MAX,
  initialsOf,
  isValidBirthday,
  isValidPartnerNumber,
  maskPartnerNumber,
  NAME_MAX,
  normalizePartnerNumber,
  normalizePersonalAddress,
  normalizePersonalDetails,
  normalizeProfile,
  PARTNER_NUMBER_LENGTH,
  validatePersonalAddress,
  validatePersonalDetails,
  validatePreferences,
  validateProfile,
} from './details-rules';
export type { FieldErrors, PersonalDetailsField } from './details-rules';
export { makeLinkPartner } from './link-partner';
export { makeLoadPartnerLink } from './load-partner-link';
export { makeLoadPersonalDetails } from './load-personal-details';
export { makeLoadProfile } from './load-profile';
export { makeSavePersonalDetails } from './save-personal-details';
export { makeSaveProfile } from './save-profile';
export { makeUnlinkPartner } from './unlink-partner';
