// Public surface of '@crema/catalog/account': the member account service's seed data.
export { seedOrderHistory, seedPersonal, seedProfiles, seedPreferences, seedMfaPhones, type StoredPersonal, type StoredProfile } from './seed';
