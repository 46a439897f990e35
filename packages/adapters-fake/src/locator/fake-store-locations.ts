// The fake StoreLocations port: GET /locations, POST /locations/nearest-location and get store by number,
// answered by the catalog's store search (kdbush index, never a scan of every store) at the backend clock,
// with the signed-in member's favorites and previous stores from the fake server's tables.
import { map } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { StoreLocations } from '@crema/domain/locator';
import {
  loadLocatorWorld,
  nearestStoreHits,
  searchStoreHits,
  storeHitByNumber,
  storeLocation,
  storeLocations,
  type Hit,
  type LocatorWorld,
  type LocatorWorldOptions,
  type MemberStores,
} from '@crema/catalog/locator';
import type { FakeBackend } from '../backend';
import { memberFavorites, memberPrevious, previousStoresFromOrders, type PreviousStoresSource } from './member-stores';
import { LocatorOperations, locatorCalls } from './operations';

export interface FakeStoreLocationsOptions extends LocatorWorldOptions {
  /** Previous stores of a member (default: the stores of their past orders in the account fake's order history). */
  readonly previousStores?: PreviousStoresSource;
}

export const createFakeStoreLocations = (backend: FakeBackend, options: FakeStoreLocationsOptions = {}): StoreLocations => {
  const previousSource = options.previousStores ?? previousStoresFromOrders;

  const memberStores = (): MemberStores => {
    const memberId = backend.currentMemberId();
    return { favorites: memberFavorites(backend, memberId), previous: memberPrevious(backend, memberId, previousSource) };
  };
  const answer = (world: LocatorWorld, hits: readonly Hit[]) => storeLocations(world, hits, backend.clock.now(), memberStores());
  const one = (world: LocatorWorld, hit: Hit) => storeLocation(world, hit, backend.clock.now(), memberStores());

  return {
    search: (q) =>
      locatorCalls(backend).callAsync(LocatorOperations.searchStores, async () => {
        const world = await loadLocatorWorld(options);
        return pipe(searchStoreHits(world, q, backend.clock.now()), map((hits) => answer(world, hits)));
      }),
    nearest: (q) =>
      locatorCalls(backend).callAsync(LocatorOperations.nearestLocation, async () => {
        const world = await loadLocatorWorld(options);
        return pipe(nearestStoreHits(world, q, backend.clock.now()), map((hits) => answer(world, hits)));
      }),
    byNumber: (storeNumber) =>
      locatorCalls(backend).callAsync(LocatorOperations.getStoreByNumber, async () => {
        const world = await loadLocatorWorld(options);
        return pipe(storeHitByNumber(world, storeNumber), map((hit) => one(world, hit)));
      }),
  };
};
