// The locator on the server, on each test database: the seed, the answers of every route (the same stores
// the catalog answers with, at the server clock's instant; the README's six pickup stores with their pickup facts),
// who the member is (the session, never the request), and the errors of spec section 7.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ManualClock } from '@crema/domain';
import type { StoreLocation } from '@crema/domain/locator';
import { loadLocatorWorld, NO_MEMBER_STORES, searchStoreHits, storeLocations, type LocatorWorld } from '@crema/catalog/locator';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { testDatabases } from '../test/databases';
import type { Db } from '../db/database';
import { seedMembers } from '../auth/seed';
import { buildApp } from '../app';
import { testContext } from '../test/app';
import { seedLocator } from './seed';
import { PINNED_PICKUP_STORES, pinnedDoc } from '../db/migrations/0022-stores-in-one-place';

// Seattle: Tuesday 24 November 2026, 12:00 local (20:00 UTC).
const NOON_IN_SEATTLE = Date.UTC(2026, 10, 24, 20);
const SEATTLE = { latitude: 47.6062, longitude: -122.3321 };
const graphQuery = (operationName: string, variables: Record<string, unknown> = {}) => ({ method: 'POST' as const, url: '/apiproxy/v1/graphql', payload: { operationName, variables } });

/** The catalog's answer as the server seeds it: the six pickup stores with the pickup facts pinned on their rows (migration 0022). */
const asSeeded = (locations: readonly StoreLocation[]): StoreLocation[] =>
  locations.map((l) => {
    const p = PINNED_PICKUP_STORES.find((s) => s.shortNumber === l.store.storeNumber.split('-')[0]);
    if (p === undefined) return l;
    const { store, curbside } = pinnedDoc({ store: l.store }, p);
    return { ...l, store: { ...store, curbsideAvailability: curbside } };
  });

describe.each(testDatabases)('locator server on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  let clock: ManualClock;
  let world: LocatorWorld;
  let demo: Record<string, string>;

  const get = async (url: string, cookies: Record<string, string> = {}) => app.inject({ url, cookies });
  const locations = async (url: string, cookies: Record<string, string> = {}): Promise<StoreLocation[]> => {
    const r = await get(url, cookies);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    db = await open();
    const ctx = testContext(db, NOON_IN_SEATTLE);
    clock = ctx.clock;
    await seedMembers(ctx);
    await seedLocator(ctx);
    world = await loadLocatorWorld();
    app = await buildApp({ ctx });
    await app.ready();
    const signIn = await app.inject({ method: 'POST', url: '/apiproxy/v1/account/sign-in', payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } });
    expect(signIn.statusCode).toBe(200);
    demo = { crema_session: /crema_session=([^;]+)/.exec(String(signIn.headers['set-cookie']))?.[1] ?? '' };
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  describe('seed', () => {
    it('loads every store of the catalog (over 20,000) and the demo member\'s favorite and previous stores, once', async () => {
      const count = async (table: 'stores' | 'favorite_stores' | 'previous_stores') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('stores')).toBe(world.catalog.count);
      expect(world.catalog.count).toBeGreaterThanOrEqual(20_000);
      expect(await count('favorite_stores')).toBe(2);
      expect(await count('previous_stores')).toBe(2);
      await seedLocator({ db, clock });
      expect([await count('stores'), await count('favorite_stores'), await count('previous_stores')]).toEqual([world.catalog.count, 2, 2]);
    });
  });

  describe('GET /locations', () => {
    it('answers exactly what the catalog answers: the same stores, distances and open state, around points and places, with filters', async () => {
      const cases = [
        { at: SEATTLE, features: [] as string[] },
        { at: SEATTLE, features: ['ON', 'GC'] },
        { at: { latitude: 51.5072, longitude: -0.1276 }, features: ['WF'] },
        { at: { latitude: 35.6762, longitude: 139.6503 }, features: ['DT'] },
        { at: { latitude: 40.7128, longitude: -74.006 }, features: ['hrs24'] },
      ];
      for (const [k, c] of cases.entries()) {
        clock.set(NOON_IN_SEATTLE + k * 7 * 3600_000);
        const now = clock.now();
        const features = c.features.length > 0 ? `&features=${c.features.join(',')}` : '';
        const served = await locations(`/apiproxy/v1/locations?lat=${c.at.latitude}&lng=${c.at.longitude}${features}&limit=30`);
        const hits = searchStoreHits(world, { target: { coordinates: c.at }, features: c.features, limit: 30 }, now);
        expect(hits._tag).toBe('Right');
        if (hits._tag === 'Right') expect(served).toEqual(asSeeded(storeLocations(world, hits.right, now, NO_MEMBER_STORES)));
      }
      clock.set(NOON_IN_SEATTLE);
      const byPlace = await locations('/apiproxy/v1/locations?place=Seattle&limit=5');
      const hits = searchStoreHits(world, { target: { place: 'Seattle' }, features: [], limit: 5 }, clock.now());
      if (hits._tag === 'Right') expect(byPlace).toEqual(asSeeded(storeLocations(world, hits.right, clock.now(), NO_MEMBER_STORES)));
      expect(byPlace).toHaveLength(5);
    });

    it('sends the list compressed to a browser that accepts brotli or gzip, the same stores once decoded', async () => {
      const url = '/apiproxy/v1/locations?lat=47.6&lng=-122.3';
      const plain = await app.inject({ url });
      const br = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    });

    it('answers 50 stores by default, nearest first', async () => {
      const all = await locations('/apiproxy/v1/locations?lat=47.6&lng=-122.3');
      expect(all).toHaveLength(50);
      expect(all.map((l) => l.distanceKm)).toEqual(all.map((l) => l.distanceKm).sort((a, b) => a - b));
    });

    it('shows open state by the store\'s hours at the server clock\'s instant, in the store\'s time zone', async () => {
      const pike = async () => (await locations('/apiproxy/v1/locations?lat=47.6097&lng=-122.3422&limit=1'))[0]?.store;
      clock.set(NOON_IN_SEATTLE);
      expect(await pike()).toMatchObject({ name: '1st & Pike', open: true, openStatusFormatted: 'Open until 9:00 PM' });
      clock.set(NOON_IN_SEATTLE + 15 * 3600_000); // 3:00 AM in Seattle
      expect(await pike()).toMatchObject({ open: false, openStatusFormatted: 'Closed · Opens 5:30 AM' });
      clock.set(Date.UTC(2026, 10, 26, 20)); // Thanksgiving, noon in Seattle
      const thanksgiving = await pike();
      expect(thanksgiving?.schedule[0]).toEqual({ dayFormatted: 'Today', hoursFormatted: '8:00 AM to 3:00 PM', holidayFormatted: 'Thanksgiving' });
      clock.set(NOON_IN_SEATTLE);
    });

    it('answers 404 for no results (nothing within reach, a filter nothing has, a place nobody knows) and 400 for a malformed query', async () => {
      for (const url of ['/apiproxy/v1/locations?lat=-48.8767&lng=-123.3933', '/apiproxy/v1/locations?lat=47.6&lng=-122.3&features=NOT_A_FEATURE', '/apiproxy/v1/locations?place=Qwxzv%20Plkjh']) {
        const r = await get(url);
        expect([r.statusCode, r.json().code]).toEqual([404, 'NOT_FOUND']);
      }
      for (const url of ['/apiproxy/v1/locations', '/apiproxy/v1/locations?lat=91&lng=0', '/apiproxy/v1/locations?lat=abc&lng=1', '/apiproxy/v1/locations?lat=1&lng=2&limit=0']) {
        const r = await get(url);
        expect([r.statusCode, r.json().code]).toEqual([400, 'VALIDATION_ERROR']);
      }
    });

    it('marks the signed-in member\'s favorite and previous stores, and nobody else\'s', async () => {
      const mine = await locations('/apiproxy/v1/locations?lat=47.6097&lng=-122.3422&limit=50', demo);
      const reasons = Object.fromEntries(mine.filter((l) => l.recommendationReason !== 'NEARBY').map((l) => [l.store.storeNumber.split('-')[0], l.recommendationReason]));
      expect(reasons).toEqual({ '10001': 'USUAL', '10002': 'USUAL', '10003': 'FAVORITE', '10004': 'FAVORITE' });
      const guest = await locations('/apiproxy/v1/locations?lat=47.6097&lng=-122.3422&limit=50&memberId=member-demo-1');
      expect(guest.every((l) => !l.isFavorite && !l.isPrevious)).toBe(true);
      const forged = await locations('/apiproxy/v1/locations?lat=47.6097&lng=-122.3422&limit=50', { crema_session: 'forged' });
      expect(forged.every((l) => !l.isFavorite && !l.isPrevious)).toBe(true);
    });
  });

  describe('POST /locations/nearest-location', () => {
    it('answers the nearest stores with every feature, or 404 where nothing is near', async () => {
      const r = await app.inject({ method: 'POST', url: '/apiproxy/v1/locations/nearest-location', payload: { lat: 47.6, lng: -122.3, features: ['DT'] } });
      expect(r.statusCode).toBe(200);
      const stores: StoreLocation[] = r.json();
      expect(stores.length).toBeGreaterThan(0);
      expect(stores.every((l) => l.store.pickUpOptions.some((p) => p.code === 'DT'))).toBe(true);
      const remote = await app.inject({ method: 'POST', url: '/apiproxy/v1/locations/nearest-location', payload: { lat: -48.8767, lng: -123.3933, features: [] } });
      expect([remote.statusCode, remote.json().code]).toEqual([404, 'NOT_FOUND']);
      const bad = await app.inject({ method: 'POST', url: '/apiproxy/v1/locations/nearest-location', payload: { lat: '47.6', lng: -122.3 } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('favorite stores', () => {
    const add = (storeNumber: unknown, cookies: Record<string, string> = demo) => app.inject({ method: 'POST', url: '/apiproxy/v1/stores/favorites', payload: { storeNumber }, cookies });
    const remove = (storeNumber: string, cookies: Record<string, string> = demo) => app.inject({ method: 'DELETE', url: `/apiproxy/v1/stores/favorites/${storeNumber}`, cookies });
    const isFavorite = async (short: string) => {
      const r = await app.inject({ ...graphQuery('getStoreByNumber', { storeNumber: short }), cookies: demo });
      return (r.json().data.storeByNumber as StoreLocation).isFavorite;
    };

    it('refuse a guest (401), whatever the request says about who is asking', async () => {
      expect((await add('10001', {})).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/apiproxy/v1/stores/favorites', payload: { storeNumber: '10001', memberId: DEMO_MEMBER.memberId } })).statusCode).toBe(401);
      expect((await remove('10003', {})).statusCode).toBe(401);
      expect((await remove('10003', { crema_session: 'forged' })).statusCode).toBe(401);
      expect(await isFavorite('10003')).toBe(true);
    });

    it('add and remove by the number before the dash; 404 for a store that does not exist, 400 for a full or malformed number', async () => {
      expect((await add('10001')).statusCode).toBe(204);
      expect((await add('10001')).statusCode).toBe(204);
      expect(await isFavorite('10001')).toBe(true);
      expect((await remove('10001')).statusCode).toBe(204);
      expect(await isFavorite('10001')).toBe(false);
      expect((await add('99')).statusCode).toBe(404);
      expect((await remove('99')).statusCode).toBe(404);
      for (const n of ['10001-12345', '', 'abc', 10001]) expect((await add(n)).statusCode).toBe(400);
      expect((await remove('abc')).statusCode).toBe(400);
    });
  });

  describe('graph', () => {
    it('get store by number: by its full or short number, 404 for an unknown one, 400 for a malformed one', async () => {
      const short = await app.inject(graphQuery('getStoreByNumber', { storeNumber: '10004' }));
      const store = (short.json().data.storeByNumber as StoreLocation).store;
      expect(store).toMatchObject({ name: 'Ballard & Market' });
      const full = await app.inject(graphQuery('getStoreByNumber', { storeNumber: store.storeNumber }));
      expect((full.json().data.storeByNumber as StoreLocation).store.storeNumber).toBe(store.storeNumber);
      const missing = await app.inject(graphQuery('getStoreByNumber', { storeNumber: '00000' }));
      expect([missing.statusCode, missing.json().errors[0].extensions.code]).toEqual([404, 'NOT_FOUND']);
      const malformed = await app.inject(graphQuery('getStoreByNumber', { storeNumber: 'Seattle' }));
      expect(malformed.statusCode).toBe(400);
    });

    it('get recommended stores: the member\'s favorites in the order added, then previous stores newest first; 401 for a guest', async () => {
      const r = await app.inject({ ...graphQuery('getRecommendedStores'), cookies: demo });
      const stores: StoreLocation[] = r.json().data.recommendedStores;
      expect(stores.map((l) => [l.store.storeNumber.split('-')[0], l.recommendationReason])).toEqual([
        ['10003', 'FAVORITE'],
        ['10004', 'FAVORITE'],
        ['10001', 'USUAL'],
        ['10002', 'USUAL'],
      ]);
      const guest = await app.inject(graphQuery('getRecommendedStores'));
      expect([guest.statusCode, guest.json().errors[0].extensions.code]).toEqual([401, 'UNAUTHORIZED']);
    });
  });

  describe('places', () => {
    it('resolve a known place, say notFound for an unknown one, and autocomplete a prefix within the limit', async () => {
      expect((await get('/apiproxy/v1/places?query=Seattle')).json()).toMatchObject({ kind: 'found', coordinates: { latitude: expect.closeTo(47.6, 0) } });
      expect((await get('/apiproxy/v1/places?query=Qwxzv%20Plkjh')).json()).toEqual({ kind: 'notFound' });
      expect((await get('/apiproxy/v1/places?query=1912%20Pike%20Pl%2098101')).json()).toMatchObject({ kind: 'fallback' });
      const suggestions = (await get('/apiproxy/v1/places/autocomplete?prefix=Seat&limit=3')).json();
      expect(suggestions.length).toBeLessThanOrEqual(3);
      expect(suggestions.map((s: { name: string }) => s.name)).toContain('Seattle');
      expect((await get('/apiproxy/v1/places')).statusCode).toBe(400);
      expect((await get('/apiproxy/v1/places/autocomplete?prefix=Seat')).statusCode).toBe(400);
    });
  });
});
