// The locator's store world as the ordering server's store directory: each store's facts (open now by its
// hours in its own time zone, mobile ordering, guest ordering, country, ownership) at an instant.
import { storeFactsOf, type StoreFacts } from '@crema/domain/ordering';
import type { LocatorWorld } from './locator-world';
import { findStore } from './store-search';

export const storeFactsAt = (world: LocatorWorld, storeNumber: string, now: number): StoreFacts | undefined => {
  const store = findStore(world, storeNumber, now);
  return store === undefined ? undefined : storeFactsOf(store);
};
