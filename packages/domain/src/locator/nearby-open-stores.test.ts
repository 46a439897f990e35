// The stores offered instead of an unavailable one: properties over any listed stores and any person (guest
// or member, either variant), and an example in a city.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { distanceKm } from './map-rules';
import type { LocationResult, LocatorVariant } from './model';
import { NEARBY_OPEN_STORES_LIMIT, nearbyOpenStores } from './nearby-open-stores';
import { storeSelectVerdict } from './selection-rules';
import { storeArb, testLocation, testStore } from './test-support';

const coordinatesArb = fc.record({ latitude: fc.double({ min: 47.4, max: 47.8, noNaN: true }), longitude: fc.double({ min: -122.5, max: -122.1, noNaN: true }) });
const listedArb = fc
  .uniqueArray(fc.tuple(storeArb, coordinatesArb), { maxLength: 15, selector: ([s]) => s.storeNumber })
  .map((stores): LocationResult[] => stores.map(([store, coordinates]) => testLocation({ store: { ...store, coordinates }, distanceUnit: 'km' })));
const whoArb = fc.record({ signedIn: fc.boolean(), variant: fc.constantFrom<LocatorVariant>('locator', 'ordering') });

describe('nearbyOpenStores', () => {
  it('offers the nearest stores this person can choose now, at most three, never the unavailable one', () => {
    fc.assert(
      fc.property(listedArb, fc.nat(20), whoArb, (listed, pick, who) => {
        const unavailable = (listed[pick % Math.max(1, listed.length)] ?? testLocation()).store;
        const offered = nearbyOpenStores(unavailable, listed, who);
        const choosable = listed.filter((l) => l.store.storeNumber !== unavailable.storeNumber && storeSelectVerdict(l.store, who.signedIn, who.variant).kind === 'selectable');
        expect(offered.length).toBe(Math.min(NEARBY_OPEN_STORES_LIMIT, choosable.length));
        for (const o of offered) {
          expect(o.location.store.storeNumber).not.toBe(unavailable.storeNumber);
          expect(o.location.store.open).toBe(true);
          expect(o.location.store.mobileOrdering.availability).toBe('READY');
          if (!who.signedIn) expect(o.location.store.guestOrdering).toBe(true);
          expect(o.distanceFromStore).toBeCloseTo(distanceKm(unavailable.coordinates, o.location.store.coordinates), 9);
        }
        const distances = offered.map((o) => o.distanceFromStore);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        // Nothing left out is nearer than the farthest one offered.
        const farthest = distances.at(-1) ?? Infinity;
        const left = choosable.filter((l) => !offered.some((o) => o.location === l));
        for (const l of left) expect(distanceKm(unavailable.coordinates, l.store.coordinates)).toBeGreaterThanOrEqual(farthest);
      }),
      { numRuns: 200 },
    );
  });

  it('in the list’s unit: the two nearest open stores that take guests, for a guest', () => {
    const at = (latitude: number, longitude: number) => ({ latitude, longitude });
    const closed = testStore({ storeNumber: '1-1', name: 'Closed', open: false, coordinates: at(47.6, -122.33) });
    const listed = [
      testLocation({ store: closed }),
      testLocation({ store: testStore({ storeNumber: '2-1', name: 'Far', coordinates: at(47.7, -122.33) }) }),
      testLocation({ store: testStore({ storeNumber: '3-1', name: 'Near', coordinates: at(47.61, -122.33) }) }),
      testLocation({ store: testStore({ storeNumber: '4-1', name: 'Members only', guestOrdering: false, coordinates: at(47.601, -122.33) }) }),
      testLocation({ store: testStore({ storeNumber: '5-1', name: 'Also closed', open: false, coordinates: at(47.602, -122.33) }) }),
    ];
    const offered = nearbyOpenStores(closed, listed, { signedIn: false, variant: 'locator' });
    expect(offered.map((o) => o.location.store.name)).toEqual(['Near', 'Far']);
    // 0.01° of latitude is about 1.11 km, or 0.69 mi (testLocation lists in miles).
    expect(offered[0]?.distanceFromStore).toBeCloseTo(0.69, 2);
    expect(nearbyOpenStores(closed, listed, { signedIn: true, variant: 'locator' }).map((o) => o.location.store.name)).toEqual(['Members only', 'Near', 'Far']);
  });
});
