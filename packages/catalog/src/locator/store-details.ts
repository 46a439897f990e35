// A full store (every field of the spec's location result) built from the compact catalog for one store,
// deterministically from the store's index, with its open status at an instant.
import { createSeededRandom, type Random } from '@crema/domain';
import type { CodeName, CurbsideAvailability, Store, WarningLabel } from '@crema/domain/locator';
import { phoneNumberFor, placeNumbering, postalCodeFor } from './contact-numbers';
import { regionCode } from './regions';
import { MARKETS } from './markets';
import { AVAILABILITY, type StoreCatalog } from './store-catalog';
import { AMENITY_NAMES, AMENITY_ORDER, FEATURE_BITS, LICENSED_BIT, PICKUP_OPTION_NAMES, PICKUP_ORDER } from './store-features';
import { HOURS_PATTERNS, localTime, openStatus } from './store-hours';

const STREETS = [
  'Main St', '1st Ave', '2nd Ave', '3rd Ave', '4th Ave', '5th Ave', 'Pine St', 'Oak St', 'Maple Ave', 'Cedar St',
  'Elm St', 'Market St', 'Broadway', 'Park Ave', 'Lake St', 'Hill St', 'Union St', 'Madison Ave', 'Jackson St',
  'Washington Blvd', 'Lincoln Ave', 'Center St', 'Church St', 'High St', 'Mill Rd', 'River Rd', 'Spring St',
  'Sunset Blvd', 'College Ave', 'Bay St', 'King St', 'Queen St', 'Harbor Way', 'Grand Ave', 'Division St',
];
const NEIGHBOURHOODS = [
  'Central', 'Station', 'Old Town', 'Market Square', 'Riverside', 'Harbour', 'Plaza', 'University', 'Airport',
  'City Mall', 'Park', 'North', 'South', 'East', 'West', 'Gate', 'Cathedral', 'Business Park', 'Waterfront', 'Arcade',
];
const WARNINGS: readonly WarningLabel[] = [
  { code: 'SEATING_CLOSED', label: 'Seating area temporarily closed' },
  { code: 'REMODEL', label: 'Remodel in progress: limited menu' },
  { code: 'CASHLESS', label: 'This store does not accept cash' },
];

const pickFrom = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r.next() * items.length)] as T;

/** The per-store random stream: independent of every other store, so building one store is cheap. */
export const storeRandom = (c: StoreCatalog, i: number): Random => createSeededRandom((c.seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0);

export const storeNumberOf = (c: StoreCatalog, i: number): string => {
  const r = storeRandom(c, i);
  return `${c.shortNumber[i] ?? 0}-${10000 + Math.floor(r.next() * 89999)}`;
};

/** Curbside availability: only a store with curbside has it, and only while the store is open (spec section 5). */
export const curbsideAvailabilityOf = (hasCurbside: boolean, open: boolean): CurbsideAvailability =>
  hasCurbside ? (open ? 'AVAILABLE' : 'CLOSED') : 'UNAVAILABLE';

const codeNames = (bits: number, order: readonly (keyof typeof FEATURE_BITS)[], names: Readonly<Record<string, string>>): CodeName[] =>
  order.filter((code) => (bits & FEATURE_BITS[code]) !== 0).map((code) => ({ code, name: names[code] ?? code }));

export const buildStore = (c: StoreCatalog, i: number, now: number): Store => {
  const r = storeRandom(c, i);
  const storeNumber = `${c.shortNumber[i] ?? 0}-${10000 + Math.floor(r.next() * 89999)}`;
  const place = c.places[c.place[i] ?? 0];
  const countryCode = place?.countryCode ?? 'US';
  const city = place?.name ?? '';
  const market = MARKETS[countryCode];
  const bits = c.bits[i] ?? 0;
  const street = pickFrom(r, STREETS);
  let cross = pickFrom(r, STREETS);
  if (cross === street) cross = pickFrom(r, STREETS);
  const neighbourhood = pickFrom(r, NEIGHBOURHOODS);
  const name =
    c.fixedNames.get(i) ??
    (market?.crossStreets === true ? `${street.replace(/ (St|Ave|Blvd|Rd|Way)$/, '')} & ${cross.replace(/ (St|Ave|Blvd|Rd|Way)$/, '')}` : `${city} ${neighbourhood}`);
  const houseNumber = 1 + Math.floor(r.next() * 2999);
  const region = place === undefined ? '' : regionCode(countryCode, place.adminCode);
  // Drawn after the name and number, so these never move an existing store's name or number.
  const numbering = place === undefined ? undefined : placeNumbering(c.places, place);
  const postal = numbering === undefined ? '' : postalCodeFor(r, numbering, market?.postal ?? '99999');
  const line1 = market?.crossStreets === true ? `${houseNumber} ${street}` : `${street} ${houseNumber}`;
  const line2 = [`${city}${region === '' ? '' : `, ${region}`}`, postal].filter((s) => s !== '').join(' ');
  const timeZoneId = c.zones[c.zone[i] ?? 0] ?? 'UTC';
  const pattern = HOURS_PATTERNS[c.hours[i] ?? 0] ?? HOURS_PATTERNS[0];
  const status = pattern === undefined ? undefined : openStatus(pattern, localTime(now, timeZoneId), countryCode);
  const open = status?.open ?? false;
  const warningIndex = c.warning[i] ?? 0;
  const warning = warningIndex > 0 ? WARNINGS[warningIndex - 1] : undefined;
  const hasCurbside = (bits & FEATURE_BITS.CX) !== 0;
  return {
    storeNumber,
    id: String(1_000_000 + (c.shortNumber[i] ?? 0)),
    name,
    coordinates: { latitude: c.lat[i] ?? 0, longitude: c.lng[i] ?? 0 },
    address: {
      singleLine: `${line1}, ${line2}`,
      lines: [line1, line2],
      countryCode,
      city,
      ...(region !== '' ? { countrySubdivisionCode: region } : {}),
      postalCode: postal,
    },
    phoneNumber: numbering === undefined ? '' : phoneNumberFor(r, numbering, market?.callingCode ?? '1'),
    open,
    openStatusFormatted: status?.openStatusFormatted ?? 'Closed',
    hoursStatusFormatted: status?.hoursStatusFormatted ?? 'Closed today',
    schedule: status?.schedule ?? [],
    pickUpOptions: codeNames(bits, PICKUP_ORDER, PICKUP_OPTION_NAMES),
    amenities: codeNames(bits, AMENITY_ORDER, AMENITY_NAMES),
    warningLabels: warning === undefined ? [] : [warning],
    timeZone: { timeZoneId },
    ownershipTypeCode: (bits & LICENSED_BIT) !== 0 ? 'LS' : 'CO',
    mobileOrdering: { availability: AVAILABILITY[c.availability[i] ?? 0] ?? 'READY' },
    guestOrdering: (bits & FEATURE_BITS.GC) !== 0,
    curbsideAvailability: curbsideAvailabilityOf(hasCurbside, open),
    stallQuantity: c.stalls[i] ?? 4,
  };
};
