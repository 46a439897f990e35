import { describe, it, expect, beforeAll } from 'vitest';
import fc from 'fast-check';
import { loadLocatorWorld, type LocatorWorld } from './locator-world';
import { foldName } from './gazetteer';
import { decodeGazetteer, defaultGazetteerLoader } from './gazetteer-data';

let world: LocatorWorld;
beforeAll(async () => {
  world = await loadLocatorWorld();
});
const where = (q: string) => {
  const r = world.gazetteer.resolve(q);
  return r && `${r.place.name}|${r.place.countryCode}|${r.place.adminCode}`;
};

describe('compact gazetteer', () => {
  it('holds 20,000 to 30,000 places in under 1.5 MB', async () => {
    expect(world.gazetteer.places.length).toBeGreaterThan(20_000);
    expect(world.gazetteer.places.length).toBeLessThan(30_000);
    // The file is this JSON plus one newline per place.
    const bytes = new TextEncoder().encode(JSON.stringify(await defaultGazetteerLoader())).length + world.gazetteer.places.length;
    expect(bytes).toBeLessThan(1.5e6);
    expect(() => decodeGazetteer({ nope: 1 })).toThrow();
    expect(decodeGazetteer({ rows: [['A', 'US', 'WA', 4700000, -12200000, 20000], ['bad']] })).toHaveLength(1);
  });

  it('folds case, accents, punctuation and saint', () => {
    expect(foldName('Zürich')).toBe('zurich');
    expect(foldName('St. John\'s')).toBe('saint johns');
    expect(foldName('Saint-Étienne')).toBe('saint etienne');
    expect(foldName('Kraków')).toBe('krakow');
    expect(foldName('  Den   Haag ')).toBe('den haag');
  });

  it('resolves names, alternate names and region or country qualifiers to the most populous match', () => {
    expect(where('Paris')).toBe('Paris|FR|11');
    expect(where('Paris, FR')).toBe('Paris|FR|11');
    expect(where('Paris, France')).toBe('Paris|FR|11');
    expect(where('Paris, TX')).toBe('Paris|US|TX');
    expect(where('Portland, OR')).toBe('Portland|US|OR');
    expect(where('Portland, ME')).toBe('Portland|US|ME');
    expect(where('portland maine')).toBe('Portland|US|ME');
    expect(where('Portland, Oregon, USA')).toBe('Portland|US|OR');
    expect(where('Wien')).toBe('Vienna|AT|09');
    expect(where('Cologne')).toBe('Köln|DE|07');
    expect(where('zurich')).toBe('Zürich|CH|ZH');
    expect(where('NYC')).toBe('New York City|US|NY');
    expect(where('Paris, DE')).toBeUndefined();
    expect(where('Qwxzv')).toBeUndefined();
  });

  it('finds any place by its own name and country', () => {
    fc.assert(
      fc.property(fc.nat({ max: 24_000 }), (i) => {
        const p = world.gazetteer.places[i % world.gazetteer.places.length];
        if (p === undefined) return;
        const r = world.gazetteer.resolve(`${p.name}, ${p.countryCode}`)?.place;
        expect(r && [r.name, ...r.alternateNames].map(foldName)).toContain(foldName(p.name));
        expect(r?.countryCode).toBe(p.countryCode);
        expect(r?.population).toBeGreaterThanOrEqual(p.population);
      }),
      { numRuns: 200 },
    );
  });

  it('autocompletes prefixes, most populous first, up to the limit, with a region qualifier', () => {
    const seattle = world.gazetteer.autocomplete('seat', 5);
    expect(seattle[0]).toEqual({ name: 'Seattle', region: 'WA', country: 'US', label: 'Seattle, WA, United States' });
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,3}$/), fc.integer({ min: 0, max: 8 }), (prefix, limit) => {
        const found = world.gazetteer.autocomplete(prefix, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        for (const s of found) {
          const names = world.gazetteer.places.filter((p) => p.name === s.name && p.countryCode === s.country).flatMap((p) => [p.name, ...p.alternateNames]);
          expect(names.some((n) => foldName(n).startsWith(prefix))).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
    expect(world.gazetteer.autocomplete('Portland, m', 5).map((s) => s.label)).toEqual(['Portland, ME, United States']);
    expect(world.gazetteer.autocomplete('mun', 3).map((s) => s.name)).toContain('Munich');
  });
});
