import { describe, it, expect } from 'vitest';
import { LocatorMessages as M, RecommendationHeadings, filterButtonLabel, selectStoreLabel, storeSelectedLabel } from './messages';

describe('locator messages (spec sections 2, 4, 5, 6 and 8, character for character)', () => {
  it('pins the error catalogue', () => {
    expect(M.storeNotFound).toBe("Whoops! We couldn't find that store. Please search again.");
    expect(M.noStoresFound).toBe('No stores were found.');
    expect(M.noStoresInMenu).toBe('Try moving the map or zooming out.');
    expect(M.noStoresWithFilters).toBe('Try disabling filters to see more.');
    expect(M.nearestNotFound).toBe("We can't find any nearby stores.");
    expect(M.lookFurtherAway).toBe('Do you want to look further away?');
    expect(M.expandSearch).toBe('Expand Search');
    expect(M.locationNotFound).toBe("Whoops! We couldn't find that location. Please search again.");
    expect(M.zoomedOutTooFar).toBe('Zoomed out too far');
    expect(M.zoomInToSeeResults).toBe('Zoom in to see results.');
    expect(M.searchOrZoomIn).toBe('Try searching for a location or zooming in to see results.');
    expect(M.geolocationUnavailable).toBe('We are unable to access your exact location');
    expect(M.noPreviousStores).toBe('No previous stores near you');
    expect(M.noFavoriteStores).toBe('No favorite stores near you');
  });

  it('pins the rule, permission and selection texts', () => {
    expect(M.menuNotAvailable).toBe('Menu not available for this store.');
    expect(M.signInToFavorite).toBe('You must sign in to add this store to your favorites.');
    expect(M.menuLoadFailed).toBe('Could not load menus for this store. Showing national menu.');
  });

  it('pins the page labels', () => {
    expect([M.pageHeading, M.findLocationsNearMe, M.chooseOrderType, M.orderHere, M.deliveryHeading, M.deliveryGetStarted]).toEqual([
      'Store Locator',
      'Find locations near me',
      'Choose an order type',
      'Order here',
      'Today deserves delivery',
      'Get started',
    ]);
    expect([M.tabNearby, M.tabPrevious, M.tabFavorites]).toEqual(['Nearby', 'Previous', 'Favorites']);
    expect(selectStoreLabel('1st & Pike')).toBe('Select 1st & Pike');
    expect(storeSelectedLabel('1st & Pike')).toBe('1st & Pike Selected');
    expect(filterButtonLabel(0)).toBe('Filter');
    expect(filterButtonLabel(3)).toBe('Filter (3)');
    expect(Object.keys(RecommendationHeadings)).toEqual(['FAVORITE', 'USUAL', 'NEARBY']);
  });

  it('uses only straight apostrophes, as the spec does', () => {
    expect(Object.values(M).some((m) => m.includes('\u2019'))).toBe(false);
  });
});
