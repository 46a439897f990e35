// The locator screens' own words: labels and helper text the spec does not give (every string here is
// "text not given by the spec"). The spec's strings live in '@crema/domain/locator' (LocatorMessages).
import type { FeatureCategory } from '@crema/domain/locator';

export const LocatorText = {
  searchLabel: 'Search for a city or place',
  searchPlaceholder: 'City or place',
  searchSubmit: 'Search',
  suggestions: 'Suggested places',
  filterTitle: 'Filter',
  closeFilters: 'Close filters',
  closeDetails: 'Close',
  idle: 'Search for a city or place, or use “Find locations near me” on the map.',
  loading: 'Finding stores',
  tryAgain: 'Try again',
  loadingMap: 'Loading map',
  resultsNear: (place: string) => `Stores near ${place}`,
  resultsInArea: 'Stores in this area',
  resultsExpanded: 'Nearest stores',
  resultsTabs: 'Which stores to show',
  notOrderable: 'Not available for mobile ordering',
  showMap: 'Show map',
  hideMap: 'Hide map',
  /** The keyboard's ways past the long parts of the page (issue #32), seen when focused. */
  skipToMap: 'Skip to map',
  skipToList: 'Skip to store list',
  /** The unavailable-store dialog's stores to choose instead (issue #32). */
  openNowNearby: 'Open now nearby',
  distanceFrom: (distance: string, storeName: string) => `${distance} from ${storeName}`,
  showingCount: (shown: number, total: number) => `Showing ${shown} of ${total} stores`,
  away: (distance: string) => `${distance} away`,
  favoriteAdd: (name: string) => `Add ${name} to favorites`,
  favoriteRemove: (name: string) => `Remove ${name} from favorites`,
  details: (name: string) => `${name} details`,
  /** The selected card's way on: the same confirmation as the details' 'Order here'. */
  orderFrom: (name: string) => `Order from ${name}`,
  detailsAddress: 'Address',
  call: (phone: string) => `Call ${phone}`,
  directions: 'Get directions',
  directionsHint: 'opens your maps app',
  hours: 'Store hours',
  today: 'today',
  orderAndPickup: 'Order and pickup options',
  orderAhead: 'Mobile order ahead',
  guestOrdering: 'Guest ordering',
  amenities: 'Amenities',
  warnings: 'Store notices',
  signInTitle: 'Sign in to save favorites',
  cancel: 'Cancel',
  signIn: 'Sign in',
  ordering: 'Saving your store',
  markerLabel: (name: string, status: string) => `${name}, ${status}`,
  deliveryHeroAlt: 'A courier on a scooter carrying a Crema coffee bag',
  deliveryLead: 'Your favorite drinks and bites, brought to your door by our delivery partner.',
  deliveryFaq: 'Delivery FAQ',
  deliveryLegal:
    'Delivery is provided by an independent delivery partner. Menu prices for delivery may be higher than in store, and delivery and service fees apply. Rewards and stored-value cards cannot be used for delivery orders. Availability varies by address.',
  pickup: 'Pickup',
  delivery: 'Delivery',
} as const;

export const FeatureCategoryNames: Readonly<Record<FeatureCategory, string>> = {
  ordering: 'Ordering',
  pickup: 'Pickup options',
  amenity: 'Amenities',
};

/** Where 'Get started' and the FAQ hand the visitor over to the delivery partner (our choice of address). */
export const DELIVERY_PARTNER_URL = 'https://delivery.crema.coffee/start';
export const DELIVERY_FAQ_URL = 'https://delivery.crema.coffee/faq';
