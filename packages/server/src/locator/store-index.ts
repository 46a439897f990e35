// The stores in memory, built from the stores table's rows (stores/store-directory.ts loads them and builds a new
// index when the table changes): a kdbush index over their coordinates (so a nearest query visits only the
// stores around the point, never every row), their feature bits, and their records. The locations service's answers over it follow the catalog's rules and constants (the 50-mile
// search radius, the expanded search's count and reach, the filter codes, open now by the store's hours).
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { recommendationReasonOf, shortStoreNumber, type Coordinates, type LocatorError, type Store, type StoreLocation, type StoreSearch } from '@crema/domain/locator';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  NEAREST_LIMIT,
  NEAREST_RADIUS_KM,
  SEARCH_RADIUS_KM,
  FEATURE_BITS,
  curbsideAvailabilityOf,
  geocode,
  requiredMask,
  type Gazetteer,
  type Hit,
  type MemberStores,
} from '@crema/catalog/locator';
import { featureBitsOf, storeRecordOf, type StoreRecord } from './store-records';
import { createOpenStatusCache } from './open-status';

export interface StoreRow {
  readonly store_number: string;
  readonly short_number: string;
  readonly lat: number;
  readonly lng: number;
  readonly doc: unknown;
}

/** A row of the stores table with its doc read: what an index is built from. */
export interface IndexedStore {
  readonly shortNumber: string;
  readonly lat: number;
  readonly lng: number;
  readonly record: StoreRecord;
}

/** A row as an index keeps it; throws when its doc is not a store. */
export const indexedStoreOf = (row: StoreRow): IndexedStore => {
  const record = storeRecordOf(row.doc);
  if (record === undefined) throw new Error(`stores: row ${row.store_number} is not a store`);
  return { shortNumber: row.short_number, lat: row.lat, lng: row.lng, record };
};

export interface StoreIndex {
  readonly count: number;
  /** The version of the stores table these rows were read at (stores_version; 0 when not read from a table). */
  readonly version: number;
  /** Its stores, by short number: what a later index with some of them changed is built from. */
  readonly stores: readonly IndexedStore[];
  /** The stores nearest a point within maxKm having every filter code, nearest first; undefined when a code is unknown (nothing can match). */
  nearest(at: Coordinates, limit: number, maxKm: number, codes: readonly string[], now: number): Hit[] | undefined;
  /** A store's index by its full or short number. */
  indexOf(storeNumber: string): number | undefined;
  shortNumberOf(i: number): string;
  /** The store as the table keeps it: its lasting facts, weekly hours and the curbside it set, if any. */
  recordAt(i: number): StoreRecord;
  /** The store at an instant: its lasting facts and its open state by its hours. */
  storeAt(i: number, now: number): Store;
  /** The same store as JSON text (its lasting facts are serialized once, on first use). */
  storeJsonAt(i: number, now: number): string;
}

export const createStoreIndex = (rows: readonly StoreRow[], version = 0): StoreIndex => indexOfStores(rows.map(indexedStoreOf), version);

export const indexOfStores = (rows: readonly IndexedStore[], version = 0): StoreIndex => {
  const records: StoreRecord[] = [];
  const shortNumbers: string[] = [];
  const bits = new Uint32Array(rows.length);
  const hoursIds = new Int32Array(rows.length);
  const lat = new Float64Array(rows.length);
  const lng = new Float64Array(rows.length);
  const byShort = new Map<string, number>();
  const hoursKeys = new Map<string, number>();
  rows.forEach((row, i) => {
    const { record } = row;
    records.push(record);
    shortNumbers.push(row.shortNumber);
    bits[i] = featureBitsOf(record.store);
    const hoursKey = JSON.stringify(record.hours);
    hoursIds[i] = hoursKeys.get(hoursKey) ?? hoursKeys.size;
    hoursKeys.set(hoursKey, hoursIds[i] ?? 0);
    lat[i] = row.lat;
    lng[i] = row.lng;
    byShort.set(row.shortNumber, i);
  });
  const kd = new KDBush(rows.length, 64, Float64Array);
  for (let i = 0; i < rows.length; i++) kd.add(lng[i] ?? 0, lat[i] ?? 0);
  kd.finish();

  const statuses = createOpenStatusCache();
  const lastingJson: (string | undefined)[] = [];
  const recordOf = (i: number): StoreRecord => {
    const r = records[i];
    if (r === undefined) throw new RangeError(`no store ${i}`);
    return r;
  };
  const statusAt = (i: number, now: number) => {
    const { store, hours, curbside: set } = recordOf(i);
    const shared = statuses.statusOf(hoursIds[i] ?? 0, hours, store.timeZone.timeZoneId, store.address.countryCode, now);
    const curbside = set ?? curbsideAvailabilityOf(((bits[i] ?? 0) & FEATURE_BITS.CX) !== 0, shared.status.open);
    return { shared, curbside };
  };

  return {
    count: rows.length,
    version,
    stores: rows,
    nearest: (at, limit, maxKm, codes, now) => {
      const required = requiredMask(codes);
      if (required === undefined) return undefined;
      if (rows.length === 0) return [];
      const { mask, openNow } = required;
      const predicate = (i: number): boolean => {
        if (((bits[i] ?? 0) & mask) !== mask) return false;
        if (!openNow) return true;
        const { store, hours } = recordOf(i);
        return statuses.isOpen(hours, store.timeZone.timeZoneId, store.address.countryCode, now);
      };
      return around(kd, at.longitude, at.latitude, limit, maxKm, predicate).map((index) => ({
        index,
        distanceKm: distance(at.longitude, at.latitude, lng[index] ?? 0, lat[index] ?? 0),
      }));
    },
    indexOf: (storeNumber) => byShort.get(shortStoreNumber(storeNumber.trim())),
    shortNumberOf: (i) => shortNumbers[i] ?? '',
    recordAt: recordOf,
    storeAt: (i, now) => {
      const { shared, curbside } = statusAt(i, now);
      return { ...recordOf(i).store, ...shared.status, curbsideAvailability: curbside };
    },
    storeJsonAt: (i, now) => {
      const { shared, curbside } = statusAt(i, now);
      let lasting = lastingJson[i];
      if (lasting === undefined) {
        // '{"storeNumber":...,"stallQuantity":4' : the object left open for the instant's members.
        lasting = JSON.stringify(recordOf(i).store).slice(0, -1);
        lastingJson[i] = lasting;
      }
      return `${lasting},${shared.members},"curbsideAvailability":${JSON.stringify(curbside)}}`;
    },
  };
};

const notFound = (detail: string): LocatorError => domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { detail } });

/** GET /locations: the stores nearest the place or point with every feature; 404 when none. */
export const searchStores = (gazetteer: Gazetteer, index: StoreIndex, q: StoreSearch, now: number): Either<LocatorError, readonly Hit[]> => {
  const at = 'place' in q.target ? geocode({ gazetteer }, q.target.place) : q.target.coordinates;
  if (at === undefined) return left(notFound('place not found'));
  const limit = Math.max(1, Math.min(q.limit ?? DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT));
  const hits = index.nearest(at, limit, SEARCH_RADIUS_KM, q.features, now);
  if (hits === undefined) return left(notFound('no store has every feature'));
  return hits.length === 0 ? left(notFound('no stores')) : right(hits);
};

/** Coordinates as a search reads them: to 4 decimal places (about 11 m), so nearby points share one answer. */
const COORDINATE_DECIMALS = 4;
const rounded = (n: number): number => Number(n.toFixed(COORDINATE_DECIMALS));

/**
 * A search as its answer depends on it: coordinates rounded, the features sorted without repeats (all must be
 * present: their order means nothing), the limit as searchStores bounds it. Searching the normalized query gives
 * the same answer to every query of the same `key`.
 */
export const normalizeSearch = (q: StoreSearch): { readonly search: StoreSearch; readonly key: string } => {
  const target = 'place' in q.target ? { place: q.target.place } : { coordinates: { latitude: rounded(q.target.coordinates.latitude), longitude: rounded(q.target.coordinates.longitude) } };
  const features = [...new Set(q.features)].sort();
  const limit = Math.max(1, Math.min(q.limit ?? DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT));
  return { search: { target, features, limit }, key: JSON.stringify([target, features, limit]) };
};

/** POST /locations/nearest-location: the expanded search; 404 when nothing is near. */
export const nearestStores = (index: StoreIndex, q: { readonly coordinates: Coordinates; readonly features: readonly string[] }, now: number): Either<LocatorError, readonly Hit[]> => {
  const hits = index.nearest(q.coordinates, NEAREST_LIMIT, NEAREST_RADIUS_KM, q.features, now);
  if (hits === undefined) return left(notFound('no store has every feature'));
  return hits.length === 0 ? left(notFound('nothing nearby')) : right(hits);
};

/** Get store by number: 404 when there is no such store. */
export const storeByNumber = (index: StoreIndex, storeNumber: string): Either<LocatorError, Hit> => {
  const i = index.indexOf(storeNumber);
  return i === undefined ? left(notFound('no such store')) : right({ index: i, distanceKm: 0 });
};

const flagsOf = (index: StoreIndex, hit: Hit, member: MemberStores) => {
  const short = index.shortNumberOf(hit.index);
  const isFavorite = member.favorites.has(short);
  const isPrevious = member.previous.has(short);
  return { isFavorite, isPrevious, recommendationReason: recommendationReasonOf(isFavorite, isPrevious) };
};

/** A hit as the member sees it at an instant: favorite, previous (USUAL) or nearby. */
export const locationOf = (index: StoreIndex, hit: Hit, now: number, member: MemberStores): StoreLocation => ({
  store: index.storeAt(hit.index, now),
  distanceKm: hit.distanceKm,
  ...flagsOf(index, hit, member),
});

/** The same answer for a list of hits, as JSON text: what GET /locations and nearest-location send. */
export const locationsJson = (index: StoreIndex, hits: readonly Hit[], now: number, member: MemberStores): string =>
  `[${hits
    .map((hit) => {
      const { isFavorite, isPrevious, recommendationReason } = flagsOf(index, hit, member);
      return `{"store":${index.storeJsonAt(hit.index, now)},"distanceKm":${JSON.stringify(hit.distanceKm)},"isFavorite":${isFavorite},"isPrevious":${isPrevious},"recommendationReason":"${recommendationReason}"}`;
    })
    .join(',')}]`;
