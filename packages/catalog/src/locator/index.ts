// Public surface of '@crema/catalog/locator': the store world (about 24,000 stores generated from the
// gazetteer, indexed with kdbush), full stores with their hours and open state at an instant, and the
// locations and places services' answers over it.
export { loadLocatorWorld, type LocatorWorld, type LocatorWorldOptions } from './locator-world';
export { defaultGazetteerLoader, decodeGazetteer, type GazetteerLoader, type Place } from './gazetteer-data';
export { createGazetteer, foldName, type Gazetteer, type ResolvedPlace } from './gazetteer';
export {
  generateCatalog,
  featurePredicate,
  isStoreOpen,
  nearestStores,
  nearestStoresByScan,
  DEFAULT_STORE_COUNT,
  STORE_SEED,
  DEMO_STORES,
  AVAILABILITY,
  type StoreCatalog,
  type Hit,
} from './store-catalog';
export { buildStore, storeNumberOf, curbsideAvailabilityOf } from './store-details';
export { FEATURE_BITS, LICENSED_BIT, AMENITY_NAMES, PICKUP_OPTION_NAMES, requiredMask, type FeatureBitCode } from './store-features';
export { HOURS_PATTERNS, localTime, openStatus, isOpenAt, hoursOn, holidayOn, formatClock, type HoursPattern, type LocalTime, type OpenStatus } from './store-hours';
export { MARKETS, timeZoneFor, type Market } from './markets';
export { regionCode, regionName, countryName } from './regions';
export { US_STATE_NUMBERING, US_CITY_NUMBERING, METRO_RADIUS_KM, placeNumbering, type UsNumbering, type PlaceNumbering } from './contact-numbers';
export {
  SEARCH_RADIUS_KM,
  NEAREST_LIMIT,
  NEAREST_RADIUS_KM,
  MAX_SEARCH_LIMIT,
  DEFAULT_SEARCH_LIMIT,
  MAX_AUTOCOMPLETE_LIMIT,
  NO_MEMBER_STORES,
  geocode,
  searchStoreHits,
  nearestStoreHits,
  findStoreIndex,
  findStore,
  storeHitByNumber,
  storeLocation,
  storeLocations,
  searchPlace,
  autocompletePlaces,
  type MemberStores,
} from './store-search';
export { storeFactsAt } from './store-facts';
export { seedFavoriteStores, type FavoriteStoresByMember } from './favorite-stores-seed';
