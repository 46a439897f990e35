// Store locator entities (spec section 3: Location result, Store filter feature) and the small value
// types the locator rules work on.

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface StoreAddress {
  /** The whole address on one line ('1912 Pike Pl, Seattle, WA 98101'). */
  readonly singleLine: string;
  /** The address as printed lines ('1912 Pike Pl', 'Seattle, WA 98101'). */
  readonly lines: readonly string[];
  readonly countryCode: string;
  readonly city: string;
  /** State, province or region code where the country uses one ('WA'). */
  readonly countrySubdivisionCode?: string;
  readonly postalCode: string;
}

export interface ScheduleDay {
  /** 'Today', 'Tomorrow', then weekday names. */
  readonly dayFormatted: string;
  /** '6:00 AM to 8:00 PM', 'Open 24 hours' or 'Closed'. */
  readonly hoursFormatted: string;
  /** The holiday's name when the day's hours are holiday hours ('Thanksgiving'), else undefined. */
  readonly holidayFormatted?: string;
}

/** A pickup option or an amenity: spec section 3 "each with code and name". */
export interface CodeName {
  readonly code: string;
  readonly name: string;
}

export interface WarningLabel {
  readonly code: string;
  readonly label: string;
}

export type MobileOrderingAvailability = 'READY' | 'NOT_READY' | 'UNAVAILABLE';
/** CO company-operated, LS licensed store. */
export type OwnershipTypeCode = 'CO' | 'LS';
/** Curbside pickup requires AVAILABLE (spec section 5); CLOSED while the store is closed; UNAVAILABLE when the store has no curbside. */
export type CurbsideAvailability = 'AVAILABLE' | 'CLOSED' | 'UNAVAILABLE';

export interface Store {
  /** '12345-67890'. The part before the dash is what favorites and pickup-time calls send. */
  readonly storeNumber: string;
  readonly id: string;
  readonly name: string;
  readonly coordinates: Coordinates;
  readonly address: StoreAddress;
  readonly phoneNumber: string;
  /** Open now, in the store's own time zone. */
  readonly open: boolean;
  /** 'Open until 8:00 PM', 'Closed · Opens 6:00 AM', 'Closed · Opens Mon 6:00 AM' or 'Open 24 hours'. */
  readonly openStatusFormatted: string;
  /** Today's hours: '6:00 AM to 8:00 PM', 'Open 24 hours' or 'Closed today'. */
  readonly hoursStatusFormatted: string;
  /** Seven days starting today. */
  readonly schedule: readonly ScheduleDay[];
  readonly pickUpOptions: readonly CodeName[];
  readonly amenities: readonly CodeName[];
  readonly warningLabels: readonly WarningLabel[];
  readonly timeZone: { readonly timeZoneId: string };
  readonly ownershipTypeCode: OwnershipTypeCode;
  readonly mobileOrdering: { readonly availability: MobileOrderingAvailability };
  readonly guestOrdering: boolean;
  readonly curbsideAvailability: CurbsideAvailability;
  readonly stallQuantity: number;
}

export type RecommendationReason = 'FAVORITE' | 'USUAL' | 'NEARBY';
export const RECOMMENDATION_REASONS: readonly RecommendationReason[] = ['FAVORITE', 'USUAL', 'NEARBY'];

/** A store as the StoreLocations port answers it: the distance is always in kilometres. */
export interface StoreLocation {
  readonly store: Store;
  readonly distanceKm: number;
  readonly isFavorite: boolean;
  readonly isPrevious: boolean;
  readonly recommendationReason: RecommendationReason;
}

export type DistanceUnit = 'km' | 'mi';

/** Spec section 3 "Location result": what the list and map render. */
export interface LocationResult {
  readonly store: Store;
  /** In `distanceUnit`, unrounded (format with formatDistance). */
  readonly distance: number;
  readonly distanceUnit: DistanceUnit;
  readonly isFavorite: boolean;
  readonly isPrevious: boolean;
  readonly favoritePending: boolean;
  readonly recommendationReason: RecommendationReason;
}

export type FeatureCategory = 'ordering' | 'pickup' | 'amenity';

/** Spec section 3 "Store filter feature". */
export interface StoreFilterFeature {
  readonly code: string;
  readonly name: string;
  readonly category: FeatureCategory;
}

/** Filter codes with a meaning of their own (spec section 5); any other code is an amenity or pickup-option code. */
export const FeatureCodes = {
  GUEST_ORDERING: 'GC',
  OPEN_NOW: 'ON',
  OPEN_24_HOURS: 'hrs24',
} as const;

/** Pickup option codes (spec section 9). */
export const PickupOptionCodes = { IN_STORE: '16', DRIVE_THRU: 'DT', CURBSIDE: 'CX' } as const;

/** The filter overlay's features. Names are ours (the spec gives only the codes GC, ON and hrs24). */
export const STORE_FILTER_FEATURES: readonly StoreFilterFeature[] = [
  { code: 'ON', name: 'Open now', category: 'ordering' },
  { code: 'GC', name: 'Guest ordering', category: 'ordering' },
  { code: 'XO', name: 'Mobile Order and Pay', category: 'ordering' },
  { code: 'hrs24', name: 'Open 24 hours', category: 'ordering' },
  { code: 'DT', name: 'Drive-thru', category: 'pickup' },
  { code: 'CX', name: 'Curbside', category: 'pickup' },
  { code: 'WA', name: 'Wheelchair access', category: 'amenity' },
  { code: 'WF', name: 'Wi-Fi', category: 'amenity' },
  { code: 'LB', name: 'Lobby', category: 'amenity' },
  { code: 'CL', name: 'Clover Brewed Coffee', category: 'amenity' },
  { code: 'NB', name: 'Nitro Cold Brew', category: 'amenity' },
  { code: 'OS', name: 'Outdoor seating', category: 'amenity' },
  { code: 'PK', name: 'Parking', category: 'amenity' },
];

/** A map viewport: the spec's query string 'map' value (latitude, longitude, zoom). */
export interface MapView {
  readonly latitude: number;
  readonly longitude: number;
  readonly zoom: number;
}

/** What the locator's query string holds (spec section 2): features, map and place. */
export interface LocatorQuery {
  readonly features: readonly string[];
  readonly map?: MapView;
  readonly place?: string;
}

/** Where a store search looks: around a place name (resolved by the server) or around coordinates. */
export type StoreSearchTarget = { readonly place: string } | { readonly coordinates: Coordinates };

export interface PlaceSuggestion {
  /** The place's own name ('Portland'). */
  readonly name: string;
  /** State or region code when meaningful ('OR'), else ''. */
  readonly region: string;
  /** ISO country code ('US'). */
  readonly country: string;
  /** What the search box shows and submits ('Portland, OR, US'). */
  readonly label: string;
}

/** A place search's answer: found (coordinates), a geocode fallback (only a place name) or not found. */
export type PlaceMatch =
  | { readonly kind: 'found'; readonly placeName: string; readonly coordinates: Coordinates }
  | { readonly kind: 'fallback'; readonly placeName: string }
  | { readonly kind: 'notFound' };

/** The locator is the full page (/store-locator) or the in-menu store picker (/menu/store-locator). */
export type LocatorVariant = 'locator' | 'ordering';

/** The remembered store for ordering (spec section 3 "Selected store"), as the SelectedStorePreference port keeps it. */
export interface SelectedStoreRecord {
  readonly storeNumber: string;
  readonly storeConfirmationTimestamp: number;
  readonly userConfirmed: boolean;
}

/** The last place a visitor searched, remembered on the device so the locator reopens there. */
export interface RememberedPlace {
  readonly placeName: string;
  /** Absent after a geocode fallback (only the name was known): the store search resolves the name. */
  readonly coordinates?: Coordinates;
}
