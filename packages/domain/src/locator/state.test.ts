import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { assertEveryStep } from '../shared/test-reducers';
import { canApplyFilters, initialFilterState, reduceFilters, sameFeatureSet, type FilterEvent } from './filter-state';
import { initialLocatorState, reduceLocator, type LocatorEvent, type LocatorState } from './state';
import { expandedLocation, filterView, highlightedMarker, markerViews, resultsView } from './state-view';
import { autoSelection } from './rules';
import { locationsArb, testLocation, testStore } from './test-support';
import { LocatorMessages } from './messages';

const run = (events: readonly LocatorEvent[], s: LocatorState = initialLocatorState('locator')): LocatorState => events.reduce(reduceLocator, s);
const a = testLocation({ storeNumber: '10001-1' });
const b = testLocation({ storeNumber: '10002-1', isFavorite: true, recommendationReason: 'FAVORITE' });
const seattle = { latitude: 47.60621, longitude: -122.33207 };
const loaded = (locations = [a, b]) => run([{ type: 'placeFound', placeName: 'Seattle, WA', coordinates: seattle }, { type: 'storesRequested', at: seattle }, { type: 'storesSucceeded', locations, moreResultsAvailable: false }]);

describe('store list fetch', () => {
  it('request, success (stores, the first favorite focused, nothing selected), error', () => {
    const s = run([{ type: 'storesRequested', at: seattle }]);
    expect(s.fetchStatus).toBe('loading');
    expect(resultsView(s)).toEqual({ kind: 'zoomedOut', title: 'Zoomed out too far', hint: 'Zoom in to see results.' });
    const ok = loaded();
    expect(ok.fetchStatus).toBe('ok');
    expect(ok.locations).toHaveLength(2);
    expect(ok.focusedStoreNumber).toBe('10002-1');
    expect(ok.selectedStoreNumber).toBeUndefined();
    expect(resultsView(ok)).toEqual({ kind: 'results', locations: ok.locations, expanded: false });
    const failed = reduceLocator(ok, { type: 'storesFailed', message: 'Something went wrong. Please try again later.' });
    expect(resultsView(failed)).toEqual({ kind: 'error', message: 'Something went wrong. Please try again later.' });
  });

  it("the first load's pick is a focus, never a selection: only a choice selects (spec section 4, read in autoSelection)", () => {
    fc.assert(
      fc.property(locationsArb(), locationsArb(), (first, second) => {
        const s1 = run([{ type: 'storesSucceeded', locations: first, moreResultsAvailable: false }]);
        expect(s1.selectedStoreNumber).toBeUndefined();
        expect(s1.focusedStoreNumber).toBe(autoSelection(first));
        const s2 = reduceLocator(s1, { type: 'storesSucceeded', locations: second, moreResultsAvailable: false });
        expect(s2.selectedStoreNumber).toBeUndefined();
        expect(s2.focusedStoreNumber).toBe(s1.focusedStoreNumber);
        const chosen = run([{ type: 'storeSelected', storeNumber: 'x-1' }, { type: 'storesSucceeded', locations: first, moreResultsAvailable: false }]);
        expect(chosen.selectedStoreNumber).toBe('x-1');
        expect(chosen.focusedStoreNumber).toBeUndefined();
      }),
    );
  });

  it('a marker click focuses its card; a choice (or a restored one) selects and ends the focus', () => {
    const focused = reduceLocator(loaded(), { type: 'storeFocused', storeNumber: '10001-1' });
    expect(focused).toMatchObject({ focusedStoreNumber: '10001-1' });
    expect(focused.selectedStoreNumber).toBeUndefined();
    expect(highlightedMarker(focused)).toBe('10001-1');
    expect(highlightedMarker(reduceLocator(focused, { type: 'storeHovered', storeNumber: '10002-1' }))).toBe('10002-1');
    const chosen = reduceLocator(focused, { type: 'storeSelected', storeNumber: '10002-1', preventMapMove: true });
    expect(chosen.selectedStoreNumber).toBe('10002-1');
    expect(chosen.focusedStoreNumber).toBeUndefined();
  });

  it('keeps the expanded store only while it is listed', () => {
    const s = reduceLocator(loaded(), { type: 'storeExpanded', storeNumber: '10001-1' });
    expect(expandedLocation(s)?.store.storeNumber).toBe('10001-1');
    const again = reduceLocator(s, { type: 'storesSucceeded', locations: [b], moreResultsAvailable: true });
    expect(again.expandedStoreNumber).toBeUndefined();
    expect(again.moreResultsAvailable).toBe(true);
  });
});

describe('favorite toggle', () => {
  it('is optimistic and pending, then confirmed, or restored to the prior value on failure', () => {
    const pending = reduceLocator(loaded(), { type: 'favoriteToggleRequested', storeNumber: '10001-1' });
    expect(pending.locations[0]).toMatchObject({ isFavorite: true, favoritePending: true });
    expect(reduceLocator(pending, { type: 'favoriteToggleRequested', storeNumber: '10001-1' })).toBe(pending);
    expect(reduceLocator(pending, { type: 'favoriteToggleSucceeded', storeNumber: '10001-1', isFavorite: true }).locations[0]).toMatchObject({ isFavorite: true, favoritePending: false });
    const failed = reduceLocator(pending, { type: 'favoriteToggleFailed', storeNumber: '10001-1', message: LocatorMessages.favoriteFailed });
    expect(failed.locations[0]).toMatchObject({ isFavorite: false, favoritePending: false });
    expect(failed.favoritePrior).toEqual({});
    // The failure is told, once per failure.
    expect(failed.favoriteFailure).toEqual({ storeNumber: '10001-1', message: LocatorMessages.favoriteFailed, seq: 1 });
    const again = reduceLocator(reduceLocator(failed, { type: 'favoriteToggleRequested', storeNumber: '10001-1' }), { type: 'favoriteToggleFailed', storeNumber: '10001-1', message: LocatorMessages.favoriteFailed });
    expect(again.favoriteFailure?.seq).toBe(2);
  });

  it('a failed toggle always leaves every store as it was before the request', () => {
    fc.assert(
      fc.property(locationsArb(8).filter((l) => l.length > 0), fc.nat(), (locations, k) => {
        const before = run([{ type: 'storesSucceeded', locations, moreResultsAvailable: false }]);
        const n = locations[k % locations.length]?.store.storeNumber ?? '';
        const after = run([{ type: 'favoriteToggleRequested', storeNumber: n }, { type: 'favoriteToggleFailed', storeNumber: n, message: 'failed' }], before);
        expect(after.locations).toEqual(before.locations);
      }),
    );
  });

  it('a refetch during a pending toggle keeps the optimistic value', () => {
    const pending = reduceLocator(loaded(), { type: 'favoriteToggleRequested', storeNumber: '10001-1' });
    const refetched = reduceLocator(pending, { type: 'storesSucceeded', locations: [a, b], moreResultsAvailable: false });
    expect(refetched.locations[0]).toMatchObject({ isFavorite: true, favoritePending: true });
  });

  it('opens and closes the guest sign-in dialog', () => {
    const s = run([{ type: 'favoriteSignInRequired' }]);
    expect(s.signInDialogOpen).toBe(true);
    expect(reduceLocator(s, { type: 'signInDialogClosed' }).signInDialogOpen).toBe(false);
  });
});

describe('filter overlay', () => {
  const filterEvent: fc.Arbitrary<FilterEvent> = fc.oneof(
    fc.constant<FilterEvent>({ type: 'filtersOpened' }),
    fc.constantFrom('WA', 'WF', 'GC', 'ON').map((code): FilterEvent => ({ type: 'filterToggled', code })),
    fc.constant<FilterEvent>({ type: 'filtersCleared' }),
    fc.constant<FilterEvent>({ type: 'filtersApplied' }),
    fc.constant<FilterEvent>({ type: 'filtersClosed' }),
  );

  it('closing discards pending changes; applied changes only through apply, and only when pending differs', () => {
    assertEveryStep(reduceFilters, initialFilterState(['WA']), filterEvent, 25, (s, e, next) => {
      if (e.type !== 'filtersApplied') expect(next.applied).toEqual(s.applied);
      else if (!s.open || !canApplyFilters(s)) expect(next).toBe(s);
      else expect(sameFeatureSet(next.applied, s.pending)).toBe(true);
      if (e.type === 'filtersClosed') expect(next).toEqual({ open: false, applied: s.applied, pending: s.applied });
    });
  });

  it('clear all empties the pending set; apply then commits it', () => {
    const s = [{ type: 'filtersOpened' }, { type: 'filtersCleared' }] as const;
    const cleared = s.reduce(reduceFilters, initialFilterState(['WA', 'GC']));
    expect(cleared.pending).toEqual([]);
    expect(canApplyFilters(cleared)).toBe(true);
    expect(reduceFilters(cleared, { type: 'filtersApplied' })).toEqual({ open: false, applied: [], pending: [] });
    const view = filterView(run([{ type: 'featuresSet', features: ['WA', 'GC'] }, { type: 'filtersOpened' }]));
    expect(view).toEqual({ open: true, activeCount: 2, pending: ['WA', 'GC'], canApply: false });
  });
});

describe('nearest-location expansion', () => {
  const empty = () => loaded([]);
  it('request, success, not found, error', () => {
    expect(resultsView(empty())).toMatchObject({ kind: 'empty', hint: 'Do you want to look further away?', canExpand: true, expanding: false });
    expect(resultsView(reduceLocator(empty(), { type: 'nearestRequested' }))).toMatchObject({ kind: 'empty', expanding: true });
    expect(resultsView(run([{ type: 'nearestRequested' }, { type: 'nearestSucceeded', locations: [a] }], empty()))).toEqual({ kind: 'results', locations: [a], expanded: true });
    expect(resultsView(run([{ type: 'nearestRequested' }, { type: 'nearestNotFound' }], empty()))).toMatchObject({ kind: 'empty', hint: "We can't find any nearby stores.", canExpand: false });
    expect(resultsView(run([{ type: 'nearestRequested' }, { type: 'nearestFailed', message: 'oops' }], empty()))).toMatchObject({ kind: 'empty', canExpand: true, expandError: 'oops' });
  });

  it('the in-menu variant and active filters change the hint', () => {
    const menu = run([{ type: 'placeFound', placeName: 'X', coordinates: seattle }, { type: 'storesRequested' }, { type: 'storesSucceeded', locations: [], moreResultsAvailable: false }], initialLocatorState('ordering'));
    expect(resultsView(menu)).toMatchObject({ hint: 'Try moving the map or zooming out.' });
    expect(resultsView(reduceLocator(empty(), { type: 'featuresSet', features: ['GC'] }))).toMatchObject({ hint: 'Try disabling filters to see more.' });
  });
});

describe('place search', () => {
  it('found centres the map; not found shows the place-not-found state; the fallback only sets the place name', () => {
    const found = run([{ type: 'searchSubmitted', query: ' Seattle ' }, { type: 'placeFound', placeName: 'Seattle, WA', coordinates: seattle }]);
    expect(found).toMatchObject({ locationQuery: 'Seattle', placeName: 'Seattle, WA', placeNameNotFound: false, map: { latitude: 47.60621, longitude: -122.33207, zoom: 12 } });
    const notFound = reduceLocator(found, { type: 'placeNotFound' });
    expect(notFound.placeNameNotFound).toBe(true);
    expect(resultsView(notFound)).toEqual({ kind: 'locationNotFound', message: "Whoops! We couldn't find that location. Please search again." });
    fc.assert(
      fc.property(fc.string(), (name) => {
        const after = reduceLocator(found, { type: 'placeFallback', placeName: name });
        expect(after).toEqual({ ...found, placeName: name });
      }),
    );
    expect(reduceLocator(found, { type: 'searchSubmitted', query: '   ' })).toBe(found);
  });

  it('a geolocation failure shows the unable-to-access message', () => {
    const s = run([{ type: 'geolocationRequested' }, { type: 'geolocationFailed' }]);
    expect(resultsView(s)).toEqual({ kind: 'geolocationUnavailable', title: 'We are unable to access your exact location', hint: expect.any(String) });
  });

  it('a later store search (the map moved) clears the geolocation and place-not-found messages', () => {
    const refused = run([{ type: 'geolocationRequested' }, { type: 'geolocationFailed' }, { type: 'storesRequested', at: { latitude: 47.6, longitude: -122.3 } }]);
    expect(refused.geolocationFailed).toBe(false);
    const missing = run([{ type: 'searchSubmitted', query: 'Nowhere' }, { type: 'placeNotFound' }, { type: 'storesRequested', at: { latitude: 47.6, longitude: -122.3 } }]);
    expect(missing.placeNameNotFound).toBe(false);
  });
});

describe('hover, selection, map', () => {
  it('hovering an unselected card highlights its marker; leaving clears it; the selected card is not highlighted', () => {
    const s = run([{ type: 'storeSelected', storeNumber: '10002-1' }, { type: 'storeHovered', storeNumber: '10001-1' }], loaded());
    expect(markerViews(s).map((m) => [m.storeNumber, m.state, m.zIndex])).toEqual([['10001-1', 'highlighted', 12], ['10002-1', 'selected', 11]]);
    expect(reduceLocator(s, { type: 'storeHovered', storeNumber: '10002-1' }).highlightedStoreNumber).toBe('10001-1');
    expect(reduceLocator(s, { type: 'storeUnhovered' }).highlightedStoreNumber).toBeUndefined();
  });

  it('selecting a card moves the map to it unless movement is prevented', () => {
    const far = testLocation({ storeNumber: '10003-1' });
    const moved = { ...far, store: testStore({ storeNumber: '10003-1', coordinates: { latitude: 47.7, longitude: -122.4 } }) };
    const s = loaded([a, moved]);
    expect(reduceLocator(s, { type: 'storeSelected', storeNumber: '10003-1' }).map).toMatchObject({ latitude: 47.7, longitude: -122.4 });
    expect(reduceLocator(s, { type: 'storeSelected', storeNumber: '10003-1', preventMapMove: true }).map).toEqual(s.map);
  });

  it('ignores map moves within the idle tolerance and keeps zoom within 3..21', () => {
    const s = loaded();
    expect(reduceLocator(s, { type: 'mapMoved', view: { ...s.map, latitude: s.map.latitude + 4e-6 }, byUser: true })).toBe(s);
    const moved = reduceLocator(s, { type: 'mapMoved', view: { ...s.map, latitude: s.map.latitude + 1e-3 }, byUser: true });
    expect(moved.userOverride).toBe(true);
    const top = Array.from({ length: 15 }, (): LocatorEvent => ({ type: 'zoomInClicked' })).reduce(reduceLocator, s);
    expect(top.map.zoom).toBe(21);
    const bottom = Array.from({ length: 25 }, (): LocatorEvent => ({ type: 'zoomOutClicked' })).reduce(reduceLocator, s);
    expect(bottom.map.zoom).toBe(3);
    expect(resultsView(bottom)).toMatchObject({ kind: 'zoomedOut' });
    expect(markerViews(bottom)).toEqual([]);
  });

  it('starts from the query string', () => {
    const s = initialLocatorState('locator', { features: ['WA'], map: { latitude: 1, longitude: 2, zoom: 10 }, place: 'Paris' });
    expect(s).toMatchObject({ placeName: 'Paris', map: { latitude: 1, longitude: 2, zoom: 10 }, filters: { applied: ['WA'] }, userOverride: true });
    expect(resultsView(s)).toEqual({ kind: 'idle' });
  });
});
