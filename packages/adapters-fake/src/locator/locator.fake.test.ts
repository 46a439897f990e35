// Behaviour of the fake locator beyond the contract: demo seeds, lazy data, the geocode fallback, fault
// injection by operation name, and persistence across reloads.
import { describe, it, expect } from 'vitest';
import { filter, firstValueFrom, lastValueFrom } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { createManualClock, makeConfig, UNEXPECTED_ERROR_MESSAGE } from '@crema/domain';
import {
  createLocatorSession,
  createMemoryRecentPlaces,
  NO_DEVICE_POSITION,
  initialLocatorState,
  makeExpandNearest,
  makeSearchPlaces,
  makeSearchStores,
  reduceLocator,
  resultsView,
  type LocationResult,
} from '@crema/domain/locator';
import { defaultGazetteerLoader } from '@crema/catalog/locator';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { createFakeBackend, createMemoryStorage, type FakeBackend } from '../backend';
import { createFakeLocator, LocatorOperations } from './index';

const NOW = Date.UTC(2026, 10, 22, 18, 30);
const SEATTLE = { latitude: 47.60621, longitude: -122.33207 };
const config = makeConfig({ locale: 'en-US' });
const backendAt = (storage = createMemoryStorage()): FakeBackend => createFakeBackend({ clock: createManualClock(NOW), storage });

const searchResults = async (backend: FakeBackend, target: { place: string } | { coordinates: typeof SEATTLE }, features: string[] = []): Promise<LocationResult[]> => {
  const r = await lastValueFrom(makeSearchStores({ stores: createFakeLocator(backend).stores, config })({ target, features, variant: 'locator' }));
  return r.status === 'ok' && r.value.kind === 'results' ? [...r.value.locations] : [];
};

describe('fake locator', () => {
  it('loads the gazetteer and builds the stores only on first use, once for every adapter', async () => {
    let loads = 0;
    const tiny = { rows: [['Seattle', 'US', 'WA', 4760621, -12233207, 684451], ['Portland', 'US', 'OR', 4552345, -12267621, 632309]] };
    const loadGazetteer = async (): Promise<unknown> => {
      loads += 1;
      return tiny;
    };
    const backend = backendAt();
    const a = createFakeLocator(backend, { loadGazetteer, storeCount: 300 });
    const b = createFakeLocator(backend, { loadGazetteer, storeCount: 300 });
    expect(loads).toBe(0);
    const found = await firstValueFrom(a.places.search('Portland'));
    expect(found).toMatchObject({ right: { kind: 'found', placeName: 'Portland, OR, United States' } });
    await firstValueFrom(b.stores.search({ target: { coordinates: SEATTLE }, features: [] }));
    expect(loads).toBe(1);
  });

  it('the default loader yields the committed data file', async () => {
    const data = await defaultGazetteerLoader();
    expect(data).toMatchObject({ version: 1, columns: expect.arrayContaining(['name']) });
  });

  it('seeds the demo member: two favorite stores in Seattle and the stores of past orders as usual', async () => {
    const backend = backendAt();
    backend.setCurrentMember(DEMO_MEMBER.memberId);
    const results = await searchResults(backend, { place: 'Seattle, WA' });
    const byReason = (reason: string) => results.filter((r) => r.recommendationReason === reason).map((r) => `${r.store.storeNumber.split('-')[0]} ${r.store.name}`);
    expect(byReason('FAVORITE')).toEqual(['10003 15th & Pine', '10004 Ballard & Market']);
    expect(byReason('USUAL')).toEqual(['10002 Westlake Center', '10001 1st & Pike']);
    const state = reduceLocator(initialLocatorState('locator'), { type: 'storesSucceeded', locations: results, moreResultsAvailable: true });
    expect(state.focusedStoreNumber?.split('-')[0]).toBe('10003');
    backend.setCurrentMember(undefined);
    expect((await searchResults(backend, { place: 'Seattle' })).some((r) => r.isFavorite || r.isPrevious)).toBe(false);
  });

  it('falls back to the place name for an address or postal code, which the store search then resolves or not', async () => {
    const backend = backendAt();
    const search = makeSearchPlaces(createFakeLocator(backend));
    expect(await lastValueFrom(search('1912 Pike Pl, Seattle'))).toEqual({ status: 'ok', value: { kind: 'fallback', placeName: '1912 Pike Pl, Seattle' } });
    expect(await lastValueFrom(search('Qwxzv'))).toMatchObject({ value: { kind: 'notFound' } });
    expect((await searchResults(backend, { place: '1912 Pike Pl, Seattle' })).length).toBeGreaterThan(0);
    const zip = await lastValueFrom(makeSearchStores({ stores: createFakeLocator(backend).stores, config })({ target: { place: '98101' }, features: [], variant: 'locator' }));
    expect(zip).toMatchObject({ status: 'ok', value: { kind: 'empty', title: 'No stores were found.' } });
  });

  it('filters server-side: every result has every requested feature', async () => {
    const results = await searchResults(backendAt(), { coordinates: SEATTLE }, ['GC', 'DT', 'ON']);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.store.guestOrdering && r.store.open && r.store.pickUpOptions.some((p) => p.code === 'DT'))).toBe(true);
  });

  it('expands to the nearest stores where the usual search finds none, and says so where nothing is near', async () => {
    const backend = backendAt();
    const expand = makeExpandNearest({ stores: createFakeLocator(backend).stores, config });
    const remote = await searchResults(backend, { coordinates: { latitude: 44.0, longitude: -114.5 } });
    expect(remote).toEqual([]);
    const nearest = await lastValueFrom(expand({ coordinates: { latitude: 44.0, longitude: -114.5 }, features: [] }));
    expect(nearest).toMatchObject({ status: 'ok', value: { kind: 'found', unit: 'mi' } });
    expect(await lastValueFrom(expand({ coordinates: { latitude: -48.8767, longitude: -123.3933 }, features: [] }))).toMatchObject({
      value: { kind: 'notFound', hint: "We can't find any nearby stores." },
    });
    let s = reduceLocator(initialLocatorState('locator'), { type: 'mapMoved', view: { latitude: 44.0, longitude: -114.5, zoom: 11 }, byUser: true });
    s = reduceLocator(reduceLocator(s, { type: 'storesRequested' }), { type: 'storesSucceeded', locations: [], moreResultsAvailable: false });
    if (nearest.status === 'ok' && nearest.value.kind === 'found') s = reduceLocator(s, { type: 'nearestSucceeded', locations: nearest.value.locations });
    expect(resultsView(s)).toMatchObject({ kind: 'results', expanded: true });
  });

  it('fails any operation by its name through fault injection', async () => {
    const backend = backendAt();
    backend.setCurrentMember(DEMO_MEMBER.memberId);
    const f = createFakeLocator(backend);
    const calls: Record<string, () => Promise<unknown>> = {
      [LocatorOperations.searchPlaces]: () => firstValueFrom(f.places.search('Seattle')),
      [LocatorOperations.autocompletePlaces]: () => firstValueFrom(f.places.autocomplete('Sea', 5)),
      [LocatorOperations.searchStores]: () => firstValueFrom(f.stores.search({ target: { coordinates: SEATTLE }, features: [] })),
      [LocatorOperations.nearestLocation]: () => firstValueFrom(f.stores.nearest({ coordinates: SEATTLE, features: [] })),
      [LocatorOperations.getStoreByNumber]: () => firstValueFrom(f.stores.byNumber('10001')),
      [LocatorOperations.getRecommendedStores]: () => firstValueFrom(f.recommended.forMember()),
      [LocatorOperations.addFavoriteStore]: () => firstValueFrom(f.favorites.add('10001')),
      [LocatorOperations.removeFavoriteStore]: () => firstValueFrom(f.favorites.remove('10001')),
      [LocatorOperations.getSelectedStore]: () => firstValueFrom(f.preference.get()),
      [LocatorOperations.setSelectedStore]: () => firstValueFrom(f.preference.set({ storeNumber: '10001-1', storeConfirmationTimestamp: NOW, userConfirmed: false })),
      [LocatorOperations.clearSelectedStore]: () => firstValueFrom(f.preference.clear()),
    };
    expect(Object.keys(calls).sort()).toEqual(Object.values(LocatorOperations).sort());
    for (const [op, call] of Object.entries(calls)) {
      backend.faults.set(op, { status: 500, times: 1 });
      expect(await call()).toMatchObject({ _tag: 'Left', left: { status: 500, context: { operation: op } } });
      expect(await call()).toMatchObject({ _tag: 'Right' });
    }
    backend.faults.set(LocatorOperations.searchStores, { status: 500, times: 1 });
    expect(await lastValueFrom(makeSearchStores({ stores: f.stores, config })({ target: { coordinates: SEATTLE }, features: [], variant: 'locator' }))).toMatchObject({
      status: 'error',
      message: UNEXPECTED_ERROR_MESSAGE,
    });
  });

  it('takes favorites by the number before the dash only, and keeps the selected store across reloads', async () => {
    const storage = createMemoryStorage();
    const backend = backendAt(storage);
    backend.setCurrentMember(DEMO_MEMBER.memberId);
    const f = createFakeLocator(backend);
    const dashed = await firstValueFrom(f.favorites.add('10001-12345'));
    expect(isLeft(dashed) && dashed.left.status).toBe(400);
    const unknown = await firstValueFrom(f.favorites.add('00001'));
    expect(isLeft(unknown) && unknown.left.status).toBe(404);
    await firstValueFrom(f.preference.set({ storeNumber: '10001-1', storeConfirmationTimestamp: NOW, userConfirmed: true }));
    const reloaded = createFakeLocator(backendAt(storage));
    expect(await firstValueFrom(reloaded.preference.get())).toEqual({ _tag: 'Right', right: { storeNumber: '10001-1', storeConfirmationTimestamp: NOW, userConfirmed: true } });
  });

  it('drives the locator page end to end through the session view-model', async () => {
    const backend = backendAt();
    backend.setCurrentMember(DEMO_MEMBER.memberId);
    const member = { kind: 'member' as const, memberId: DEMO_MEMBER.memberId, email: DEMO_MEMBER.email, firstName: 'A', lastName: 'Q', signedInAt: 0 };
    const session = createLocatorSession({ ...createFakeLocator(backend), recentPlaces: createMemoryRecentPlaces(), position: NO_DEVICE_POSITION, clock: backend.clock, config, session: () => member }, 'ordering', { features: ['GC'], place: 'Seattle' });
    session.start();
    const loaded = await firstValueFrom(session.state$.pipe(filter((s) => s.fetchStatus === 'ok')));
    expect(loaded.locations.length).toBeGreaterThan(10);
    expect(loaded.locations.every((l) => l.store.guestOrdering && l.distanceUnit === 'mi' && l.distance <= 50)).toBe(true);
    expect(loaded.focusedStoreNumber?.split('-')[0]).toBe('10003');
    const favorite = loaded.locations.find((l) => l.store.storeNumber.startsWith('10003-'));
    session.toggleFavorite(favorite?.store.storeNumber ?? '');
    const settled = await firstValueFrom(session.state$.pipe(filter((s) => Object.keys(s.favoritePrior).length === 0 && s !== loaded)));
    expect(settled.locations.find((l) => l.store.storeNumber.startsWith('10003-'))?.isFavorite).toBe(false);
    session.dispose();
  });
});
