// The locator's store catalog as the ordering fake's store directory: each store's facts (open now by its
// hours in its own time zone, mobile ordering, guest ordering, country, ownership) at the backend clock.
import { shortStoreNumber } from '@crema/domain/locator';
import { storeFactsOf, type StoreFacts } from '@crema/domain/ordering';
import type { FakeBackend } from '../backend';
import { loadLocatorWorld, type LocatorWorldOptions } from './locator-world';
import { buildStore } from './store-details';

export const createLocatorStoreDirectory =
  (backend: FakeBackend, options: LocatorWorldOptions = {}) =>
  async (storeNumber: string): Promise<StoreFacts | undefined> => {
    const world = await loadLocatorWorld(options);
    const index = world.catalog.byShortNumber.get(shortStoreNumber(storeNumber.trim()));
    return index === undefined ? undefined : storeFactsOf(buildStore(world.catalog, index, backend.clock.now()));
  };
