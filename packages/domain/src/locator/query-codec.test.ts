import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { LocatorQuery } from './model';
import { formatLocatorQuery, normalizeLocatorQuery, parseConfirmInput, parseLocatorQuery, parseMapValue } from './query-codec';

const queryArb: fc.Arbitrary<LocatorQuery> = fc
  .record(
    {
      features: fc.array(fc.constantFrom('WA', 'WF', 'GC', 'ON', 'hrs24', 'DT', 'CX', '16', 'XO'), { maxLength: 6 }),
      map: fc.record({
        latitude: fc.double({ min: -90, max: 90, noNaN: true }),
        longitude: fc.double({ min: -180, max: 180, noNaN: true }),
        zoom: fc.integer({ min: 3, max: 21 }),
      }),
      place: fc.string({ maxLength: 30 }),
    },
    { requiredKeys: ['features'] },
  )
  .map(normalizeLocatorQuery);

describe('locator query string', () => {
  it('parse(format(q)) equals q for every normalised query', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        expect(parseLocatorQuery(formatLocatorQuery(q))).toEqual(q);
      }),
    );
  });

  it('never throws on any input and always yields a normalised query', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const q = parseLocatorQuery(s);
        expect(normalizeLocatorQuery(q)).toEqual(q);
      }),
    );
    expect(parseLocatorQuery('?map=%E0%A4%A&place=%')).toEqual({ features: [] });
  });

  it('writes features as a comma list and the map as latitude, longitude, then zoom followed by z', () => {
    const text = formatLocatorQuery({ features: ['WA', 'WF'], map: { latitude: 47.6062099, longitude: -122.3320708, zoom: 12 }, place: 'Seattle, WA' });
    expect(text).toBe('features=WA,WF&map=47.60621,-122.332071,12z&place=Seattle%2C%20WA');
    expect(parseLocatorQuery(`?${text}`)).toEqual({ features: ['WA', 'WF'], map: { latitude: 47.60621, longitude: -122.332071, zoom: 12 }, place: 'Seattle, WA' });
    expect(parseLocatorQuery('place=New+York&features=GC,,GC,bad code')).toEqual({ features: ['GC'], place: 'New York' });
    expect(formatLocatorQuery({ features: [] })).toBe('');
  });

  it('ignores a malformed map value and clamps its zoom into 3..21', () => {
    expect(parseMapValue('47.6,-122.3')).toBeUndefined();
    expect(parseMapValue('95,0,10z')).toBeUndefined();
    expect(parseMapValue('47.6,-122.3,30z')).toEqual({ latitude: 47.6, longitude: -122.3, zoom: 21 });
  });
});

describe('parseConfirmInput', () => {
  it("reads ?toCart (present, not 'false') and ?returnUrl from the locator's URL", () => {
    expect(parseConfirmInput('?toCart')).toEqual({ toCart: true });
    expect(parseConfirmInput('?toCart=1&place=Seattle')).toEqual({ toCart: true });
    expect(parseConfirmInput('?toCart=false')).toEqual({});
    expect(parseConfirmInput('')).toEqual({});
    expect(parseConfirmInput('?returnUrl=%2Fmenu%2Fcart')).toEqual({ returnUrl: '/menu/cart' });
  });

  it('gives back any return URL the locator put in its query, beside any other parameter', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.string(), (returnUrl, toCart, place) => {
        const q = [`place=${encodeURIComponent(place)}`, `returnUrl=${encodeURIComponent(returnUrl)}`, ...(toCart ? ['toCart'] : [])].join('&');
        expect(parseConfirmInput(`?${q}`)).toEqual({ ...(toCart ? { toCart: true } : {}), returnUrl });
      }),
    );
  });
});
