// Finding a store number with given traits, for tests and demos of either backend: the derived behaviour
// of a store number is fixed (store-facts.ts, store-prices.ts), so the search always finds the same one.
import { deriveStore } from './store-facts';
import { priceTierOf, type PriceTier } from './store-prices';

/**
 * The first store number from `start` up that is not stored-value only, tips, is not at capacity, takes
 * part in coupons and is in the price tier asked (national prices by default, so amounts are the catalog's).
 */
export const friendlyStoreNumber = (start = 20001, tier: PriceTier = 0): string => {
  for (let n = start; ; n++) {
    const s = `${n}-1`;
    const d = deriveStore(s);
    if (!d.acceptsOnlyStoredValue && d.tipEnabled && !d.atCapacity && d.offersParticipating && priceTierOf(s) === tier) return s;
  }
};

/** Like friendlyStoreNumber, but a store at capacity for ordering ahead (only slots past its next half hour). */
export const atCapacityStoreNumber = (start = 20001, tier: PriceTier = 0): string => {
  for (let n = start; ; n++) {
    const s = `${n}-1`;
    const d = deriveStore(s);
    if (!d.acceptsOnlyStoredValue && d.tipEnabled && d.atCapacity && d.offersParticipating && priceTierOf(s) === tier) return s;
  }
};

/** Like friendlyStoreNumber, but a store that accepts only stored-value cards for ordering ahead. */
export const storedValueOnlyStoreNumber = (start = 20001, tier: PriceTier = 0): string => {
  for (let n = start; ; n++) {
    const s = `${n}-1`;
    const d = deriveStore(s);
    if (d.acceptsOnlyStoredValue && d.tipEnabled && !d.atCapacity && d.offersParticipating && priceTierOf(s) === tier) return s;
  }
};
