// Public surface of the locator fake ('@crema/adapters-fake/locator').
import type { FavoriteStores, Places, SelectedStorePreference, StoreLocations } from '@crema/domain/locator';
import type { FakeBackend } from '../backend';
import { createFakeFavoriteStores } from './fake-favorite-stores';
import { createFakePlaces } from './fake-places';
import { createFakeSelectedStorePreference } from './fake-selected-store';
import { createFakeStoreLocations, type FakeStoreLocationsOptions } from './fake-store-locations';

export { LocatorOperations } from './operations';
export { createFakePlaces } from './fake-places';
export { createFakeStoreLocations, SEARCH_RADIUS_KM, NEAREST_LIMIT, NEAREST_RADIUS_KM, type FakeStoreLocationsOptions } from './fake-store-locations';
export { createFakeFavoriteStores } from './fake-favorite-stores';
export { createFakeSelectedStorePreference, SELECTED_STORE_TABLE } from './fake-selected-store';
export { FAVORITE_STORES_TABLE, favoriteStoresTable, seedFavoriteStores, previousStoresFromOrders, type PreviousStoresSource } from './member-stores';
export { createLocatorStoreDirectory } from './store-directory';
export { loadLocatorWorld, type LocatorWorld, type LocatorWorldOptions } from './locator-world';
export { defaultGazetteerLoader, type GazetteerLoader, type Place } from './gazetteer-data';
export { DEMO_STORES, DEFAULT_STORE_COUNT } from './store-catalog';

export interface FakeLocator {
  readonly places: Places;
  readonly stores: StoreLocations;
  readonly favorites: FavoriteStores;
  readonly preference: SelectedStorePreference;
}

/** Every locator port on one fake backend. The gazetteer and stores load lazily on the first call. */
export const createFakeLocator = (backend: FakeBackend, options: FakeStoreLocationsOptions = {}): FakeLocator => ({
  places: createFakePlaces(backend, options),
  stores: createFakeStoreLocations(backend, options),
  favorites: createFakeFavoriteStores(backend, options),
  preference: createFakeSelectedStorePreference(backend),
});
