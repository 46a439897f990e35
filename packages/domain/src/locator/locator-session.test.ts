import { describe, it, expect, vi } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { Limits } from '../shared/config';
import { createManualClock } from '../shared/clock';
import { makeConfig, domainError, type Session } from '../shared';
import { createLocatorSession } from './locator-session';
import { resultsView } from './state-view';
import { expectPlaceSearchFailedThenRetried, guest, member, storeLocation, stubPorts } from './test-support';

const config = makeConfig({ locale: 'en-US', panThresholdKm: 2 });
const clock = createManualClock(0);
const seattle = { latitude: 47.60621, longitude: -122.33207 };
const locations = [storeLocation({ storeNumber: '10001-1', distanceKm: 1 }), storeLocation({ storeNumber: '10003-1', distanceKm: 2, isFavorite: true, recommendationReason: 'FAVORITE' })];

const make = (p = stubPorts({ match: { kind: 'found', placeName: 'Seattle, WA', coordinates: seattle }, locations }), session: Session = member) =>
  ({ p, s: createLocatorSession({ ...p, clock, config, session: () => session }, 'locator') });

describe('locator session (view-model over the use cases and the reducer)', () => {
  it('searches a place, then the stores around it, and focuses (does not select) the first favorite', () => {
    const { p, s } = make();
    s.searchPlace('  ');
    expect(p.calls).toEqual([]);
    s.searchPlace('Seattle');
    expect(p.calls).toEqual(['places.search:Seattle', 'stores.search::50']);
    expect(s.state()).toMatchObject({ placeName: 'Seattle, WA', fetchStatus: 'ok', focusedStoreNumber: '10003-1', fetchAtLocation: seattle });
    expect(s.state().selectedStoreNumber).toBeUndefined();
    expect(resultsView(s.state())).toMatchObject({ kind: 'results', expanded: false });
    expect(s.query()).toEqual({ features: [], map: { latitude: 47.60621, longitude: -122.33207, zoom: 12 }, place: 'Seattle, WA' });
  });

  it('searches again only after a user pan beyond the threshold (halved when more results exist)', () => {
    const { p, s } = make();
    s.searchPlace('Seattle');
    const calls = p.calls.length;
    s.mapMoved({ ...s.state().map, latitude: seattle.latitude + 1.5 / 111.2 }, true);
    expect(p.calls.length).toBe(calls);
    s.mapMoved({ ...s.state().map, latitude: seattle.latitude + 3 / 111.2 }, true);
    expect(p.calls.length).toBe(calls + 1);
    s.mapMoved({ ...s.state().map, zoom: 5 }, true);
    expect(p.calls.length).toBe(calls + 1);
    expect(resultsView(s.state()).kind).toBe('zoomedOut');
  });

  it('applies filters only when they changed, searching again with them', () => {
    const { p, s } = make();
    s.searchPlace('Seattle');
    s.openFilters();
    s.applyFilters();
    expect(p.calls.filter((c) => c.startsWith('stores.search'))).toHaveLength(1);
    s.toggleFilter('GC');
    s.applyFilters();
    expect(p.calls.at(-1)).toBe('stores.search:GC:50');
    expect(s.state().filters).toEqual({ open: false, applied: ['GC'], pending: ['GC'] });
  });

  it('toggles a favorite optimistically and rolls back on failure; a guest gets the sign-in dialog', () => {
    const { p, s } = make();
    s.searchPlace('Seattle');
    p.failNext('favorites.add:10001', domainError('HTTP_500', { status: 500 }));
    s.toggleFavorite('10001-1');
    expect(s.state().locations[0]).toMatchObject({ isFavorite: false, favoritePending: false });
    expect(s.state().favoriteFailure).toMatchObject({ storeNumber: '10001-1', message: "We couldn't update your favorite stores. Please try again." });
    s.toggleFavorite('10001-1');
    expect(s.state().locations[0]).toMatchObject({ isFavorite: true, favoritePending: false });
    const g = make(undefined, guest).s;
    g.searchPlace('Seattle');
    g.toggleFavorite('10001-1');
    expect(g.state().signInDialogOpen).toBe(true);
    g.closeSignInDialog();
    expect(g.state().signInDialogOpen).toBe(false);
  });

  it("'Try again' after a failed search repeats what failed: the place search, or the stores around the place", () => {
    const { p, s } = make();
    expectPlaceSearchFailedThenRetried(p, s);
    s.retry(); // nothing failed: nothing to repeat
    expect(p.calls).toHaveLength(3);
    p.failNext('stores.search::50', domainError('HTTP_500', { status: 500 }));
    s.mapMoved({ ...s.state().map, latitude: seattle.latitude + 3 / 111.2 }, true);
    expect(resultsView(s.state()).kind).toBe('error');
    s.retry();
    expect(p.calls.at(-1)).toBe('stores.search::50');
    expect(resultsView(s.state())).toMatchObject({ kind: 'results' });
  });

  it('expands the search where nothing was found, and reports a place not found or a failed geolocation', () => {
    const empty = make(stubPorts({ match: { kind: 'found', placeName: 'Nowhere', coordinates: seattle }, nearest: locations }));
    empty.s.searchPlace('Nowhere');
    expect(resultsView(empty.s.state())).toMatchObject({ kind: 'empty', canExpand: true });
    empty.s.expandSearch();
    expect(resultsView(empty.s.state())).toMatchObject({ kind: 'results', expanded: true });
    const missing = make(stubPorts());
    missing.s.searchPlace('Qwxzv');
    expect(resultsView(missing.s.state())).toMatchObject({ kind: 'locationNotFound' });
    missing.s.geolocated(undefined);
    expect(missing.s.state().geolocationFailed).toBe(true);
  });

  it("'Find locations near me' asks the device, is locating until it answers, then searches there or says it failed", () => {
    const { p, s } = make(stubPorts({ position: seattle, locations }));
    const states: boolean[] = [];
    const sub = s.state$.subscribe((st) => states.push(st.locating));
    s.locateMe();
    expect(p.calls).toContain('position.current');
    expect(states).toContain(true);
    expect(s.state()).toMatchObject({ locating: false, geolocationSearch: true, geolocationFailed: false });
    expect(s.state().map).toMatchObject({ latitude: seattle.latitude, longitude: seattle.longitude });
    const refused = make(stubPorts());
    refused.s.locateMe();
    expect(refused.s.state()).toMatchObject({ locating: false, geolocationFailed: true });
    sub.unsubscribe();
    s.dispose();
    refused.s.dispose();
  });

  it('a submit from the search box searches after the spec pause; a newer submit replaces it, an empty one cancels it', () => {
    vi.useFakeTimers();
    const { p, s } = make();
    const searched = () => p.calls.filter((c) => c.startsWith('places.search'));
    const advance = (ms: number) => vi.advanceTimersByTime(ms);
    s.submitSearch('Seattl');
    advance(Limits.searchDebounceMs - 50);
    s.submitSearch('  Seattle  ');
    advance(Limits.searchDebounceMs - 1);
    expect(searched()).toEqual([]);
    advance(1);
    expect(searched()).toEqual(['places.search:Seattle']);
    s.submitSearch('Portland');
    s.submitSearch('   ');
    advance(Limits.searchDebounceMs * 2);
    expect(searched()).toEqual(['places.search:Seattle']);
    s.dispose();
    vi.useRealTimers();
  });

  it('orders from a listed store through the store-select rule', async () => {
    const { p, s } = make();
    s.searchPlace('Seattle');
    expect(await lastValueFrom(s.orderFrom('10001-1'))).toMatchObject({ status: 'ok', value: { kind: 'selected', record: { storeNumber: '10001-1' } } });
    expect(p.preference.record?.storeNumber).toBe('10001-1');
    expect(await lastValueFrom(s.orderFrom('nope'))).toEqual({ status: 'idle' });
    s.dispose();
  });
});
