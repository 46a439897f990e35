// The ordering server's own knowledge of its stores. It knows whether a store is open, takes orders ahead or
// guests, and its time zone: it does not take the client's word for it. With a directory (the locator's
// store world, hours included, at the server's clock: see storeFactsAt in '@crema/catalog/locator'), its
// facts override the ones a request carries; a store it does not know keeps the request's facts (the unit
// tests order from made-up store numbers with the facts they need).
import type { StoreFacts } from '@crema/domain/ordering';

export type StoreDirectory = (storeNumber: string) => Promise<StoreFacts | undefined>;

/** The facts the server acts on: the directory's where it knows the store, else the request's. */
export const serverFacts = async (directory: StoreDirectory | undefined, storeNumber: string, sent?: StoreFacts): Promise<StoreFacts | undefined> => {
  const known = directory === undefined ? undefined : await directory(storeNumber);
  // The request's number stays the key (the directory may answer the store's full number).
  return known === undefined ? sent : { ...sent, ...known, storeNumber };
};
