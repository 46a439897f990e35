// The locator's store world as the ordering fake's store directory: each store's facts (catalog's
// storeFactsAt) at the backend clock; and as the pickup fake's directory of stores.
import type { StoreFacts } from '@crema/domain/ordering';
import { pickupStoreOf, type PickupStore } from '@crema/domain/pickup';
import { findStore, loadLocatorWorld, storeFactsAt, type LocatorWorldOptions } from '@crema/catalog/locator';
import type { FakeBackend } from '../backend';

export const createLocatorStoreDirectory =
  (backend: FakeBackend, options: LocatorWorldOptions = {}) =>
  async (storeNumber: string): Promise<StoreFacts | undefined> =>
    storeFactsAt(await loadLocatorWorld(options), storeNumber, backend.clock.now());

/** The locator's stores as the pickup fake's directory: any store a customer can order from has a pickup page. */
export const createLocatorPickupDirectory =
  (backend: FakeBackend, options: LocatorWorldOptions = {}) =>
  async (storeNumber: string): Promise<PickupStore | undefined> => {
    const store = findStore(await loadLocatorWorld(options), storeNumber, backend.clock.now());
    return store === undefined ? undefined : pickupStoreOf(store);
  };
