// Pure pickup rules: which options a store offers, curbside status, parking spots, query parsing.
import { left, right, type Either } from 'fp-ts/Either';
import { decodeQueryComponent, firstQueryValues, Limits } from '../shared';
import { PickupMessages, PickupOptionTexts } from './messages';
import {
  PickupOptionCodes,
  type CurbsideStatus,
  type CustomerArrival,
  type PickupOption,
  type PickupOptionKind,
  type PickupPlatform,
  type PickupQuery,
  type PickupStore,
} from './model';

const option = (kind: PickupOptionKind): PickupOption => ({ kind, code: PickupOptionCodes[kind], ...PickupOptionTexts[kind] });

/** Curbside: available only with check-in support and AVAILABLE; closed (banner) with support and CLOSED. */
export const curbsideStatus = (store: PickupStore): CurbsideStatus =>
  !store.checkInSupported
    ? 'unavailable'
    : store.curbsideAvailability === 'AVAILABLE'
      ? 'available'
      : store.curbsideAvailability === 'CLOSED'
        ? 'closed'
        : 'unavailable';

export const isDriveThruStore = (store: PickupStore): boolean => store.pickUpOptions.includes(PickupOptionCodes.driveThru);

/** In-store always; drive-thru only for drive-thru stores; curbside only when check-in is supported and available. */
export const pickupOptionsFor = (store: PickupStore): readonly PickupOption[] => [
  option('inStore'),
  ...(isDriveThruStore(store) ? [option('driveThru')] : []),
  ...(curbsideStatus(store) === 'available' ? [option('curbside')] : []),
];

/** The closed banner of /pickup, when curbside is closed for now. */
export const curbsideBanner = (store: PickupStore): string | undefined =>
  curbsideStatus(store) === 'closed' ? PickupMessages.curbsideClosed : undefined;

/** The store's stall count: its stallQuantity when a positive whole number, else the default of 4. */
export const stallCount = (store: Pick<PickupStore, 'stallQuantity'>): number =>
  store.stallQuantity !== undefined && Number.isSafeInteger(store.stallQuantity) && store.stallQuantity > 0
    ? store.stallQuantity
    : Limits.defaultStallQuantity;

/** Parking spots 1..stallCount. */
export const parkingSpots = (store: Pick<PickupStore, 'stallQuantity'>): readonly number[] =>
  Array.from({ length: stallCount(store) }, (_, i) => i + 1);

export const isValidParkingSpot = (spot: number | undefined, store: Pick<PickupStore, 'stallQuantity'>): spot is number =>
  spot !== undefined && Number.isSafeInteger(spot) && spot >= 1 && spot <= stallCount(store);

/** Right(spot), or Left('Select your parking spot'). */
export const validateParkingSpot = (spot: number | undefined, store: Pick<PickupStore, 'stallQuantity'>): Either<string, number> =>
  isValidParkingSpot(spot, store) ? right(spot) : left(PickupMessages.selectParkingSpot);

/** Percent-decoding; malformed encoding is kept as written ('+' still a space). */
const decode = (s: string): string => decodeQueryComponent(s) ?? s.replace(/\+/g, ' ');

const PLATFORMS: readonly PickupPlatform[] = ['ios', 'android', 'web'];

/**
 * Parses '?store=10003&orderToken=abc&firstName=Avery&platform=ios' (leading '?' optional). Values are
 * trimmed; blank ones count as absent; the first occurrence of a parameter wins; an unknown or missing
 * platform is 'web'.
 */
export const parsePickupQuery = (search: string): PickupQuery => {
  const params = firstQueryValues(search, decode);
  const get = (k: string): string | undefined => {
    const v = params.get(k)?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const platformRaw = get('platform')?.toLowerCase();
  const platform = PLATFORMS.find((p) => p === platformRaw) ?? 'web';
  const storeNumber = get('store');
  const orderToken = get('orderToken');
  const firstName = get('firstName');
  return {
    ...(storeNumber !== undefined ? { storeNumber } : {}),
    ...(orderToken !== undefined ? { orderToken } : {}),
    ...(firstName !== undefined ? { firstName } : {}),
    platform,
  };
};

/**
 * The inverse of parsePickupQuery: '?store=10003&orderToken=abc&firstName=Avery&platform=web', each value
 * trimmed and percent-encoded, blank ones left out, platform always written. Parsing it answers the query.
 */
export const pickupQueryString = (query: PickupQuery): string => {
  const pairs: [string, string | undefined][] = [
    ['store', query.storeNumber],
    ['orderToken', query.orderToken],
    ['firstName', query.firstName],
    ['platform', query.platform],
  ];
  const kept = pairs.flatMap(([k, v]) => {
    const t = v?.trim();
    return t === undefined || t === '' ? [] : [`${k}=${encodeURIComponent(t)}`];
  });
  return `?${kept.join('&')}`;
};

/** The customer arrival a curbside check-in sends. */
export const customerArrival = (store: PickupStore, query: PickupQuery, stallNumber: number): CustomerArrival => ({
  pickUpOption: PickupOptionCodes.curbside,
  storeNumber: store.storeNumber,
  ...(query.orderToken !== undefined ? { orderToken: query.orderToken } : {}),
  ...(query.firstName !== undefined ? { displayName: query.firstName } : {}),
  stallNumber,
});
