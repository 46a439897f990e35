// The stores the unavailable-store dialog offers instead of the one that cannot take the order (issue #32):
// among the stores the locator already lists, those the same person could choose right now (the spec's
// store-select rule: open, mobile ordering READY, guest ordering for a guest), nearest to the store they
// wanted first (our reading of 'nearby': the place they meant to go, not the centre of the search), at most
// three so the dialog stays short.
import { distanceKm } from './map-rules';
import type { LocationResult, LocatorVariant, Store } from './model';
import { kmToUnit } from './rules';
import { storeSelectVerdict } from './selection-rules';

export const NEARBY_OPEN_STORES_LIMIT = 3;

export interface NearbyOpenStore {
  readonly location: LocationResult;
  /** From the unavailable store, in the list's unit (location.distanceUnit). */
  readonly distanceFromStore: number;
}

export const nearbyOpenStores = (
  unavailable: Store,
  listed: readonly LocationResult[],
  who: { readonly signedIn: boolean; readonly variant: LocatorVariant },
  limit: number = NEARBY_OPEN_STORES_LIMIT,
): readonly NearbyOpenStore[] =>
  listed
    .filter((l) => l.store.storeNumber !== unavailable.storeNumber && storeSelectVerdict(l.store, who.signedIn, who.variant).kind === 'selectable')
    .map((l) => ({ location: l, distanceFromStore: kmToUnit(distanceKm(unavailable.coordinates, l.store.coordinates), l.distanceUnit) }))
    // Equal distances keep the list's order (Array.prototype.sort is stable).
    .sort((a, b) => a.distanceFromStore - b.distanceFromStore)
    .slice(0, Math.max(0, limit));
