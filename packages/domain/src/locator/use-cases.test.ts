import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { createManualClock } from '../shared/clock';
import { makeConfig, UNEXPECTED_ERROR_MESSAGE, domainError } from '../shared';
import { makeAutocompletePlaces } from './autocomplete-places';
import { makeChooseStoreByNumber } from './choose-store-by-number';
import { makeConfirmStore } from './confirm-store';
import { makeExpandNearest } from './expand-nearest';
import { makeSearchPlaces } from './search-places';
import { makeSearchStores } from './search-stores';
import { makeSelectStore } from './select-store';
import { favoriteToggleEvent, makeToggleFavorite } from './toggle-favorite';
import { guest, member, storeLocation, stubPorts, testLocation, testStore } from './test-support';

const all = <T>(o: import('rxjs').Observable<T>) => lastValueFrom(o.pipe(toArray()));
const config = makeConfig({ locale: 'en-US' });
const clock = createManualClock(1_800_000_000_000);

describe('makeSearchPlaces', () => {
  it('does not submit an empty term', async () => {
    const p = stubPorts();
    expect(await all(makeSearchPlaces(p)('  '))).toEqual([{ status: 'idle' }]);
    expect(p.calls).toEqual([]);
  });

  it('emits loading then found (rounded coordinates), fallback, or not found with its message', async () => {
    const found = stubPorts({ match: { kind: 'found', placeName: 'Seattle, WA', coordinates: { latitude: 47.606209123, longitude: -122.332071 } } });
    expect(await all(makeSearchPlaces(found)(' Seattle '))).toEqual([
      { status: 'loading' },
      { status: 'ok', value: { kind: 'found', placeName: 'Seattle, WA', coordinates: { latitude: 47.606209, longitude: -122.332071 } } },
    ]);
    expect(found.calls).toEqual(['places.search:Seattle']);
    expect(await lastValueFrom(makeSearchPlaces(stubPorts({ match: { kind: 'fallback', placeName: '98101' } }))('98101'))).toEqual({ status: 'ok', value: { kind: 'fallback', placeName: '98101' } });
    expect(await lastValueFrom(makeSearchPlaces(stubPorts())('nowhere'))).toEqual({
      status: 'ok',
      value: { kind: 'notFound', message: "Whoops! We couldn't find that location. Please search again." },
    });
    const failing = stubPorts();
    failing.failNext('places.search:x', domainError('HTTP_500', { status: 500 }));
    expect(await lastValueFrom(makeSearchPlaces(failing)('x'))).toMatchObject({ status: 'error', message: UNEXPECTED_ERROR_MESSAGE });
  });
});

describe('makeAutocompletePlaces', () => {
  it('asks nothing for fewer than two characters and caps the suggestions at the limit', async () => {
    const suggestions = [1, 2, 3].map((n) => ({ name: `P${n}`, region: '', country: 'US', label: `P${n}` }));
    const p = stubPorts({ suggestions });
    expect(await all(makeAutocompletePlaces(p)('P'))).toEqual([{ status: 'ok', value: [] }]);
    expect(p.calls).toEqual([]);
    expect(await lastValueFrom(makeAutocompletePlaces(p)('Po', 2))).toEqual({ status: 'ok', value: suggestions.slice(0, 2) });
    expect(p.calls).toEqual(['places.autocomplete:Po:2']);
  });
});

describe('makeSearchStores', () => {
  const search = (p = stubPorts({ locations: [storeLocation({ distanceKm: 1.609344 })] }), locale = 'en-US') => makeSearchStores({ stores: p.stores, config: makeConfig({ locale }) });
  const target = { coordinates: { latitude: 47.6, longitude: -122.3 } };

  it('emits loading then results in the locale unit, beyond-cutoff results dropped', async () => {
    const p = stubPorts({ locations: [storeLocation({ storeNumber: '1-1', distanceKm: 1.609344 }), storeLocation({ storeNumber: '2-1', distanceKm: 81 })] });
    const states = await all(search(p)({ target, features: ['WA', 'WA'], variant: 'locator' }));
    expect(states[0]).toEqual({ status: 'loading' });
    expect(states[1]).toMatchObject({ status: 'ok', value: { kind: 'results', unit: 'mi', moreResultsAvailable: false } });
    const value = states[1]?.status === 'ok' ? states[1].value : undefined;
    expect(value?.kind === 'results' ? value.locations.map((l) => [l.store.storeNumber, l.distance]) : []).toEqual([['1-1', 1]]);
    expect(p.calls).toEqual(['stores.search:WA:50']);
    const km = await lastValueFrom(search(p, 'fr-FR')({ target, features: [], variant: 'locator' }));
    expect(km).toMatchObject({ value: { kind: 'results', unit: 'km' } });
  });

  it('treats 404 and an all-beyond-cutoff answer as no results, with the right hint', async () => {
    expect(await lastValueFrom(search(stubPorts())({ target, features: ['GC'], variant: 'locator' }))).toEqual({
      status: 'ok',
      value: { kind: 'empty', unit: 'mi', title: 'No stores were found.', hint: 'Try disabling filters to see more.', canExpand: false },
    });
    expect(await lastValueFrom(search(stubPorts({ locations: [storeLocation({ distanceKm: 500 })] }))({ target, features: [], variant: 'locator' }))).toMatchObject({
      value: { kind: 'empty', hint: 'Do you want to look further away?', canExpand: true },
    });
  });

  it('reports more results available when the answer fills the limit', async () => {
    const locations = [1, 2, 3].map((n) => storeLocation({ storeNumber: `${n}-1` }));
    expect(await lastValueFrom(search(stubPorts({ locations }))({ target, features: [], variant: 'locator', limit: 3 }))).toMatchObject({ value: { moreResultsAvailable: true } });
  });

  it('does not search below zoom 8, and a server failure is a generic error', async () => {
    const p = stubPorts();
    expect(await all(search(p)({ target, features: [], variant: 'locator', zoom: 5, hasSearchedLocation: false }))).toEqual([
      { status: 'ok', value: { kind: 'zoomedOut', title: 'Zoomed out too far', hint: 'Try searching for a location or zooming in to see results.' } },
    ]);
    expect(p.calls).toEqual([]);
    p.failNext('stores.search::50', domainError('HTTP_500', { status: 500 }));
    expect(await lastValueFrom(search(p)({ target, features: [], variant: 'locator' }))).toMatchObject({ status: 'error', message: UNEXPECTED_ERROR_MESSAGE });
  });
});

describe('makeExpandNearest', () => {
  it('found (no cutoff), not found on 404, generic error otherwise', async () => {
    const expand = (p = stubPorts()) => makeExpandNearest({ stores: p.stores, config });
    const input = { coordinates: { latitude: 0, longitude: 0 }, features: [] };
    expect(await lastValueFrom(expand(stubPorts({ nearest: [storeLocation({ distanceKm: 300 })] }))(input))).toMatchObject({ status: 'ok', value: { kind: 'found', unit: 'mi' } });
    expect(await lastValueFrom(expand()(input))).toEqual({ status: 'ok', value: { kind: 'notFound', title: 'No stores were found.', hint: "We can't find any nearby stores.", canExpand: false } });
    const failing = stubPorts();
    failing.failNext('stores.nearest', domainError('HTTP_503', { status: 503 }));
    expect(await lastValueFrom(expand(failing)(input))).toMatchObject({ status: 'error', message: UNEXPECTED_ERROR_MESSAGE });
  });
});

describe('makeToggleFavorite', () => {
  it('a guest gets the sign-in dialog and no call', async () => {
    const p = stubPorts();
    expect(await all(makeToggleFavorite(p)({ storeNumber: '12345-67890', isFavorite: false, session: guest }))).toEqual([
      { status: 'signInRequired', message: 'You must sign in to add this store to your favorites.', confirmLabel: 'Sign in' },
    ]);
    expect(p.calls).toEqual([]);
  });

  it('a member: pending with the new value, then confirmed, or rolled back to the prior value; the call sends the number before the dash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), async (isFavorite, fails) => {
        const p = stubPorts();
        const method = `favorites.${isFavorite ? 'remove' : 'add'}:12345`;
        if (fails) p.failNext(method, domainError('HTTP_500', { status: 500 }));
        const states = await all(makeToggleFavorite(p)({ storeNumber: '12345-67890', isFavorite, session: member }));
        expect(p.calls).toEqual([method]);
        expect(states[0]).toEqual({ status: 'pending', storeNumber: '12345-67890', isFavorite: !isFavorite });
        expect(states[1]).toMatchObject(fails ? { status: 'rolledBack', isFavorite } : { status: 'confirmed', isFavorite: !isFavorite });
        expect(states.map(favoriteToggleEvent).map((e) => e.type)).toEqual(['favoriteToggleRequested', fails ? 'favoriteToggleFailed' : 'favoriteToggleSucceeded']);
      }),
      { numRuns: 20 },
    );
  });
});

describe('makeSelectStore', () => {
  const select = (p = stubPorts()) => makeSelectStore({ preference: p.preference, clock });

  it('ordering variant: a non-READY store gives the toast and nothing is saved', async () => {
    const p = stubPorts();
    const location = testLocation({ store: testStore({ mobileOrdering: { availability: 'NOT_READY' } }) });
    expect(await all(select(p)({ location, session: member, variant: 'ordering' }))).toEqual([{ status: 'ok', value: { kind: 'toast', message: 'Menu not available for this store.' } }]);
    expect(p.calls).toEqual([]);
  });

  it('the unavailable-store dialog, with the account-required message for a guest at a no-guest store', async () => {
    const noGuests = testLocation({ store: testStore({ guestOrdering: false }) });
    expect(await lastValueFrom(select()({ location: noGuests, session: guest, variant: 'locator' }))).toMatchObject({ value: { kind: 'unavailableDialog', accountRequired: true } });
    const closed = testLocation({ store: testStore({ open: false }) });
    expect(await lastValueFrom(select()({ location: closed, session: member, variant: 'locator' }))).toMatchObject({ value: { kind: 'unavailableDialog', accountRequired: false } });
  });

  it("a closed store's dialog says when it opens and offers the listed stores that can take the order now", async () => {
    // The clock's instant is midnight in Seattle (the store's time zone): it opens at 6:00 AM today.
    const closed = testLocation({
      store: testStore({ storeNumber: '1-1', name: 'Pine & Main', open: false, schedule: [{ dayFormatted: 'Today', hoursFormatted: '6:00 AM to 8:00 PM' }, { dayFormatted: 'Tomorrow', hoursFormatted: '6:30 AM to 8:00 PM' }] }),
    });
    const open = testLocation({ store: testStore({ storeNumber: '2-1', name: 'Open late' }) });
    const also = testLocation({ store: testStore({ storeNumber: '3-1', name: 'Also closed', open: false }) });
    const outcome = await lastValueFrom(select()({ location: closed, session: guest, variant: 'locator', listed: [closed, open, also] }));
    expect(outcome).toMatchObject({
      value: {
        kind: 'unavailableDialog',
        message: "This store isn't accepting mobile orders right now. Please choose another store.",
        storeNumber: '1-1',
        opening: { message: 'Pine & Main opens today at 6:00 AM.', next: { daysAhead: 0, minutesAhead: 360 } },
        alternatives: [{ location: open, distanceFromStore: 0 }],
      },
    });
  });

  it('saves the store with the confirmation timestamp', async () => {
    const p = stubPorts();
    const location = testLocation();
    const states = await all(select(p)({ location, session: guest, variant: 'ordering' }));
    const record = { storeNumber: '12345-67890', storeConfirmationTimestamp: clock.now(), userConfirmed: false };
    expect(states).toEqual([{ status: 'loading' }, { status: 'ok', value: { kind: 'selected', location, record } }]);
    expect(p.preference.record).toEqual(record);
  });
});

describe('makeConfirmStore and makeChooseStoreByNumber', () => {
  it('confirming names where to go next and marks the selection confirmed; with nothing selected it errors', async () => {
    const p = stubPorts();
    const confirm = makeConfirmStore({ preference: p.preference, clock });
    expect(await lastValueFrom(confirm({ toCart: true }))).toMatchObject({ status: 'error', message: "Whoops! We couldn't find that store. Please search again." });
    p.preference.record = { storeNumber: '1-1', storeConfirmationTimestamp: 5, userConfirmed: false };
    expect(await lastValueFrom(confirm({ returnUrl: '/menu/featured' }))).toEqual({
      status: 'ok',
      value: { next: { kind: 'returnUrl', path: '/menu/featured' }, record: { storeNumber: '1-1', storeConfirmationTimestamp: clock.now(), userConfirmed: true } },
    });
    expect(p.preference.record?.userConfirmed).toBe(true);
  });

  it('choosing by number selects the store; an unknown number says the store was not found', async () => {
    const p = stubPorts({ locations: [storeLocation({ storeNumber: '10001-55555' })] });
    const choose = makeChooseStoreByNumber({ stores: p.stores, preference: p.preference, clock, config });
    expect(await lastValueFrom(choose('10001'))).toMatchObject({ status: 'ok', value: { location: { store: { storeNumber: '10001-55555' } } } });
    expect(p.preference.record).toEqual({ storeNumber: '10001-55555', storeConfirmationTimestamp: clock.now(), userConfirmed: true });
    expect(await firstValueFrom(choose('99999').pipe(toArray()))).toEqual([
      { status: 'loading' },
      { status: 'error', error: expect.objectContaining({ status: 404 }), message: "Whoops! We couldn't find that store. Please search again." },
    ]);
  });
});
