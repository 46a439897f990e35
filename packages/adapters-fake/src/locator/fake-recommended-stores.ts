// The fake RecommendedStores port (graph "get recommended stores"): the signed-in member's favorite stores
// in the order they were added, then the stores of their past orders, newest first, each store once. A
// guest is refused (401), as on the real server.
import { right, type Either } from 'fp-ts/Either';
import type { RecommendedStores, StoreLocation, LocatorError } from '@crema/domain/locator';
import { findStoreIndex, loadLocatorWorld, storeLocation, type MemberStores } from '@crema/catalog/locator';
import type { FakeBackend } from '../backend';
import type { FakeStoreLocationsOptions } from './fake-store-locations';
import { memberFavorites, memberPrevious, previousStoresFromOrders } from './member-stores';
import { LocatorOperations, locatorCalls } from './operations';

export const createFakeRecommendedStores = (backend: FakeBackend, options: FakeStoreLocationsOptions = {}): RecommendedStores => ({
  forMember: () =>
    locatorCalls(backend).callAsync(LocatorOperations.getRecommendedStores, async (): Promise<Either<LocatorError, readonly StoreLocation[]>> => {
      const member = locatorCalls(backend).requireMember();
      if (member._tag === 'Left') return member;
      const mine: MemberStores = {
        favorites: memberFavorites(backend, member.right),
        previous: memberPrevious(backend, member.right, options.previousStores ?? previousStoresFromOrders),
      };
      const world = await loadLocatorWorld(options);
      const now = backend.clock.now();
      const numbers = [...new Set([...mine.favorites, ...mine.previous])];
      const found: StoreLocation[] = [];
      for (const n of numbers) {
        const index = findStoreIndex(world.catalog, n);
        if (index !== undefined) found.push(storeLocation(world, { index, distanceKm: 0 }, now, mine));
      }
      return right(found);
    }),
});
