// The locations and places services' answers over the store world, at an instant: search around a place or
// a point (50 miles, server-side feature filters), the expanded nearest search, one store by number, and
// place search and autocomplete on the gazetteer. The member's favorites and previous stores come from the
// caller (each backend keeps them in its own storage).
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  recommendationReasonOf,
  shortStoreNumber,
  type Coordinates,
  type LocatorError,
  type PlaceMatch,
  type PlaceSuggestion,
  type Store,
  type StoreLocation,
  type StoreSearch,
} from '@crema/domain/locator';
import type { LocatorWorld } from './locator-world';
import { featurePredicate, nearestStores, type Hit, type StoreCatalog } from './store-catalog';
import { buildStore } from './store-details';

/** The server's search radius: 50 miles, the larger of the two cutoffs (the client drops what is beyond its own). */
export const SEARCH_RADIUS_KM = 80.4672;
/** The expanded (nearest-location) search: this many stores within this radius, else 404. */
export const NEAREST_LIMIT = 10;
export const NEAREST_RADIUS_KM = 800;
export const MAX_SEARCH_LIMIT = 100;
export const DEFAULT_SEARCH_LIMIT = 50;
export const MAX_AUTOCOMPLETE_LIMIT = 20;

const notFound = (detail: string): LocatorError => domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { detail } });

/** A place name as the server geocodes it: the whole text, else its trailing comma parts ('1912 Pike Pl, Seattle, WA'). */
export const geocode = (world: Pick<LocatorWorld, 'gazetteer'>, place: string): Coordinates | undefined => {
  const parts = place.split(',');
  for (let k = 0; k < parts.length; k++) {
    const found = world.gazetteer.resolve(parts.slice(k).join(','));
    if (found !== undefined) return { latitude: found.place.latitude, longitude: found.place.longitude };
  }
  return undefined;
};

/** GET /locations: the stores nearest the target with every feature, nearest first; 404 when none. */
export const searchStoreHits = (world: LocatorWorld, q: StoreSearch, now: number): Either<LocatorError, readonly Hit[]> => {
  const at = 'place' in q.target ? geocode(world, q.target.place) : q.target.coordinates;
  if (at === undefined) return left(notFound('place not found'));
  const predicate = featurePredicate(world.catalog, q.features, now);
  if (predicate === undefined) return left(notFound('no store has every feature'));
  const limit = Math.max(1, Math.min(q.limit ?? DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT));
  const hits = nearestStores(world.catalog, at.latitude, at.longitude, limit, SEARCH_RADIUS_KM, predicate);
  return hits.length === 0 ? left(notFound('no stores')) : right(hits);
};

/** POST /locations/nearest-location: the nearest stores within 800 km; 404 when nothing is near. */
export const nearestStoreHits = (world: LocatorWorld, q: { readonly coordinates: Coordinates; readonly features: readonly string[] }, now: number): Either<LocatorError, readonly Hit[]> => {
  const predicate = featurePredicate(world.catalog, q.features, now);
  if (predicate === undefined) return left(notFound('no store has every feature'));
  const hits = nearestStores(world.catalog, q.coordinates.latitude, q.coordinates.longitude, NEAREST_LIMIT, NEAREST_RADIUS_KM, predicate);
  return hits.length === 0 ? left(notFound('nothing nearby')) : right(hits);
};

/** The index of a store by its full or short number ('10001-65096' or '10001'), if there is one. */
export const findStoreIndex = (catalog: StoreCatalog, storeNumber: string): number | undefined => catalog.byShortNumber.get(shortStoreNumber(storeNumber.trim()));

/** Get store by number: the store as a hit at distance 0; 404 when there is no such store. */
export const storeHitByNumber = (world: LocatorWorld, storeNumber: string): Either<LocatorError, Hit> => {
  const index = findStoreIndex(world.catalog, storeNumber);
  return index === undefined ? left(notFound('no such store')) : right({ index, distanceKm: 0 });
};

/** A full store by its full or short number at `now`, or undefined. */
export const findStore = (world: LocatorWorld, storeNumber: string, now: number): Store | undefined => {
  const index = findStoreIndex(world.catalog, storeNumber);
  return index === undefined ? undefined : buildStore(world.catalog, index, now);
};

/** The signed-in member's stores (short numbers): favorites, and those of past orders. Empty for a guest. */
export interface MemberStores {
  readonly favorites: ReadonlySet<string>;
  readonly previous: ReadonlySet<string>;
}

export const NO_MEMBER_STORES: MemberStores = { favorites: new Set(), previous: new Set() };

/** The location result of a hit at `now`, marked favorite, previous (USUAL) or nearby for the member. */
export const storeLocation = (world: LocatorWorld, hit: Hit, now: number, member: MemberStores): StoreLocation => {
  const short = String(world.catalog.shortNumber[hit.index] ?? '');
  const isFavorite = member.favorites.has(short);
  const isPrevious = member.previous.has(short);
  return {
    store: buildStore(world.catalog, hit.index, now),
    distanceKm: hit.distanceKm,
    isFavorite,
    isPrevious,
    recommendationReason: recommendationReasonOf(isFavorite, isPrevious),
  };
};

export const storeLocations = (world: LocatorWorld, hits: readonly Hit[], now: number, member: MemberStores): StoreLocation[] =>
  hits.map((h) => storeLocation(world, h, now, member));

/**
 * The place-geocoding helper. Deterministic fallback: an input the gazetteer cannot resolve but that holds
 * a digit (a street address or postal code) yields only a place name, which the store search then tries.
 */
export const searchPlace = (world: Pick<LocatorWorld, 'gazetteer'>, query: string): PlaceMatch => {
  const found = world.gazetteer.resolve(query);
  if (found !== undefined) return { kind: 'found', placeName: found.label, coordinates: { latitude: found.place.latitude, longitude: found.place.longitude } };
  return /\d/.test(query) && query.trim() !== '' ? { kind: 'fallback', placeName: query.trim() } : { kind: 'notFound' };
};

/** The maps autocomplete: up to `limit` (at most 20) places starting with the prefix, most populous first. */
export const autocompletePlaces = (world: Pick<LocatorWorld, 'gazetteer'>, prefix: string, limit: number): PlaceSuggestion[] =>
  world.gazetteer.autocomplete(prefix, Math.max(0, Math.min(limit, MAX_AUTOCOMPLETE_LIMIT)));
