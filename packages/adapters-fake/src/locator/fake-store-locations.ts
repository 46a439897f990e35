// The fake StoreLocations port: GET /locations, POST /locations/nearest-location and get store by number,
// answered from the generated catalog through the kdbush index (never a scan of every store).
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type DomainError } from '@crema/domain';
import type { StoreLocation, StoreLocations } from '@crema/domain/locator';
import { shortStoreNumber } from '@crema/domain/locator';
import type { FakeBackend } from '../backend';
import { loadLocatorWorld, type LocatorWorld, type LocatorWorldOptions } from './locator-world';
import { memberFavorites, memberPrevious, previousStoresFromOrders, type PreviousStoresSource } from './member-stores';
import { LocatorOperations } from './operations';
import { featurePredicate, nearestStores, type Hit } from './store-catalog';
import { buildStore } from './store-details';

/** The server's search radius: 50 miles, the larger of the two cutoffs (the client drops what is beyond its own). */
export const SEARCH_RADIUS_KM = 80.4672;
/** The expanded (nearest-location) search: this many stores within this radius, else 404. */
export const NEAREST_LIMIT = 10;
export const NEAREST_RADIUS_KM = 800;
export const MAX_SEARCH_LIMIT = 100;

export interface FakeStoreLocationsOptions extends LocatorWorldOptions {
  /** Previous stores of a member (default: the stores of their past orders in the account fake's order history). */
  readonly previousStores?: PreviousStoresSource;
}

const notFound = (detail: string): DomainError => domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { detail } });

export const createFakeStoreLocations = (backend: FakeBackend, options: FakeStoreLocationsOptions = {}): StoreLocations => {
  const previousSource = options.previousStores ?? previousStoresFromOrders;

  const answer = (world: LocatorWorld, hits: readonly Hit[]): StoreLocation[] => {
    const memberId = backend.currentMemberId();
    const favorites = memberFavorites(backend, memberId);
    const previous = memberPrevious(backend, memberId, previousSource);
    const now = backend.clock.now();
    return hits.map((h) => {
      const short = String(world.catalog.shortNumber[h.index] ?? '');
      const isFavorite = favorites.has(short);
      const isPrevious = previous.has(short);
      return {
        store: buildStore(world.catalog, h.index, now),
        distanceKm: h.distanceKm,
        isFavorite,
        isPrevious,
        recommendationReason: isFavorite ? 'FAVORITE' : isPrevious ? 'USUAL' : 'NEARBY',
      };
    });
  };

  /** A place name as the server geocodes it: the whole text, else its trailing comma parts ('1912 Pike Pl, Seattle, WA'). */
  const geocode = (world: LocatorWorld, place: string): { latitude: number; longitude: number } | undefined => {
    const parts = place.split(',');
    for (let k = 0; k < parts.length; k++) {
      const found = world.gazetteer.resolve(parts.slice(k).join(','));
      if (found !== undefined) return { latitude: found.place.latitude, longitude: found.place.longitude };
    }
    return undefined;
  };

  return {
    search: (q) =>
      backend.callAsync(LocatorOperations.searchStores, async (): Promise<Either<DomainError, readonly StoreLocation[]>> => {
        const world = await loadLocatorWorld(options);
        const at = 'place' in q.target ? geocode(world, q.target.place) : q.target.coordinates;
        if (at === undefined) return left(notFound('place not found'));
        const predicate = featurePredicate(world.catalog, q.features, backend.clock.now());
        if (predicate === undefined) return left(notFound('no store has every feature'));
        const limit = Math.max(1, Math.min(q.limit ?? 50, MAX_SEARCH_LIMIT));
        const hits = nearestStores(world.catalog, at.latitude, at.longitude, limit, SEARCH_RADIUS_KM, predicate);
        return hits.length === 0 ? left(notFound('no stores')) : right(answer(world, hits));
      }),
    nearest: (q) =>
      backend.callAsync(LocatorOperations.nearestLocation, async (): Promise<Either<DomainError, readonly StoreLocation[]>> => {
        const world = await loadLocatorWorld(options);
        const predicate = featurePredicate(world.catalog, q.features, backend.clock.now());
        if (predicate === undefined) return left(notFound('no store has every feature'));
        const hits = nearestStores(world.catalog, q.coordinates.latitude, q.coordinates.longitude, NEAREST_LIMIT, NEAREST_RADIUS_KM, predicate);
        return hits.length === 0 ? left(notFound('nothing nearby')) : right(answer(world, hits));
      }),
    byNumber: (storeNumber) =>
      backend.callAsync(LocatorOperations.getStoreByNumber, async (): Promise<Either<DomainError, StoreLocation>> => {
        const world = await loadLocatorWorld(options);
        const index = world.catalog.byShortNumber.get(shortStoreNumber(storeNumber.trim()));
        if (index === undefined) return left(notFound('no such store'));
        const [location] = answer(world, [{ index, distanceKm: 0 }]);
        return location === undefined ? left(notFound('no such store')) : right(location);
      }),
  };
};
