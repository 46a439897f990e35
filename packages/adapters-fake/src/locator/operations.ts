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
