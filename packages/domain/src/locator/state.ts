// The locator state (spec section 3 "Locator state") and its transitions (spec section 4: store list
// fetch, favorite toggle, filter overlay, nearest-location expansion, place search, hover and selection).
import { initialFilterState, reduceFilters, type FilterEvent, type FilterState } from './filter-state';
import { DEFAULT_MAP_VIEW, SEARCH_ZOOM, isMapMove, normalizeMapView, zoomIn, zoomOut } from './map-rules';
import type { Coordinates, LocationResult, LocatorQuery, LocatorVariant, MapView } from './model';
import { autoSelection, LIST_PAGE_SIZE, listLimitShowing } from './rules';

export type NearestState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly locations: readonly LocationResult[] }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly message: string };

/**
 * How the page arrived (see opening.ts): 'deciding' while the opening view is being chosen, 'prompt' on the
 * default country view (the screen asks to search), 'done' once a view is shown or the visitor acted.
 */
export type LocatorArrival = 'deciding' | 'prompt' | 'done';

export interface LocatorState {
  readonly variant: LocatorVariant;
  readonly arrival: LocatorArrival;
  readonly locations: readonly LocationResult[];
  readonly fetchStatus: 'idle' | 'loading' | 'ok' | 'error';
  readonly fetchError?: string;
  /** The last search hit its limit: more stores exist than are listed (halves the pan threshold). */
  readonly moreResultsAvailable: boolean;
  /** True until the first successful store list fetch (the first-load focus, see autoSelection, happens then). */
  readonly firstLoad: boolean;
  /** The store to order from, as the locator shows it: chosen by the customer, or their earlier choice restored. */
  readonly selectedStoreNumber?: string;
  /**
   * The list's focus, which is not a selection: the first load's pick (spec section 4's 'auto-selected',
   * read as a highlight, see autoSelection) or the store whose marker the customer clicked.
   */
  readonly focusedStoreNumber?: string;
  readonly highlightedStoreNumber?: string;
  /** The store whose details overlay is open. */
  readonly expandedStoreNumber?: string;
  readonly placeName?: string;
  readonly placeNameNotFound: boolean;
  /** The place search itself failed (a server or network error): its message, with a Try again. */
  readonly placeSearchError?: string;
  /** The search box's submitted text. */
  readonly locationQuery?: string;
  /** Where the shown stores were fetched around. */
  readonly fetchAtLocation?: Coordinates;
  readonly geolocationSearch: boolean;
  readonly geolocationFailed: boolean;
  /** The device's position has been asked for and has not answered yet. */
  readonly locating: boolean;
  readonly map: MapView;
  /** The user moved the map themselves (a later search result does not recentre it until a new search). */
  readonly userOverride: boolean;
  readonly filters: FilterState;
  readonly nearest: NearestState;
  /** Favorite value before each pending toggle, restored if the toggle fails. */
  readonly favoritePrior: Readonly<Record<string, boolean>>;
  /** The guest sign-in dialog of a favorite toggle. */
  readonly signInDialogOpen: boolean;
  /** The last favorite toggle that failed and was rolled back; seq grows with each failure so each one is told. */
  readonly favoriteFailure?: { readonly storeNumber: string; readonly message: string; readonly seq: number };
  /** How many stores the phone list shows ('Show more stores' adds a page; see LIST_PAGE_SIZE). */
  readonly listLimit: number;
}

export type LocatorEvent =
  | FilterEvent
  | { readonly type: 'openingRequested' }
  | { readonly type: 'openedAt'; readonly coordinates: Coordinates }
  | { readonly type: 'openedAtDefault'; readonly view: MapView }
  | { readonly type: 'moreStoresShown' }
  | { readonly type: 'searchSubmitted'; readonly query: string }
  | { readonly type: 'placeSearchFailed'; readonly message: string }
  | { readonly type: 'placeFound'; readonly placeName: string; readonly coordinates: Coordinates }
  | { readonly type: 'placeNotFound' }
  | { readonly type: 'placeFallback'; readonly placeName: string }
  | { readonly type: 'locating' }
  | { readonly type: 'geolocationRequested' }
  | { readonly type: 'geolocationSucceeded'; readonly coordinates: Coordinates }
  | { readonly type: 'geolocationFailed' }
  | { readonly type: 'storesRequested'; readonly at?: Coordinates }
  /** center: where to move the map (a search by a place name only the server could place: its nearest store). */
  | { readonly type: 'storesSucceeded'; readonly locations: readonly LocationResult[]; readonly moreResultsAvailable: boolean; readonly center?: Coordinates }
  | { readonly type: 'storesFailed'; readonly message: string }
  | { readonly type: 'favoriteToggleRequested'; readonly storeNumber: string }
  | { readonly type: 'favoriteToggleSucceeded'; readonly storeNumber: string; readonly isFavorite: boolean }
  | { readonly type: 'favoriteToggleFailed'; readonly storeNumber: string; readonly message: string }
  | { readonly type: 'favoriteSignInRequired' }
  | { readonly type: 'signInDialogClosed' }
  | { readonly type: 'nearestRequested' }
  | { readonly type: 'nearestSucceeded'; readonly locations: readonly LocationResult[] }
  | { readonly type: 'nearestNotFound' }
  | { readonly type: 'nearestFailed'; readonly message: string }
  | { readonly type: 'storeHovered'; readonly storeNumber: string }
  | { readonly type: 'storeUnhovered' }
  | { readonly type: 'storeSelected'; readonly storeNumber: string; readonly preventMapMove?: boolean }
  | { readonly type: 'storeFocused'; readonly storeNumber: string }
  | { readonly type: 'storeExpanded'; readonly storeNumber: string | undefined }
  | { readonly type: 'mapMoved'; readonly view: MapView; readonly byUser: boolean }
  | { readonly type: 'zoomInClicked' }
  | { readonly type: 'zoomOutClicked' };

/** The state on arrival, from the query string (features, map, place) and the variant. */
export const initialLocatorState = (variant: LocatorVariant, query: LocatorQuery = { features: [] }): LocatorState => ({
  variant,
  arrival: 'done',
  locations: [],
  fetchStatus: 'idle',
  moreResultsAvailable: false,
  firstLoad: true,
  ...(query.place !== undefined ? { placeName: query.place, locationQuery: query.place } : {}),
  placeNameNotFound: false,
  geolocationSearch: false,
  geolocationFailed: false,
  locating: false,
  map: query.map !== undefined ? normalizeMapView(query.map) : DEFAULT_MAP_VIEW,
  userOverride: query.map !== undefined,
  filters: initialFilterState(query.features),
  nearest: { status: 'idle' },
  favoritePrior: {},
  signInDialogOpen: false,
  listLimit: LIST_PAGE_SIZE,
});

/** Whether the page chooses where it opens (opening.ts): its URL holds neither a map nor a place. */
export const choosesOpening = (query: LocatorQuery): boolean => query.map === undefined && query.place === undefined;

/**
 * What the page shows as it arrives, before its session has started (the first view drawn ahead of the app,
 * and the app's first render, which hydrates it): the state the session's start gives it at once, so the
 * screen does not change as the session takes over.
 */
export const arrivingLocatorState = (variant: LocatorVariant, query: LocatorQuery = { features: [] }): LocatorState => {
  const s = initialLocatorState(variant, query);
  return choosesOpening(query) ? reduceLocator(s, { type: 'openingRequested' }) : s;
};

const mapAt = (s: LocatorState, c: Coordinates): MapView => normalizeMapView({ latitude: c.latitude, longitude: c.longitude, zoom: Math.max(s.map.zoom, SEARCH_ZOOM) });

const updateLocation = (s: LocatorState, storeNumber: string, f: (r: LocationResult) => LocationResult): LocatorState => {
  const apply = (list: readonly LocationResult[]) => list.map((r) => (r.store.storeNumber === storeNumber ? f(r) : r));
  return { ...s, locations: apply(s.locations), ...(s.nearest.status === 'ok' ? { nearest: { status: 'ok', locations: apply(s.nearest.locations) } } : {}) };
};

const findLocation = (s: LocatorState, storeNumber: string): LocationResult | undefined =>
  s.locations.find((r) => r.store.storeNumber === storeNumber) ??
  (s.nearest.status === 'ok' ? s.nearest.locations.find((r) => r.store.storeNumber === storeNumber) : undefined);

const withoutKey = (rec: Readonly<Record<string, boolean>>, key: string): Record<string, boolean> => {
  const { [key]: _gone, ...rest } = rec;
  return rest;
};

/** Fresh results keep a pending toggle's optimistic value, so a refetch mid-toggle does not flicker. */
const keepPending = (s: LocatorState, list: readonly LocationResult[]): LocationResult[] =>
  list.map((r) => {
    const prior = s.favoritePrior[r.store.storeNumber];
    return prior === undefined ? r : { ...r, isFavorite: !prior, favoritePending: true };
  });

/** Any search, position or map move of the visitor's own ends the arrival (an opening still on its way is dropped). */
const acted = (s: LocatorState): LocatorState => (s.arrival === 'done' ? s : { ...s, arrival: 'done' });

const withoutPlaceSearchError = (s: LocatorState): LocatorState => {
  if (s.placeSearchError === undefined) return s;
  const { placeSearchError: _gone, ...rest } = s;
  return rest;
};

/** The listed stores (or the expansion's), whose order the phone list follows. */
const listed = (s: LocatorState): readonly LocationResult[] => (s.locations.length > 0 ? s.locations : s.nearest.status === 'ok' ? s.nearest.locations : []);

export const reduceLocator = (s: LocatorState, e: LocatorEvent): LocatorState => {
  switch (e.type) {
    case 'filtersOpened':
    case 'filterToggled':
    case 'filtersCleared':
    case 'filtersApplied':
    case 'filtersClosed':
    case 'featuresSet':
      return { ...s, filters: reduceFilters(s.filters, e) };
    case 'openingRequested':
      return { ...s, arrival: 'deciding' };
    case 'openedAt':
      return s.arrival !== 'deciding' ? s : { ...s, arrival: 'done', map: mapAt(s, e.coordinates), userOverride: false };
    case 'openedAtDefault':
      return s.arrival !== 'deciding' ? s : { ...s, arrival: 'prompt', map: normalizeMapView(e.view), userOverride: false };
    case 'moreStoresShown':
      return { ...s, listLimit: s.listLimit + LIST_PAGE_SIZE };
    case 'searchSubmitted': {
      const query = e.query.trim();
      return query === '' ? s : { ...withoutPlaceSearchError(acted(s)), locationQuery: query, placeNameNotFound: false, geolocationFailed: false };
    }
    case 'placeSearchFailed':
      return { ...acted(s), placeSearchError: e.message, placeNameNotFound: false };
    case 'placeFound':
      return {
        ...withoutPlaceSearchError(acted(s)),
        placeName: e.placeName,
        placeNameNotFound: false,
        geolocationSearch: false,
        map: mapAt(s, e.coordinates),
        userOverride: false,
        nearest: { status: 'idle' },
      };
    case 'placeNotFound': {
      const { placeName: _gone, ...rest } = withoutPlaceSearchError(acted(s));
      return { ...rest, placeNameNotFound: true };
    }
    case 'placeFallback':
      return { ...withoutPlaceSearchError(acted(s)), placeName: e.placeName, placeNameNotFound: false };
    case 'locating':
      return { ...s, locating: true };
    case 'geolocationRequested':
      return { ...withoutPlaceSearchError(acted(s)), geolocationSearch: true, geolocationFailed: false };
    case 'geolocationSucceeded':
      return { ...s, locating: false, geolocationSearch: true, map: mapAt(s, e.coordinates), userOverride: false, nearest: { status: 'idle' } };
    case 'geolocationFailed':
      return { ...s, locating: false, geolocationSearch: false, geolocationFailed: true };
    case 'storesRequested': {
      // A new store search (a map move, a found place, a position) supersedes the not-found, place-search
      // failure and geolocation-refused messages, which would otherwise hide its results.
      const next: LocatorState = { ...withoutPlaceSearchError(acted(s)), fetchStatus: 'loading', nearest: { status: 'idle' }, placeNameNotFound: false, geolocationFailed: false };
      return e.at !== undefined ? { ...next, fetchAtLocation: e.at } : next;
    }
    case 'storesSucceeded': {
      const locations = keepPending(s, e.locations);
      // Nothing is selected for the customer: the first load's pick is the list's focus (see autoSelection).
      const focused = s.selectedStoreNumber !== undefined ? undefined : s.firstLoad ? autoSelection(locations) : s.focusedStoreNumber;
      const expanded = s.expandedStoreNumber !== undefined && locations.some((r) => r.store.storeNumber === s.expandedStoreNumber) ? s.expandedStoreNumber : undefined;
      const { fetchError: _e, focusedStoreNumber: _f, expandedStoreNumber: _x, ...rest } = s;
      return {
        ...rest,
        locations,
        fetchStatus: 'ok',
        moreResultsAvailable: e.moreResultsAvailable,
        firstLoad: false,
        listLimit: listLimitShowing(LIST_PAGE_SIZE, locations, s.selectedStoreNumber ?? focused),
        ...(e.center !== undefined ? { map: mapAt(s, e.center), userOverride: false } : {}),
        ...(focused !== undefined ? { focusedStoreNumber: focused } : {}),
        ...(expanded !== undefined ? { expandedStoreNumber: expanded } : {}),
      };
    }
    case 'storesFailed':
      return { ...s, fetchStatus: 'error', fetchError: e.message };
    case 'favoriteToggleRequested': {
      const current = findLocation(s, e.storeNumber);
      if (current === undefined || s.favoritePrior[e.storeNumber] !== undefined) return s;
      const toggled = updateLocation(s, e.storeNumber, (r) => ({ ...r, isFavorite: !current.isFavorite, favoritePending: true }));
      return { ...toggled, favoritePrior: { ...s.favoritePrior, [e.storeNumber]: current.isFavorite } };
    }
    case 'favoriteToggleSucceeded': {
      const next = updateLocation(s, e.storeNumber, (r) => ({ ...r, isFavorite: e.isFavorite, favoritePending: false }));
      return { ...next, favoritePrior: withoutKey(s.favoritePrior, e.storeNumber) };
    }
    case 'favoriteToggleFailed': {
      const prior = s.favoritePrior[e.storeNumber];
      if (prior === undefined) return s;
      const next = updateLocation(s, e.storeNumber, (r) => ({ ...r, isFavorite: prior, favoritePending: false }));
      const favoriteFailure = { storeNumber: e.storeNumber, message: e.message, seq: (s.favoriteFailure?.seq ?? 0) + 1 };
      return { ...next, favoritePrior: withoutKey(s.favoritePrior, e.storeNumber), favoriteFailure };
    }
    case 'favoriteSignInRequired':
      return { ...s, signInDialogOpen: true };
    case 'signInDialogClosed':
      return { ...s, signInDialogOpen: false };
    case 'nearestRequested':
      return { ...s, nearest: { status: 'loading' } };
    case 'nearestSucceeded': {
      const locations = keepPending(s, e.locations);
      return { ...s, nearest: { status: 'ok', locations }, listLimit: listLimitShowing(LIST_PAGE_SIZE, locations, s.selectedStoreNumber) };
    }
    case 'nearestNotFound':
      return { ...s, nearest: { status: 'notFound' } };
    case 'nearestFailed':
      return { ...s, nearest: { status: 'error', message: e.message } };
    case 'storeHovered':
      return e.storeNumber === s.selectedStoreNumber ? s : { ...s, highlightedStoreNumber: e.storeNumber };
    case 'storeUnhovered': {
      const { highlightedStoreNumber: _h, ...rest } = s;
      return rest;
    }
    case 'storeSelected': {
      const store = findLocation(s, e.storeNumber)?.store;
      // The customer's choice (or its restoring) ends the first load's focus.
      const { highlightedStoreNumber: h, focusedStoreNumber: _f, ...rest } = s;
      // A store picked on the map may sit past the phone list's last page: the list grows to show its card.
      const next: LocatorState = {
        ...rest,
        ...(h !== undefined && h !== e.storeNumber ? { highlightedStoreNumber: h } : {}),
        selectedStoreNumber: e.storeNumber,
        listLimit: listLimitShowing(s.listLimit, listed(s), e.storeNumber),
      };
      return store !== undefined && e.preventMapMove !== true ? { ...next, map: mapAt(s, store.coordinates) } : next;
    }
    case 'storeFocused':
      return { ...s, focusedStoreNumber: e.storeNumber, listLimit: listLimitShowing(s.listLimit, listed(s), e.storeNumber) };
    case 'storeExpanded': {
      const { expandedStoreNumber: _x, ...rest } = s;
      return e.storeNumber === undefined ? rest : { ...rest, expandedStoreNumber: e.storeNumber };
    }
    case 'mapMoved':
      if (!isMapMove(s.map, e.view)) return s;
      return { ...(e.byUser ? acted(s) : s), map: normalizeMapView(e.view), userOverride: s.userOverride || e.byUser };
    case 'zoomInClicked':
      return { ...acted(s), map: { ...s.map, zoom: zoomIn(s.map.zoom) } };
    case 'zoomOutClicked':
      return { ...acted(s), map: { ...s.map, zoom: zoomOut(s.map.zoom) } };
  }
};
