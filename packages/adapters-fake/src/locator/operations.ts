import type { TransportErrorCode } from '@crema/domain';
import { isLocatorErrorCode, type LocatorErrorCode } from '@crema/domain/locator';
import type { FakeBackend, TypedCalls } from '../backend';
/** Operation names of the fake locator, as the fault-injection control knows them
 * (backend.faults.set(LocatorOperations.searchStores, { status: 500 }), or ?faults=searchStores:500). */
export const LocatorOperations = {
  searchPlaces: 'searchPlaces',
  autocompletePlaces: 'autocompletePlaces',
  searchStores: 'searchStores',
  nearestLocation: 'nearestLocation',
  getStoreByNumber: 'getStoreByNumber',
  addFavoriteStore: 'addFavoriteStore',
  removeFavoriteStore: 'removeFavoriteStore',
  getSelectedStore: 'getSelectedStore',
  setSelectedStore: 'setSelectedStore',
  clearSelectedStore: 'clearSelectedStore',
  getRecommendedStores: 'getRecommendedStores',
} as const;

/** The backend's calls for the locator's fakes: typed LocatorError answers, injected fault codes decoded. */
export const locatorCalls = (backend: FakeBackend): TypedCalls<LocatorErrorCode | TransportErrorCode> => backend.typed(isLocatorErrorCode);
