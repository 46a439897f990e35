// Every user-visible locator string as data (spec sections 2, 5, 6 and 8), matched character for character
// where the spec gives the text. Strings marked "text not given by the spec" are ours.
import type { RecommendationReason } from './model';

export const LocatorMessages = {
  // Section 8, Locator.
  storeNotFound: "Whoops! We couldn't find that store. Please search again.",
  noStoresFound: 'No stores were found.',
  noStoresInMenu: 'Try moving the map or zooming out.',
  noStoresWithFilters: 'Try disabling filters to see more.',
  nearestNotFound: "We can't find any nearby stores.",
  lookFurtherAway: 'Do you want to look further away?',
  expandSearch: 'Expand Search',
  locationNotFound: "Whoops! We couldn't find that location. Please search again.",
  zoomedOutTooFar: 'Zoomed out too far',
  zoomInToSeeResults: 'Zoom in to see results.',
  searchOrZoomIn: 'Try searching for a location or zooming in to see results.',
  /** Title over the default country view on arrival (with searchOrZoomIn as its hint): text not given by the spec. */
  startPrompt: 'Find a Crema store near you',
  /** The phone list's button after each page of stores: text of the brief, not of the spec. */
  showMoreStores: 'Show more stores',
  geolocationUnavailable: 'We are unable to access your exact location',
  /** text not given by the spec */
  geolocationUnavailableHint: 'Search for a place, move the map, or enable location services in your browser settings.',
  noPreviousStores: 'No previous stores near you',
  /** text not given by the spec */
  noPreviousStoresExplanation: 'Stores you order from will show up here. Try searching another area or start an order.',
  noFavoriteStores: 'No favorite stores near you',
  /** text not given by the spec */
  noFavoriteStoresExplanation: 'Tap the heart on a store to add it to your favorites.',

  // Section 5 and 6.
  menuNotAvailable: 'Menu not available for this store.',
  signInToFavorite: 'You must sign in to add this store to your favorites.',
  /** Confirm action of the guest favorite dialog: text not given by the spec. */
  signInToFavoriteConfirm: 'Sign in',
  /** Section 4, Store selection. */
  menuLoadFailed: 'Could not load menus for this store. Showing national menu.',
  /** Unavailable-store dialog (section 5): text not given by the spec. */
  storeUnavailableTitle: 'This store is unavailable',
  /** text not given by the spec */
  storeUnavailableMessage: "This store isn't accepting mobile orders right now. Please choose another store.",
  /** Account-required variant (open and ready, but no guest ordering): text not given by the spec. */
  storeAccountRequiredMessage: 'This store requires an account to order ahead. Sign in or create an account to order here.',
  /** text not given by the spec */
  storeUnavailableConfirm: 'Choose another store',
  /**
   * A closed store's dialog, after when it opens (issue #32): why it offers no scheduled order. Ordering ahead
   * needs the store open (section 5's store-select rule) and reaches one hour ahead (section 5): text not given by the spec.
   */
  orderAheadOnceOpen: 'You can order ahead from it once it opens, for pickup up to an hour later.',
  /** text not given by the spec */
  favoriteFailed: "We couldn't update your favorite stores. Please try again.",

  // Section 2, page contents.
  pageHeading: 'Store Locator',
  findLocationsNearMe: 'Find locations near me',
  chooseOrderType: 'Choose an order type',
  orderHere: 'Order here',
  deliveryHeading: 'Today deserves delivery',
  deliveryGetStarted: 'Get started',
  /** Tab labels (section 2). */
  tabNearby: 'Nearby',
  tabPrevious: 'Previous',
  tabFavorites: 'Favorites',
  /** text not given by the spec */
  filter: 'Filter',
  /** text not given by the spec */
  filterApply: 'Apply',
  /** text not given by the spec */
  filterClearAll: 'Clear all',
  /** text not given by the spec */
  zoomIn: 'Zoom in',
  /** text not given by the spec */
  zoomOut: 'Zoom out',
} as const;

/** 'Select {storeName}' (section 2). */
export const selectStoreLabel = (storeName: string): string => `Select ${storeName}`;
/** '{storeName} Selected' (section 2). */
export const storeSelectedLabel = (storeName: string): string => `${storeName} Selected`;
/**
 * When a closed store opens next, in the unavailable-store dialog (issue #32): 'Pine & Main opens today at 6:00 AM.',
 * '… opens tomorrow at …', '… opens on Monday at …'. Text not given by the spec.
 */
export const storeOpensNextMessage = (storeName: string, next: { readonly daysAhead: number; readonly dayFormatted: string; readonly time: string }): string => {
  const day = next.daysAhead === 0 ? 'today' : next.daysAhead === 1 ? 'tomorrow' : `on ${next.dayFormatted}`;
  return `${storeName} opens ${day} at ${next.time}.`;
};
/** Filter button label with the active filter count: text not given by the spec. */
export const filterButtonLabel = (activeCount: number): string =>
  activeCount > 0 ? `${LocatorMessages.filter} (${activeCount})` : LocatorMessages.filter;

/** Mobile headings of the results grouped by recommendation reason: text not given by the spec. */
export const RecommendationHeadings: Readonly<Record<RecommendationReason, string>> = {
  FAVORITE: 'Your favorite stores',
  USUAL: 'Your usual stores',
  NEARBY: 'Stores nearby',
};
