// A stored store, read back and built at an instant, is exactly the catalog's store at that instant: open
// state, status texts, the schedule (holidays included) and curbside, in the store's own time zone.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildStore, loadLocatorWorld, LICENSED_BIT, type LocatorWorld } from '@crema/catalog/locator';
import { featureBitsOf, storeAt, storeDocOf, storeRecordOf } from './store-records';

let world: LocatorWorld;
beforeAll(async () => {
  world = await loadLocatorWorld();
}, 120_000);

/** An instant through JSON, as the doc goes through the database. */
const throughJson = <T>(v: T): unknown => JSON.parse(JSON.stringify(v));

// 2026 to 2028, with extra weight on the holidays the hours rules know.
const HOLIDAYS = [Date.UTC(2026, 10, 26, 18), Date.UTC(2026, 11, 25, 9), Date.UTC(2027, 0, 1, 23), Date.UTC(2026, 11, 31, 20), Date.UTC(2026, 11, 24, 3)];
const instantArb = fc.oneof(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }), fc.constantFrom(...HOLIDAYS).chain((h) => fc.integer({ min: h - 36 * 3600_000, max: h + 36 * 3600_000 })));

describe('stored stores', () => {
  it('build, at any instant, the very store the catalog builds', () => {
    fc.assert(
      fc.property(fc.nat(world.catalog.count - 1), instantArb, (i, now) => {
        const record = storeRecordOf(throughJson(storeDocOf(world.catalog, i)));
        expect(record).toBeDefined();
        if (record !== undefined) expect(storeAt(record, now)).toEqual(buildStore(world.catalog, i, now));
      }),
      { numRuns: 300 },
    );
  });

  it('keep every filter code of the store as the catalog\'s feature bits', () => {
    for (let i = 0; i < world.catalog.count; i += 37) {
      const record = storeRecordOf(throughJson(storeDocOf(world.catalog, i)));
      expect(record && featureBitsOf(record.store)).toBe((world.catalog.bits[i] ?? 0) & ~LICENSED_BIT);
    }
  });

  it('refuse a doc that is not a store', () => {
    const doc = throughJson(storeDocOf(world.catalog, 0)) as { store: Record<string, unknown>; hours: { week: unknown[] } };
    expect(storeRecordOf(null)).toBeUndefined();
    expect(storeRecordOf({ ...doc, store: { ...doc.store, name: 7 } })).toBeUndefined();
    expect(storeRecordOf({ ...doc, hours: { ...doc.hours, week: doc.hours.week.slice(1) } })).toBeUndefined();
    expect(storeRecordOf({ ...doc, hours: undefined })).toBeUndefined();
  });
});
