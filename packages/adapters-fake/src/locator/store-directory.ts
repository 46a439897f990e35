// The locator's store world as the ordering fake's store directory: each store's facts (catalog's
// storeFactsAt) at the backend clock.
import type { StoreFacts } from '@crema/domain/ordering';
import { loadLocatorWorld, storeFactsAt, type LocatorWorldOptions } from '@crema/catalog/locator';
import type { FakeBackend } from '../backend';

export const createLocatorStoreDirectory =
  (backend: FakeBackend, options: LocatorWorldOptions = {}) =>
  async (storeNumber: string): Promise<StoreFacts | undefined> =>
    storeFactsAt(await loadLocatorWorld(options), storeNumber, backend.clock.now());
