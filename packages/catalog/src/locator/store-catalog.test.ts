import { describe, it, expect, beforeAll } from 'vitest';
import fc from 'fast-check';
import { matchesFeatures } from '@crema/domain/locator';
import { loadLocatorWorld, type LocatorWorld } from './locator-world';
import { DEMO_STORES, featurePredicate, generateCatalog, isStoreOpen, nearestStores, nearestStoresByScan } from './store-catalog';
import { buildStore, storeNumberOf } from './store-details';
import { timeZoneFor } from './markets';
import { FEATURE_BITS } from './store-features';

const NOW = Date.UTC(2026, 10, 22, 18, 30);
let world: LocatorWorld;
beforeAll(async () => {
  world = await loadLocatorWorld();
});

const FEATURES = ['WA', 'WF', 'LB', 'DT', 'CX', 'XO', 'GC', 'ON', 'hrs24', 'NB', 'CL', 'OS', 'PK', '16', '17', 'CC'];

describe('store catalog', () => {
  it('holds at least 20,000 stores with unique five-digit numbers, the same on every generation', () => {
    const c = world.catalog;
    expect(c.count).toBeGreaterThanOrEqual(20_000);
    expect(new Set(c.shortNumber).size).toBe(c.count);
    expect(c.shortNumber.every((n) => n >= 10000 && n <= 99999)).toBe(true);
    const again = generateCatalog(c.places);
    expect(again.count).toBe(c.count);
    expect(Array.from(again.lat)).toEqual(Array.from(c.lat));
    expect(Array.from(again.bits)).toEqual(Array.from(c.bits));
    expect(storeNumberOf(again, 123)).toBe(storeNumberOf(c, 123));
    expect(buildStore(again, 4321, NOW)).toEqual(buildStore(c, 4321, NOW));
  });

  it('places the demo member\'s Seattle stores at numbers 10001 to 10004', () => {
    DEMO_STORES.forEach((d, i) => {
      const store = buildStore(world.catalog, i, NOW);
      expect(store).toMatchObject({ name: d.name, address: { city: 'Seattle', countryCode: 'US' }, timeZone: { timeZoneId: 'America/Los_Angeles' }, guestOrdering: true });
      expect(store.storeNumber).toMatch(new RegExp(`^${d.shortNumber}-\\d{5}$`));
    });
  });

  it('answers nearest queries through the index exactly as a scan of every store would', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: world.catalog.count - 1 }),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        fc.subarray(FEATURES, { maxLength: 3 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(10, 80.4672, 800),
        (i, dLat, dLng, features, limit, maxKm) => {
          const c = world.catalog;
          const lat = (c.lat[i] ?? 0) + dLat;
          const lng = (c.lng[i] ?? 0) + dLng;
          const predicate = featurePredicate(c, features, NOW);
          const viaIndex = nearestStores(c, lat, lng, limit, maxKm, predicate).map((h) => h.distanceKm.toFixed(9));
          const viaScan = nearestStoresByScan(c, lat, lng, limit, maxKm, predicate).map((h) => h.distanceKm.toFixed(9));
          expect(viaIndex).toEqual(viaScan);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('filters exactly as the domain rule reads the built stores (every code present)', () => {
    fc.assert(
      fc.property(fc.nat({ max: world.catalog.count - 1 }), fc.subarray(FEATURES, { maxLength: 3 }), fc.integer({ min: 0, max: 7 * 24 * 60 }), (i, features, minutes) => {
        const now = NOW + minutes * 60_000;
        const predicate = featurePredicate(world.catalog, features, now);
        const store = buildStore(world.catalog, i, now);
        expect(predicate?.(i) ?? false).toBe(matchesFeatures(store, features));
        expect(isStoreOpen(world.catalog, i, now)).toBe(store.open);
      }),
      { numRuns: 150 },
    );
    expect(featurePredicate(world.catalog, ['NOT_A_FEATURE'], NOW)).toBeUndefined();
  });

  it('builds every field of the location result, consistently with the store\'s flags', () => {
    fc.assert(
      fc.property(fc.nat({ max: world.catalog.count - 1 }), (i) => {
        const s = buildStore(world.catalog, i, NOW);
        const codes = s.amenities.map((a) => a.code);
        expect(s.storeNumber).toMatch(/^\d{5}-\d{5}$/);
        expect(s.address.singleLine).toBe(s.address.lines.join(', '));
        expect(s.schedule).toHaveLength(7);
        expect(s.schedule[0]?.dayFormatted).toBe('Today');
        expect(s.pickUpOptions.map((p) => p.code).every((c) => codes.includes(c))).toBe(true);
        expect(codes.includes('hrs24')).toBe(s.openStatusFormatted === 'Open 24 hours');
        expect(s.curbsideAvailability).toBe(codes.includes('CX') ? (s.open ? 'AVAILABLE' : 'CLOSED') : 'UNAVAILABLE');
        if (!codes.includes('CX')) expect(s.stallQuantity).toBe(4);
        expect(['CO', 'LS']).toContain(s.ownershipTypeCode);
        expect(s.openStatusFormatted).toMatch(s.open ? /^(Open until \d{1,2}:\d{2} [AP]M|Open 24 hours)$/ : /^Closed · Opens (\w{3} )?\d{1,2}:\d{2} [AP]M$/);
      }),
      { numRuns: 200 },
    );
  });

  it('is mostly READY with guest ordering, with a few not ready, unavailable, warned or 24-hour stores', () => {
    const c = world.catalog;
    const share = (f: (i: number) => boolean) => Array.from({ length: c.count }, (_, i) => i).filter(f).length / c.count;
    expect(share((i) => c.availability[i] === 0)).toBeGreaterThan(0.88);
    expect(share((i) => c.availability[i] === 1)).toBeGreaterThan(0.01);
    expect(share((i) => c.availability[i] === 2)).toBeGreaterThan(0.01);
    expect(share((i) => c.warning[i] !== 0)).toBeGreaterThan(0.01);
    expect(share((i) => ((c.bits[i] ?? 0) & FEATURE_BITS.GC) !== 0)).toBeGreaterThan(0.75);
  });
});

describe('time zones', () => {
  it('derives the IANA zone from country, state and longitude', () => {
    expect(timeZoneFor('US', 'WA', 47.6, -122.3)).toBe('America/Los_Angeles');
    expect(timeZoneFor('US', 'NY', 40.7, -74)).toBe('America/New_York');
    expect(timeZoneFor('US', 'AZ', 33.4, -112)).toBe('America/Phoenix');
    expect(timeZoneFor('US', 'TX', 31.76, -106.49)).toBe('America/Denver');
    expect(timeZoneFor('US', 'TX', 29.76, -95.37)).toBe('America/Chicago');
    expect(timeZoneFor('CA', '02', 49.28, -123.12)).toBe('America/Vancouver');
    expect(timeZoneFor('FR', '11', 48.85, 2.35)).toBe('Europe/Paris');
    expect(timeZoneFor('AU', '02', -33.87, 151.21)).toBe('Australia/Sydney');
    expect(timeZoneFor('AU', '04', -27.47, 153.03)).toBe('Australia/Brisbane');
    expect(timeZoneFor('AU', '08', -31.95, 115.86)).toBe('Australia/Perth');
    expect(timeZoneFor('ES', '53', 28.1, -15.4)).toBe('Atlantic/Canary');
  });

  it('gives every store a zone Intl knows', () => {
    for (const zone of world.catalog.zones) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    expect(world.catalog.zones).not.toContain('UTC');
  });
});
