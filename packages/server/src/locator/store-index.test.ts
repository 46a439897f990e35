// The in-memory index over stored rows answers as the catalog does: the same nearest stores with the same
// filters, and the same store at every instant, whether built as an object or written as JSON text from
// the shared per-minute statuses (also when the clock goes back, as a test clock may).
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildStore, loadLocatorWorld, nearestStores, featurePredicate, NO_MEMBER_STORES, type LocatorWorld } from '@crema/catalog/locator';
import { createStoreIndex, locationOf, locationsJson, type StoreIndex } from './store-index';
import { storeDocOf } from './store-records';

let world: LocatorWorld;
let index: StoreIndex;
beforeAll(async () => {
  world = await loadLocatorWorld();
  const { catalog } = world;
  index = createStoreIndex(
    Array.from({ length: catalog.count }, (_, i) => ({
      store_number: '',
      short_number: String(catalog.shortNumber[i]),
      lat: catalog.lat[i] ?? 0,
      lng: catalog.lng[i] ?? 0,
      doc: JSON.parse(JSON.stringify(storeDocOf(catalog, i))),
    })),
  );
}, 120_000);

const instantArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) });
const FEATURES = [[], ['ON'], ['GC', 'ON'], ['DT'], ['WF', 'OS'], ['hrs24'], ['CX', 'ON']];

describe('the store index', () => {
  it('builds every store, as an object and as JSON text, exactly as the catalog builds it at that instant', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(world.catalog.count - 1), instantArb), { minLength: 1, maxLength: 12 }), (visits) => {
        for (const [i, now] of visits) {
          const expected = buildStore(world.catalog, i, now);
          expect(index.storeAt(i, now)).toEqual(expected);
          expect(JSON.parse(index.storeJsonAt(i, now))).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('finds the same nearest stores as the catalog, with every filter, around any point', () => {
    fc.assert(
      fc.property(
        fc.record({ latitude: fc.double({ min: -60, max: 70, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
        fc.constantFrom(...FEATURES),
        instantArb,
        fc.integer({ min: 1, max: 60 }),
        (at, features, now, limit) => {
          const predicate = featurePredicate(world.catalog, features, now);
          const expected = nearestStores(world.catalog, at.latitude, at.longitude, limit, 800, predicate);
          expect(index.nearest(at, limit, 800, features, now)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
    expect(index.nearest({ latitude: 47.6, longitude: -122.3 }, 5, 80, ['NOT_A_FEATURE'], 0)).toBeUndefined();
  });

  it('writes a list of locations as JSON text that reads back as the same locations', () => {
    const now = Date.UTC(2026, 10, 26, 20);
    const hits = index.nearest({ latitude: 47.6, longitude: -122.3 }, 50, 80, [], now) ?? [];
    const member = { favorites: new Set(['10003']), previous: new Set(['10001', '10003']) };
    expect(JSON.parse(locationsJson(index, hits, now, member))).toEqual(hits.map((h) => locationOf(index, h, now, member)));
    expect(JSON.parse(locationsJson(index, [], now, NO_MEMBER_STORES))).toEqual([]);
    const reasons = hits.map((h) => locationOf(index, h, now, member)).filter((l) => l.recommendationReason !== 'NEARBY');
    expect(reasons.map((l) => [l.store.name, l.recommendationReason])).toEqual(expect.arrayContaining([['15th & Pine', 'FAVORITE'], ['1st & Pike', 'USUAL']]));
  });

  it('answers nothing, without failing, when there are no stores', () => {
    const empty = createStoreIndex([]);
    expect(empty.nearest({ latitude: 0, longitude: 0 }, 10, 800, [], 0)).toEqual([]);
    expect(empty.indexOf('10001')).toBeUndefined();
  });
});
