// What the ordering server knows of a store: the locator's store world at the server's clock (open by its
// hours in its own time zone, mobile ordering, guest ordering, country, ownership; catalog storeFactsAt),
// and the behaviour the catalog derives from the store's full number (tax, tipping, capacity, stored-value
// only). The browser's word about a store is never asked: a store this directory does not know is none.
import type { Clock } from '@crema/domain';
import type { StoreFacts } from '@crema/domain/ordering';
import { deriveStore, type DerivedStore } from '@crema/catalog/ordering';
import { loadLocatorWorld, storeFactsAt, type LocatorWorld } from '@crema/catalog/locator';

export interface ServerStore {
  /** The store's facts now, under its full number (whatever form of the number was asked). */
  readonly facts: StoreFacts;
  /** Its ordering behaviour, derived from its full number with the facts above. */
  readonly derived: DerivedStore;
}

export interface StoreDirectory {
  find(storeNumber: string): Promise<ServerStore | undefined>;
  /** The store world (built once per process). */
  world(): Promise<LocatorWorld>;
}

export const createStoreDirectory = (clock: Clock, loadWorld: () => Promise<LocatorWorld> = () => loadLocatorWorld()): StoreDirectory => {
  let world: Promise<LocatorWorld> | undefined;
  const get = (): Promise<LocatorWorld> => {
    if (world === undefined) {
      const loading = loadWorld();
      world = loading;
      // A failed load is tried again on the next request.
      loading.catch(() => {
        if (world === loading) world = undefined;
      });
    }
    return world;
  };
  return {
    world: get,
    find: async (storeNumber) => {
      const number = storeNumber.trim();
      if (number === '' || number.length > 20) return undefined;
      const facts = storeFactsAt(await get(), number, clock.now());
      return facts === undefined ? undefined : { facts, derived: deriveStore(facts.storeNumber, facts) };
    },
  };
};
