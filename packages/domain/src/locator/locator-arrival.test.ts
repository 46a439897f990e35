// The locator session on arrival and in the states a person meets first: where it opens, what the URL
// keeps before any search, a place search that fails while zoomed far out, and the phone list's pages.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { NEVER } from 'rxjs';
import { createManualClock } from '../shared/clock';
import { makeConfig, domainError, type Session } from '../shared';
import { createLocatorSession } from './locator-session';
import { COUNTRY_VIEWS } from './opening';
import { formatLocatorQuery } from './query-codec';
import { LIST_PAGE_SIZE, phoneListOrder, phoneResultsPage } from './rules';
import { arrivingLocatorState, initialLocatorState, reduceLocator } from './state';
import { locatorUrlQuery, resultsView } from './state-view';
import { expectPlaceSearchFailedThenRetried, guest, locationsArb, member, storeLocation, stubPorts, testStore } from './test-support';
import type { LocatorQuery, StoreLocation } from './model';

const config = makeConfig({ locale: 'en-US', panThresholdKm: 2 });
const clock = createManualClock(0);
const seattle = { latitude: 47.60621, longitude: -122.33207 };
const fifty: StoreLocation[] = Array.from({ length: 50 }, (_, i) => storeLocation({ storeNumber: `${10000 + i}-1`, distanceKm: i / 10 }));

const make = (p = stubPorts({ match: { kind: 'found', placeName: 'Seattle, WA', coordinates: seattle }, locations: fifty }), session: Session = guest, query?: LocatorQuery) =>
  ({ p, s: createLocatorSession({ ...p, clock, config, session: () => session }, 'locator', query) });

describe('arrival', () => {
  it('a newcomer opens on the country view with a prompt to search, not "Zoomed out too far" over the world', () => {
    const { s } = make();
    s.start();
    expect(s.state().map).toEqual(COUNTRY_VIEWS.US);
    expect(resultsView(s.state())).toEqual({ kind: 'prompt', title: 'Find a Crema store near you', hint: 'Try searching for a location or zooming in to see results.' });
    // The visitor's own zoom or pan ends the prompt: from then on the catalogue's message applies.
    s.mapMoved({ ...s.state().map, zoom: 5 }, true);
    expect(resultsView(s.state())).toMatchObject({ kind: 'zoomedOut', title: 'Zoomed out too far' });
  });

  it('the next visit opens on the last place searched, around its coordinates', () => {
    const first = make();
    first.s.start();
    first.s.searchPlace('Seattle');
    expect(first.p.recentPlaces.place).toEqual({ placeName: 'Seattle, WA', coordinates: seattle });
    const again = make(first.p);
    again.s.start();
    expect(again.s.state()).toMatchObject({ placeName: 'Seattle, WA', fetchAtLocation: seattle, map: { ...seattle, zoom: 12 }, fetchStatus: 'ok' });
    expect(first.p.calls.filter((c) => c.startsWith('places.search'))).toHaveLength(1);
    expect(again.s.query()).toMatchObject({ map: { ...seattle, zoom: 12 }, place: 'Seattle, WA' });
  });

  it("a member opens on their favorite store, listing the stores around it; the position is asked for only after", () => {
    const favorite = storeLocation({ store: testStore({ storeNumber: '10003-1', coordinates: seattle }), isFavorite: true, recommendationReason: 'FAVORITE' });
    const { p, s } = make(stubPorts({ locations: [favorite, ...fifty], recommended: [favorite], position: { latitude: 1, longitude: 1 } }), member);
    s.start();
    expect(s.state()).toMatchObject({ fetchAtLocation: seattle, focusedStoreNumber: '10003-1' });
    expect(resultsView(s.state())).toMatchObject({ kind: 'results' });
    expect(p.calls).not.toContain('position.ifGranted');
  });

  it('the store chosen earlier stays selected, and the map opens on it', () => {
    const p = stubPorts({ locations: fifty });
    p.preference.record = { storeNumber: '10040-1', storeConfirmationTimestamp: 0, userConfirmed: true };
    const { s } = make(p);
    s.start();
    expect(s.state()).toMatchObject({ selectedStoreNumber: '10040-1', fetchAtLocation: fifty[40]?.store.coordinates });
    // Its card is on the phone list even though it is the 41st store.
    expect(s.state().listLimit).toBe(50);
  });

  it('with location already allowed, the position; a search of the visitor\'s own while deciding wins', () => {
    const { s } = make(stubPorts({ locations: fifty, position: seattle }));
    s.start();
    expect(s.state()).toMatchObject({ fetchAtLocation: seattle, arrival: 'done' });
    const decided = reduceLocator(reduceLocator(initialLocatorState('locator'), { type: 'openingRequested' }), { type: 'searchSubmitted', query: 'Portland' });
    expect(reduceLocator(decided, { type: 'openedAt', coordinates: seattle })).toBe(decided);
    expect(reduceLocator(decided, { type: 'openedAtDefault', view: COUNTRY_VIEWS.US })).toBe(decided);
  });

  it("a URL with a map or a place opens as it is: no opening is chosen", () => {
    const p = stubPorts({ locations: fifty, position: { latitude: 1, longitude: 1 } });
    p.recentPlaces.place = { placeName: 'Elsewhere', coordinates: { latitude: 2, longitude: 2 } };
    const { s } = make(p, guest, { features: [], map: { ...seattle, zoom: 13 } });
    s.start();
    expect(p.calls).not.toContain('recentPlaces.last');
    expect(s.state()).toMatchObject({ fetchAtLocation: seattle, map: { ...seattle, zoom: 13 } });
  });
});

describe('the arriving state (what the page draws before its session starts)', () => {
  const features = fc.subarray(['DT', 'CX', 'WF', 'GC', 'ON']);

  it('is what the session shows at once when it starts, while the opening is still being chosen', () => {
    fc.assert(
      fc.property(features, fc.constantFrom('locator' as const, 'ordering' as const), (codes, variant) => {
        const p = stubPorts({ locations: fifty });
        p.recentPlaces.last = () => NEVER;
        const s = createLocatorSession({ ...p, clock, config, session: () => guest }, variant, { features: codes });
        s.start();
        const arriving = arrivingLocatorState(variant, { features: codes });
        expect(resultsView(s.state())).toEqual(resultsView(arriving));
        expect(s.state().map).toEqual(arriving.map);
        expect(s.state().filters).toEqual(arriving.filters);
      }),
    );
  });

  it("shows the newcomer's prompt from the first frame; a URL with a map or a place arrives as it is", () => {
    fc.assert(
      fc.property(features, (codes) => {
        expect(resultsView(arrivingLocatorState('locator', { features: codes }))).toEqual({ kind: 'prompt', title: 'Find a Crema store near you', hint: 'Try searching for a location or zooming in to see results.' });
        const shared: LocatorQuery = { features: codes, map: { ...seattle, zoom: 13 }, place: 'Seattle, WA' };
        expect(arrivingLocatorState('locator', shared)).toEqual(initialLocatorState('locator', shared));
      }),
    );
  });
});

describe('the URL', () => {
  it('holds the applied features before any search (a reload keeps them), and the map only once there is a view', () => {
    const { s } = make();
    s.start();
    s.openFilters();
    s.toggleFilter('DT');
    s.applyFilters();
    expect(formatLocatorQuery(s.query())).toBe('features=DT');
    s.searchPlace('Seattle');
    expect(formatLocatorQuery(s.query())).toBe('features=DT&map=47.60621,-122.33207,12z&place=Seattle%2C%20WA');
  });

  it('always holds exactly the applied features', () => {
    fc.assert(
      fc.property(fc.subarray(['DT', 'CX', 'WF', 'GC', 'ON']), fc.boolean(), (codes, searched) => {
        let st = initialLocatorState('locator');
        for (const code of codes) st = reduceLocator(st, { type: 'filterToggled', code });
        st = reduceLocator(st, { type: 'filtersApplied' });
        if (searched) st = reduceLocator(st, { type: 'placeFound', placeName: 'Seattle', coordinates: seattle });
        expect(locatorUrlQuery(st).features).toEqual(st.filters.applied);
        expect(locatorUrlQuery(st).map !== undefined).toBe(searched);
      }),
    );
  });
});

describe('a failed place search', () => {
  it("shows the catalogue's message with a Try again, even zoomed out over the country view", () => {
    const { p, s } = make();
    s.start();
    expectPlaceSearchFailedThenRetried(p, s);
  });

  it('Try again repeats the failed place search even when an earlier place is still shown', () => {
    const { p, s } = make();
    s.start();
    s.searchPlace('Seattle');
    p.failNext('places.search:Portland', domainError('HTTP_503', { status: 503 }));
    s.searchPlace('Portland');
    expect(resultsView(s.state()).kind).toBe('error');
    s.retry();
    expect(p.calls.at(-2)).toBe('places.search:Portland');
  });
});

describe('a place only the server can place (a geocode fallback, e.g. a postal code)', () => {
  it('lists its stores from the country view and moves the map to them, instead of "Zoomed out too far"', () => {
    const { p, s } = make(stubPorts({ match: { kind: 'fallback', placeName: '98101' }, locations: fifty }));
    s.start();
    s.searchPlace('98101');
    expect(p.calls.at(-1)).toBe('stores.search::50');
    expect(resultsView(s.state())).toMatchObject({ kind: 'results' });
    expect(s.state().map).toEqual({ ...fifty[0]?.store.coordinates, zoom: 12 });
    expect(p.recentPlaces.place).toEqual({ placeName: '98101' });
  });
});

describe('the phone list', () => {
  it('shows 10 stores, then 10 more per "Show more stores"', () => {
    const { s } = make();
    s.start();
    s.searchPlace('Seattle');
    const page = () => phoneResultsPage(s.state().locations, s.state().listLimit);
    expect(page()).toMatchObject({ shown: 10, total: 50 });
    s.showMoreStores();
    expect(page()).toMatchObject({ shown: 20, total: 50 });
  });

  it('a page keeps the groups in order, cut to the limit, and always reaches the selected or focused store', () => {
    fc.assert(
      fc.property(locationsArb(40), fc.integer({ min: 0, max: 45 }), fc.nat(), (results, limit, pick) => {
        const page = phoneResultsPage(results, limit);
        expect(page.shown).toBe(Math.min(limit, results.length));
        expect(page.groups.flatMap((g) => g.results)).toEqual(phoneListOrder(results).slice(0, limit));
        if (results.length === 0) return;
        const chosen = results[pick % results.length]?.store.storeNumber ?? '';
        const st = reduceLocator(reduceLocator(initialLocatorState('locator'), { type: 'storesSucceeded', locations: results, moreResultsAvailable: false }), { type: 'storeSelected', storeNumber: chosen, preventMapMove: true });
        expect(st.listLimit % LIST_PAGE_SIZE).toBe(0);
        expect(phoneResultsPage(results, st.listLimit).groups.some((g) => g.results.some((r) => r.store.storeNumber === chosen))).toBe(true);
      }),
    );
  });
});
