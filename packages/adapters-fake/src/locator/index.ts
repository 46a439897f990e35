// Public surface of the locator fake ('@crema/adapters-fake/locator'). The store world, gazetteer and
// search it answers with are the catalog's ('@crema/catalog/locator').
import type { FavoriteStores, Places, RecommendedStores, SelectedStorePreference, StoreLocations } from '@crema/domain/locator';
import type { FakeBackend } from '../backend';
import { createFakeFavoriteStores } from './fake-favorite-stores';
import { createFakePlaces } from './fake-places';
import { createFakeRecommendedStores } from './fake-recommended-stores';
import { createFakeSelectedStorePreference } from './fake-selected-store';
import { createFakeStoreLocations, type FakeStoreLocationsOptions } from './fake-store-locations';

export { LocatorOperations } from './operations';
export { createFakePlaces } from './fake-places';
export { createFakeStoreLocations, type FakeStoreLocationsOptions } from './fake-store-locations';
export { createFakeFavoriteStores } from './fake-favorite-stores';
export { createFakeRecommendedStores } from './fake-recommended-stores';
export { createFakeSelectedStorePreference, SELECTED_STORE_TABLE } from './fake-selected-store';
export { FAVORITE_STORES_TABLE, favoriteStoresTable, previousStoresFromOrders, type PreviousStoresSource } from './member-stores';
export { createLocatorPickupDirectory, createLocatorStoreDirectory } from './store-directory';

export interface FakeLocator {
  readonly places: Places;
  readonly stores: StoreLocations;
  readonly favorites: FavoriteStores;
  readonly preference: SelectedStorePreference;
  readonly recommended: RecommendedStores;
}

/** Every locator port on one fake backend. The gazetteer and stores load lazily on the first call. */
export const createFakeLocator = (backend: FakeBackend, options: FakeStoreLocationsOptions = {}): FakeLocator => ({
  places: createFakePlaces(backend, options),
  stores: createFakeStoreLocations(backend, options),
  favorites: createFakeFavoriteStores(backend, options),
  preference: createFakeSelectedStorePreference(backend),
  recommended: createFakeRecommendedStores(backend, options),
});
