// The locator page's view-model: the use cases wired to the reducer, so a screen subscribes to state$,
// renders the selectors of state-view.ts, and calls these commands. No rule lives in the screen.
import { BehaviorSubject, Subject, Subscription, asyncScheduler, timer, type Observable, type SchedulerLike, EMPTY, switchMap, map, mergeMap, of, take } from 'rxjs';
import { Limits } from '../shared/config';
import { isRight } from 'fp-ts/Either';
import type { Clock } from '../shared/clock';
import type { AppConfig } from '../shared/config';
import type { AsyncState } from '../shared/async-state';
import type { Session } from '../shared/session';
import { makeExpandNearest } from './expand-nearest';
import { LocatorMessages } from './messages';
import { canApplyFilters } from './filter-state';
import { isZoomedOutTooFar, shouldSearchAfterPan } from './map-rules';
import type { Coordinates, LocatorQuery, LocatorVariant, MapView, RememberedPlace, StoreSearchTarget } from './model';
import { makeChooseOpening, type LocatorOpening } from './opening';
import type { DevicePosition, FavoriteStores, Places, RecentPlaces, RecommendedStores, SelectedStorePreference, StoreLocations } from './ports';
import { isSubmittableSearch } from './rules';
import { makeSearchPlaces } from './search-places';
import { makeSearchStores } from './search-stores';
import { makeSelectStore, type SelectStoreOutcome } from './select-store';
import { choosesOpening, initialLocatorState, reduceLocator, type LocatorEvent, type LocatorState } from './state';
import { locatorUrlQuery, resultsView } from './state-view';
import { favoriteToggleEvent, makeToggleFavorite } from './toggle-favorite';

export interface LocatorSessionDeps {
  readonly places: Places;
  readonly stores: StoreLocations;
  readonly favorites: FavoriteStores;
  readonly preference: SelectedStorePreference;
  /** The last place searched on this device: where the next visit opens (opening.ts). */
  readonly recentPlaces: RecentPlaces;
  /** The member's favorite and previous stores, for the opening view. */
  readonly recommended: RecommendedStores;
  /** The visitor's position when already allowed, for the opening view. */
  readonly position: DevicePosition;
  readonly clock: Clock;
  readonly config: Pick<AppConfig, 'locale' | 'panThresholdKm'>;
  /** Who is using the page now (read at each command). */
  readonly session: () => Session;
  /** Runs the search box's pause (tests pass a virtual-time scheduler); the browser's timers by default. */
  readonly scheduler?: SchedulerLike;
}

export interface LocatorSession {
  readonly state$: Observable<LocatorState>;
  state(): LocatorState;
  /** The query string to keep in the URL (format with formatLocatorQuery): see locatorUrlQuery. */
  query(): LocatorQuery;
  /**
   * Arrival: the store chosen earlier is restored as selected; then the first search from the query string
   * (around its map view, else its place), or, with neither, the opening view of opening.ts.
   */
  start(): void;
  /** The search box's submit: searched after the spec's pause unless another submit comes first; an empty term cancels. */
  submitSearch(term: string): void;
  /** Searches for a place now: an empty term is not submitted. */
  searchPlace(term: string): void;
  /** The map settled (idle) on a view; a user move beyond the pan threshold searches again. */
  mapMoved(view: MapView, byUser: boolean): void;
  zoomIn(): void;
  zoomOut(): void;
  /** 'Find locations near me': asks the device's position (state `locating` until it answers), then geolocated. */
  locateMe(): void;
  /** 'Find locations near me' answered: the position, or undefined when it could not be read. */
  geolocated(position: Coordinates | undefined): void;
  /** The Expand Search button. */
  expandSearch(): void;
  /** 'Try again' after a failed search: the place search again when it was what failed, else the stores again. */
  retry(): void;
  /** 'Show more stores' under the phone list: the next page. */
  showMoreStores(): void;
  toggleFavorite(storeNumber: string): void;
  /** Filter overlay: open, toggle, clear all, close (discards), apply (searches again when the set changed). */
  openFilters(): void;
  toggleFilter(code: string): void;
  clearFilters(): void;
  closeFilters(): void;
  applyFilters(): void;
  /** Card interactions: select (moves the map unless prevented), hover, details overlay. */
  selectCard(storeNumber: string, preventMapMove?: boolean): void;
  /** A marker clicked: its card gets the list's focus (highlighted), which is not a selection. */
  focusCard(storeNumber: string): void;
  hoverCard(storeNumber: string | undefined): void;
  showDetails(storeNumber: string | undefined): void;
  closeSignInDialog(): void;
  /** 'Select {storeName}' / 'Order here': the store-select rule, then the store is saved for ordering. */
  orderFrom(storeNumber: string): Observable<AsyncState<SelectStoreOutcome>>;
  dispose(): void;
}

export const createLocatorSession = (d: LocatorSessionDeps, variant: LocatorVariant, initialQuery: LocatorQuery = { features: [] }): LocatorSession => {
  const state = new BehaviorSubject<LocatorState>(initialLocatorState(variant, initialQuery));
  const dispatch = (e: LocatorEvent): void => state.next(reduceLocator(state.value, e));
  const searchPlaces = makeSearchPlaces(d);
  const searchStores = makeSearchStores(d);
  const expandNearest = makeExpandNearest(d);
  const toggleFavoriteUseCase = makeToggleFavorite(d);
  const selectStore = makeSelectStore(d);
  const subscriptions = new Subscription();

  // The search box's submits: each waits the spec's pause (section 9), and a newer one (or an empty one) replaces it.
  const submitted = new Subject<string | undefined>();
  subscriptions.add(
    submitted
      .pipe(switchMap((term) => (term === undefined ? EMPTY : timer(Limits.searchDebounceMs, d.scheduler ?? asyncScheduler).pipe(map(() => term)))))
      .subscribe((term) => api.searchPlace(term)),
  );

  // A new 'near me' replaces one still waiting for the device.
  const locateRequests = new Subject<void>();
  subscriptions.add(
    locateRequests.pipe(switchMap(() => d.position.current().pipe(take(1)))).subscribe((position) => api.geolocated(position)),
  );

  // Searches replace each other: only the latest answer lands.
  const storeSearches = new Subject<StoreSearchTarget>();
  subscriptions.add(
    storeSearches
      .pipe(
        switchMap((target) => {
          const s = state.value;
          // Around coordinates: only at a zoom that lists stores. Around a place name only the server knows
          // (a geocode fallback such as a postal code): whatever the zoom, and the map then goes to the stores.
          const byPlace = 'place' in target;
          if (!byPlace && isZoomedOutTooFar(s.map.zoom)) return EMPTY;
          dispatch(byPlace ? { type: 'storesRequested' } : { type: 'storesRequested', at: target.coordinates });
          return searchStores({ target, features: s.filters.applied, variant, hasSearchedLocation: true, ...(byPlace ? {} : { zoom: s.map.zoom }) }).pipe(
            map((r) => ({ r, byPlace })),
          );
        }),
      )
      .subscribe(({ r, byPlace }) => {
        if (r.status === 'error') dispatch({ type: 'storesFailed', message: r.message });
        else if (r.status === 'ok' && r.value.kind === 'results') {
          const nearest = byPlace ? r.value.locations[0]?.store.coordinates : undefined;
          dispatch({ type: 'storesSucceeded', locations: r.value.locations, moreResultsAvailable: r.value.moreResultsAvailable, ...(nearest !== undefined ? { center: nearest } : {}) });
        } else if (r.status === 'ok' && r.value.kind === 'empty') dispatch({ type: 'storesSucceeded', locations: [], moreResultsAvailable: false });
      }),
  );
  const placeSearches = new Subject<string>();
  subscriptions.add(
    placeSearches.pipe(switchMap((term) => searchPlaces(term))).subscribe((r) => {
      // The catalogue's text for a place search that did not resolve, with a Try again (spec section 8).
      if (r.status === 'error') dispatch({ type: 'placeSearchFailed', message: LocatorMessages.locationNotFound });
      if (r.status !== 'ok') return;
      const v = r.value;
      if (v.kind === 'found') {
        goToPlace({ placeName: v.placeName, coordinates: v.coordinates });
        remember({ placeName: v.placeName, coordinates: v.coordinates });
      } else if (v.kind === 'fallback') {
        goToPlace({ placeName: v.placeName });
        remember({ placeName: v.placeName });
      } else dispatch({ type: 'placeNotFound' });
    }),
  );
  function goToPlace(place: RememberedPlace): void {
    if (place.coordinates !== undefined) {
      dispatch({ type: 'placeFound', placeName: place.placeName, coordinates: place.coordinates });
      storeSearches.next({ coordinates: place.coordinates });
    } else {
      dispatch({ type: 'placeFallback', placeName: place.placeName });
      storeSearches.next({ place: place.placeName });
    }
  }
  // Remembering is best effort: a refusal (storage full, private mode) only loses the next visit's opening.
  function remember(place: RememberedPlace): void {
    subscriptions.add(d.recentPlaces.remember(place).pipe(take(1)).subscribe());
  }

  const chooseOpening = makeChooseOpening(d);
  const open = (o: LocatorOpening): void => {
    // The visitor searched, located or moved the map meanwhile: theirs wins.
    if (state.value.arrival !== 'deciding') return;
    switch (o.kind) {
      case 'place':
        return goToPlace(o.place);
      case 'store':
      case 'position':
        dispatch({ type: 'openedAt', coordinates: o.coordinates });
        storeSearches.next({ coordinates: o.coordinates });
        return;
      case 'default':
        dispatch({ type: 'openedAtDefault', view: o.view });
        return;
    }
  };
  const expansions = new Subject<Coordinates>();
  subscriptions.add(
    expansions.pipe(switchMap((coordinates) => expandNearest({ coordinates, features: state.value.filters.applied, variant }))).subscribe((r) => {
      if (r.status === 'loading') dispatch({ type: 'nearestRequested' });
      else if (r.status === 'error') dispatch({ type: 'nearestFailed', message: r.message });
      else if (r.status === 'ok') dispatch(r.value.kind === 'found' ? { type: 'nearestSucceeded', locations: r.value.locations } : { type: 'nearestNotFound' });
    }),
  );
  const toggles = new Subject<{ storeNumber: string; isFavorite: boolean }>();
  subscriptions.add(
    toggles.pipe(mergeMap((t) => toggleFavoriteUseCase({ ...t, session: d.session() }))).subscribe((s) => dispatch(favoriteToggleEvent(s))),
  );

  const center = (s: LocatorState): Coordinates => ({ latitude: s.map.latitude, longitude: s.map.longitude });
  const researchCurrent = (): void => {
    const s = state.value;
    if (s.fetchAtLocation !== undefined) storeSearches.next({ coordinates: s.fetchAtLocation });
    else if (s.placeName !== undefined) storeSearches.next({ place: s.placeName });
    else if (s.fetchStatus !== 'idle') storeSearches.next({ coordinates: center(s) });
  };
  const find = (storeNumber: string) => {
    const s = state.value;
    return s.locations.find((l) => l.store.storeNumber === storeNumber) ?? (s.nearest.status === 'ok' ? s.nearest.locations.find((l) => l.store.storeNumber === storeNumber) : undefined);
  };

  const api: LocatorSession = {
    state$: state.asObservable(),
    state: () => state.value,
    query: () => locatorUrlQuery(state.value),
    start: () => {
      // The store chosen on an earlier visit stays selected (the first load's focus then yields to it).
      subscriptions.add(
        d.preference
          .get()
          .pipe(take(1))
          .subscribe((r) => {
            if (isRight(r) && r.right !== undefined) dispatch({ type: 'storeSelected', storeNumber: r.right.storeNumber, preventMapMove: true });
          }),
      );
      // The same test as arrivingLocatorState's: the page drew that state before this start.
      if (choosesOpening(initialQuery)) {
        dispatch({ type: 'openingRequested' });
        subscriptions.add(chooseOpening().subscribe(open));
      } else if (initialQuery.map !== undefined) storeSearches.next({ coordinates: center(state.value) });
      else if (initialQuery.place !== undefined) placeSearches.next(initialQuery.place);
    },
    submitSearch: (term) => {
      if (!isSubmittableSearch(term)) return submitted.next(undefined);
      submitted.next(term.trim());
    },
    searchPlace: (term) => {
      if (!isSubmittableSearch(term)) return;
      dispatch({ type: 'searchSubmitted', query: term });
      placeSearches.next(term.trim());
    },
    mapMoved: (view, byUser) => {
      const before = state.value;
      dispatch({ type: 'mapMoved', view, byUser });
      const after = state.value;
      if (after === before || !byUser || isZoomedOutTooFar(after.map.zoom)) return;
      const wasHidden = isZoomedOutTooFar(before.map.zoom);
      const from = after.fetchAtLocation;
      if (wasHidden || from === undefined || shouldSearchAfterPan(from, center(after), d.config, after.moreResultsAvailable)) storeSearches.next({ coordinates: center(after) });
    },
    zoomIn: () => dispatch({ type: 'zoomInClicked' }),
    zoomOut: () => dispatch({ type: 'zoomOutClicked' }),
    locateMe: () => {
      dispatch({ type: 'locating' });
      locateRequests.next();
    },
    geolocated: (position) => {
      dispatch({ type: 'geolocationRequested' });
      if (position === undefined) return dispatch({ type: 'geolocationFailed' });
      dispatch({ type: 'geolocationSucceeded', coordinates: position });
      storeSearches.next({ coordinates: position });
    },
    expandSearch: () => expansions.next(state.value.fetchAtLocation ?? center(state.value)),
    retry: () => {
      const s = state.value;
      if (s.placeSearchError !== undefined && s.locationQuery !== undefined) return placeSearches.next(s.locationQuery.trim());
      if (s.fetchStatus !== 'error') return;
      storeSearches.next(s.fetchAtLocation !== undefined ? { coordinates: s.fetchAtLocation } : s.placeName !== undefined ? { place: s.placeName } : { coordinates: center(s) });
    },
    showMoreStores: () => dispatch({ type: 'moreStoresShown' }),
    toggleFavorite: (storeNumber) => {
      const l = find(storeNumber);
      if (l !== undefined && !l.favoritePending) toggles.next({ storeNumber, isFavorite: l.isFavorite });
    },
    openFilters: () => dispatch({ type: 'filtersOpened' }),
    toggleFilter: (code) => dispatch({ type: 'filterToggled', code }),
    clearFilters: () => dispatch({ type: 'filtersCleared' }),
    closeFilters: () => dispatch({ type: 'filtersClosed' }),
    applyFilters: () => {
      if (!canApplyFilters(state.value.filters)) return;
      dispatch({ type: 'filtersApplied' });
      researchCurrent();
    },
    selectCard: (storeNumber, preventMapMove) => dispatch({ type: 'storeSelected', storeNumber, ...(preventMapMove === true ? { preventMapMove } : {}) }),
    focusCard: (storeNumber) => dispatch({ type: 'storeFocused', storeNumber }),
    hoverCard: (storeNumber) => dispatch(storeNumber === undefined ? { type: 'storeUnhovered' } : { type: 'storeHovered', storeNumber }),
    showDetails: (storeNumber) => dispatch({ type: 'storeExpanded', storeNumber }),
    closeSignInDialog: () => dispatch({ type: 'signInDialogClosed' }),
    orderFrom: (storeNumber) => {
      const location = find(storeNumber);
      if (location === undefined) return of<AsyncState<SelectStoreOutcome>>({ status: 'idle' });
      // The stores listed now: an unavailable store's dialog offers the nearby ones that can take the order.
      const shown = resultsView(state.value);
      return selectStore({ location, session: d.session(), variant, listed: shown.kind === 'results' ? shown.locations : [] });
    },
    dispose: () => {
      subscriptions.unsubscribe();
      state.complete();
    },
  };
  return api;
};
