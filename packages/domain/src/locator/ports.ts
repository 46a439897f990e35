// What the locator needs from the outside world (spec section 7: locations, nearest-location, favorites,
// the place-geocoding helper and the maps autocomplete). Every method answers Either<LocatorError, T>.
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { LocatorError } from './errors';
import type { Coordinates, PlaceMatch, PlaceSuggestion, RememberedPlace, SelectedStoreRecord, StoreLocation, StoreSearchTarget } from './model';

/** Place names to coordinates: the place-geocoding helper and the maps autocomplete. */
export interface Places {
  /** found (coordinates), fallback (only a place name: the store search resolves it) or notFound. */
  search(query: string): Observable<Either<LocatorError, PlaceMatch>>;
  /** Up to `limit` places whose name starts with `prefix`, most relevant first. */
  autocomplete(prefix: string, limit: number): Observable<Either<LocatorError, readonly PlaceSuggestion[]>>;
}

export interface StoreSearch {
  readonly target: StoreSearchTarget;
  /** Filter codes that must all be present (spec section 5). */
  readonly features: readonly string[];
  /** At most this many stores, nearest first. Default 50. */
  readonly limit?: number;
}

/** The locations service (GET /locations, POST /locations/nearest-location, get store by number). */
export interface StoreLocations {
  /** Stores nearest the target, nearest first, with isFavorite/isPrevious for the signed-in member. A 404 (NOT_FOUND) means no results. */
  search(query: StoreSearch): Observable<Either<LocatorError, readonly StoreLocation[]>>;
  /** The expanded search: the nearest stores beyond the usual radius. A 404 (NOT_FOUND) means nothing nearby. */
  nearest(query: { coordinates: Coordinates; features: readonly string[] }): Observable<Either<LocatorError, readonly StoreLocation[]>>;
  /** One store by its full or short number; a 404 (NOT_FOUND) when there is no such store. */
  byNumber(storeNumber: string): Observable<Either<LocatorError, StoreLocation>>;
}

/** The signed-in member's favorite stores. Store numbers are the part before the dash. A guest gets 401. */
export interface FavoriteStores {
  add(shortStoreNumber: string): Observable<Either<LocatorError, void>>;
  remove(shortStoreNumber: string): Observable<Either<LocatorError, void>>;
}

/** The store remembered for ordering, kept on this device (the web adapter uses localStorage). */
export interface SelectedStorePreference {
  get(): Observable<Either<LocatorError, SelectedStoreRecord | undefined>>;
  set(record: SelectedStoreRecord): Observable<Either<LocatorError, void>>;
  clear(): Observable<Either<LocatorError, void>>;
}

/** The last place searched on this device (the web adapter uses localStorage). */
export interface RecentPlaces {
  last(): Observable<Either<LocatorError, RememberedPlace | undefined>>;
  remember(place: RememberedPlace): Observable<Either<LocatorError, void>>;
}

/**
 * This tab's last locator view, as its query string (spec section 2: outside the menu, pickup returns to it
 * from delivery). The web adapter keeps it in sessionStorage. Never fails: a view not kept opens the plain locator.
 */
export interface SavedLocatorView {
  save(query: string): void;
  /** '' when none is kept. */
  saved(): string;
}

/**
 * The signed-in member's recommended stores (graph "get recommended stores"): favorites first, then the
 * stores of past orders, newest first. A guest gets 401.
 */
export interface RecommendedStores {
  forMember(): Observable<Either<LocatorError, readonly StoreLocation[]>>;
}

/** The visitor's position: undefined when it is refused, unavailable or too slow to come. */
export interface DevicePosition {
  /** Only when they have already allowed it: never asks (the opening view). */
  ifGranted(): Observable<Coordinates | undefined>;
  /** Asks for it if need be ('Find locations near me'). */
  current(): Observable<Coordinates | undefined>;
}
