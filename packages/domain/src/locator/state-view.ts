// What the results area and the map show for a locator state: one value per screen state, so the screen
// renders and decides nothing.
import { LocatorMessages } from './messages';
import { isZoomedOutTooFar, zoomedOutMessage } from './map-rules';
import { activeFilterCount, canApplyFilters } from './filter-state';
import type { Coordinates, LocationResult, LocatorQuery } from './model';
import { markerState, markerZIndex, noResultsMessage, type MarkerState } from './rules';
import type { LocatorState } from './state';

export type ResultsView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  /** The default country view on arrival (see opening.ts): what to do, instead of 'Zoomed out too far'. */
  | { readonly kind: 'prompt'; readonly title: string; readonly hint: string }
  | { readonly kind: 'locationNotFound'; readonly message: string }
  | { readonly kind: 'geolocationUnavailable'; readonly title: string; readonly hint: string }
  | { readonly kind: 'zoomedOut'; readonly title: string; readonly hint: string }
  /** A failed search, with a Try again (the session's retry repeats what failed). */
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'empty';
      readonly title: string;
      readonly hint: string;
      /** Show the Expand Search button. */
      readonly canExpand: boolean;
      readonly expanding: boolean;
      /** The expansion failed: a generic error to show beside the button. */
      readonly expandError?: string;
    }
  /** expanded: the stores come from the nearest-location expansion. */
  | { readonly kind: 'results'; readonly locations: readonly LocationResult[]; readonly expanded: boolean };

export const resultsView = (s: LocatorState): ResultsView => {
  if (s.placeNameNotFound) return { kind: 'locationNotFound', message: LocatorMessages.locationNotFound };
  // Before the zoom check: a failed place search leaves the map where it was, often zoomed far out.
  if (s.placeSearchError !== undefined) return { kind: 'error', message: s.placeSearchError };
  if (s.geolocationFailed) return { kind: 'geolocationUnavailable', title: LocatorMessages.geolocationUnavailable, hint: LocatorMessages.geolocationUnavailableHint };
  // While the opening is chosen (a moment: storage, the member's stores, a permission) the newcomer's prompt
  // already shows: most arrivals end on it, and a page that opens elsewhere goes from it to its search.
  if (s.arrival === 'deciding' || s.arrival === 'prompt') return { kind: 'prompt', title: LocatorMessages.startPrompt, hint: LocatorMessages.searchOrZoomIn };
  if (isZoomedOutTooFar(s.map.zoom)) return { kind: 'zoomedOut', ...zoomedOutMessage(s.placeName !== undefined || s.fetchAtLocation !== undefined) };
  if (s.fetchStatus === 'idle') return { kind: 'idle' };
  if (s.fetchStatus === 'loading') return { kind: 'loading' };
  if (s.fetchStatus === 'error') return { kind: 'error', message: s.fetchError ?? LocatorMessages.noStoresFound };
  if (s.locations.length > 0) return { kind: 'results', locations: s.locations, expanded: false };
  const n = s.nearest;
  if (n.status === 'ok') return { kind: 'results', locations: n.locations, expanded: true };
  const base = noResultsMessage({ variant: s.variant, activeFilterCount: activeFilterCount(s.filters), nearestNotFound: n.status === 'notFound' });
  return {
    kind: 'empty',
    ...base,
    expanding: n.status === 'loading',
    ...(n.status === 'error' ? { expandError: n.message } : {}),
  };
};

export interface MarkerView {
  readonly storeNumber: string;
  readonly coordinates: Coordinates;
  readonly state: MarkerState;
  readonly zIndex: number;
}

/** The store whose marker is highlighted: the hovered card, else the list's focus (see autoSelection). */
export const highlightedMarker = (s: LocatorState): string | undefined => s.highlightedStoreNumber ?? s.focusedStoreNumber;

/** Markers of the listed stores (none while zoomed out too far), each default, highlighted or selected. */
export const markerViews = (s: LocatorState): MarkerView[] => {
  const view = resultsView(s);
  if (view.kind !== 'results') return [];
  const highlightedStoreNumber = highlightedMarker(s);
  return view.locations.map((r) => {
    const state = markerState(r.store.storeNumber, {
      ...(s.selectedStoreNumber !== undefined ? { selectedStoreNumber: s.selectedStoreNumber } : {}),
      ...(highlightedStoreNumber !== undefined ? { highlightedStoreNumber } : {}),
    });
    return { storeNumber: r.store.storeNumber, coordinates: r.store.coordinates, state, zIndex: markerZIndex(state) };
  });
};

/** The filter overlay as the screen shows it. */
export const filterView = (s: LocatorState): { open: boolean; activeCount: number; pending: readonly string[]; canApply: boolean } => ({
  open: s.filters.open,
  activeCount: activeFilterCount(s.filters),
  pending: s.filters.pending,
  canApply: canApplyFilters(s.filters),
});

/** The store whose details overlay is open, if it is listed. */
export const expandedLocation = (s: LocatorState): LocationResult | undefined => {
  const n = s.expandedStoreNumber;
  if (n === undefined) return undefined;
  return s.locations.find((r) => r.store.storeNumber === n) ?? (s.nearest.status === 'ok' ? s.nearest.locations.find((r) => r.store.storeNumber === n) : undefined);
};

/**
 * What the URL's query string keeps (spec section 2: features, map and place): the applied features always,
 * so a reload keeps them even before any search; the map and the place once the visitor has a view of their
 * own (a search, a position, a move of theirs, or an opening on a remembered place or store), not the
 * default country view they have not looked at yet.
 */
export const locatorUrlQuery = (s: LocatorState): LocatorQuery => {
  const hasView = s.fetchAtLocation !== undefined || s.placeName !== undefined || s.userOverride;
  return { features: s.filters.applied, ...(hasView ? { map: s.map, ...(s.placeName !== undefined ? { place: s.placeName } : {}) } : {}) };
};
