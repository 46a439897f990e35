// The locations and places answers over the store world, as the fake and the server both give them.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import { storeFactsOf } from '@crema/domain/ordering';
import { loadLocatorWorld, type LocatorWorld } from './locator-world';
import { storeFactsAt } from './store-facts';
import {
  autocompletePlaces,
  findStore,
  geocode,
  nearestStoreHits,
  NO_MEMBER_STORES,
  searchPlace,
  searchStoreHits,
  SEARCH_RADIUS_KM,
  storeHitByNumber,
  storeLocations,
} from './store-search';

const NOW = Date.UTC(2026, 10, 22, 18, 30);
let world: LocatorWorld;
beforeAll(async () => {
  world = await loadLocatorWorld();
});

describe('store search', () => {
  it('geocodes a place, else its trailing comma parts, and finds the Seattle demo stores around it', () => {
    expect(geocode(world, '1912 Pike Pl, Seattle, WA')).toEqual(geocode(world, 'Seattle, WA'));
    expect(geocode(world, 'Nowhere-at-all')).toBeUndefined();
    const hits = searchStoreHits(world, { target: { place: 'Seattle, WA' }, features: [], limit: 100 }, NOW);
    const numbers = isRight(hits) ? hits.right.map((h) => String(world.catalog.shortNumber[h.index])) : [];
    expect(numbers).toEqual(expect.arrayContaining(['10001', '10002', '10003', '10004']));
    expect(isRight(hits) && hits.right.every((h, k, all) => h.distanceKm <= SEARCH_RADIUS_KM && (k === 0 || (all[k - 1]?.distanceKm ?? 0) <= h.distanceKm))).toBe(true);
  });

  it('answers 404 for an unknown place, an unknown feature, or nothing near', () => {
    const code = (e: ReturnType<typeof searchStoreHits>) => (isLeft(e) ? e.left.status : 200);
    expect(code(searchStoreHits(world, { target: { place: 'Nowhere-at-all' }, features: [] }, NOW))).toBe(404);
    expect(code(searchStoreHits(world, { target: { place: 'Seattle' }, features: ['NOT_A_FEATURE'] }, NOW))).toBe(404);
    expect(code(searchStoreHits(world, { target: { coordinates: { latitude: 0, longitude: -140 } }, features: [] }, NOW))).toBe(404);
    expect(code(nearestStoreHits(world, { coordinates: { latitude: 0, longitude: -140 }, features: [] }, NOW))).toBe(404);
  });

  it('finds any store by its full or short number, and its facts are those of the built store', () => {
    fc.assert(
      fc.property(fc.nat({ max: world.catalog.count - 1 }), (i) => {
        const store = findStore(world, String(world.catalog.shortNumber[i]), NOW);
        expect(store).toBeDefined();
        expect(findStore(world, ` ${store?.storeNumber ?? ''} `, NOW)).toEqual(store);
        expect(storeFactsAt(world, store?.storeNumber ?? '', NOW)).toEqual(store === undefined ? undefined : storeFactsOf(store));
      }),
      { numRuns: 50 },
    );
    expect(findStore(world, '9', NOW)).toBeUndefined();
    expect(isLeft(storeHitByNumber(world, 'abc'))).toBe(true);
  });

  it("marks the member's favorites first as FAVORITE, then previous stores as USUAL, the rest NEARBY", () => {
    const hits = searchStoreHits(world, { target: { place: 'Seattle, WA' }, features: [] }, NOW);
    const located = storeLocations(world, isRight(hits) ? hits.right : [], NOW, { favorites: new Set(['10003']), previous: new Set(['10003', '10001']) });
    const reason = (n: string) => located.find((l) => l.store.storeNumber.startsWith(`${n}-`))?.recommendationReason;
    expect([reason('10003'), reason('10001'), reason('10002')]).toEqual(['FAVORITE', 'USUAL', 'NEARBY']);
    expect(storeLocations(world, isRight(hits) ? hits.right : [], NOW, NO_MEMBER_STORES).every((l) => !l.isFavorite && !l.isPrevious)).toBe(true);
  });

  it('resolves places, falls back to the text of an address, and autocompletes at most 20', () => {
    expect(searchPlace(world, 'Seattle')).toMatchObject({ kind: 'found', placeName: 'Seattle, WA, United States' });
    expect(searchPlace(world, '1912 Pike Pl')).toEqual({ kind: 'fallback', placeName: '1912 Pike Pl' });
    expect(searchPlace(world, 'Nowhere-at-all')).toEqual({ kind: 'notFound' });
    expect(autocompletePlaces(world, 'San', 100)).toHaveLength(20);
    expect(autocompletePlaces(world, 'San', -1)).toEqual([]);
  });
});
