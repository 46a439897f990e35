// The locator's wire codecs: every valid value survives JSON and decodes to itself; random JSON, and valid
// answers cut short anywhere, never make a decoder throw and never decode to something malformed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type * as t from 'io-ts';
import type { Coordinates, PlaceMatch, PlaceSuggestion, Store, StoreLocation } from './model';
import type { StoreSearch } from './ports';
import {
  AutocompleteQueryCodec,
  FavoriteStoreBodyCodec,
  NearestLocationBodyCodec,
  PlaceMatchCodec,
  PlaceSearchQueryCodec,
  PlaceSuggestionsCodec,
  StoreByNumberVariablesCodec,
  StoreCodec,
  StoreLocationCodec,
  StoreLocationsCodec,
  StoreSearchQueryCodec,
  type NearestQuery,
} from './codecs';

const noNegativeZero = (x: number): number => (Object.is(x, -0) ? 0 : x);
const coordinatesArb: fc.Arbitrary<Coordinates> = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }).map(noNegativeZero),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }).map(noNegativeZero),
});
const text = fc.string({ maxLength: 12, unit: 'grapheme' });
const codeNames = fc.array(fc.record({ code: text, name: text }), { maxLength: 4 });

const storeArb: fc.Arbitrary<Store> = fc.record({
  storeNumber: text,
  id: text,
  name: text,
  coordinates: coordinatesArb,
  address: fc.record(
    { singleLine: text, lines: fc.array(text, { maxLength: 3 }), countryCode: text, city: text, countrySubdivisionCode: text, postalCode: text },
    { requiredKeys: ['singleLine', 'lines', 'countryCode', 'city', 'postalCode'] },
  ),
  phoneNumber: text,
  open: fc.boolean(),
  openStatusFormatted: text,
  hoursStatusFormatted: text,
  schedule: fc.array(fc.record({ dayFormatted: text, hoursFormatted: text, holidayFormatted: text }, { requiredKeys: ['dayFormatted', 'hoursFormatted'] }), { maxLength: 7 }),
  pickUpOptions: codeNames,
  amenities: codeNames,
  warningLabels: fc.array(fc.record({ code: text, label: text }), { maxLength: 2 }),
  timeZone: fc.record({ timeZoneId: text }),
  ownershipTypeCode: fc.constantFrom('CO', 'LS'),
  mobileOrdering: fc.record({ availability: fc.constantFrom('READY', 'NOT_READY', 'UNAVAILABLE') }),
  guestOrdering: fc.boolean(),
  curbsideAvailability: fc.constantFrom('AVAILABLE', 'CLOSED', 'UNAVAILABLE'),
  stallQuantity: fc.nat(99),
});

const locationArb: fc.Arbitrary<StoreLocation> = fc.record({
  store: storeArb,
  distanceKm: fc.double({ min: 0, max: 20_000, noNaN: true }).map(noNegativeZero),
  isFavorite: fc.boolean(),
  isPrevious: fc.boolean(),
  recommendationReason: fc.constantFrom('FAVORITE', 'USUAL', 'NEARBY'),
});

const suggestionArb: fc.Arbitrary<PlaceSuggestion> = fc.record({ name: text, region: text, country: text, label: text });
const matchArb: fc.Arbitrary<PlaceMatch> = fc.oneof(
  fc.record({ kind: fc.constant('found' as const), placeName: text, coordinates: coordinatesArb }),
  fc.record({ kind: fc.constant('fallback' as const), placeName: text }),
  fc.constant({ kind: 'notFound' as const }),
);

const featureCode = fc.stringMatching(/^[A-Za-z0-9]{1,6}$/);
const searchArb: fc.Arbitrary<StoreSearch> = fc.record(
  {
    target: fc.oneof(
      fc.stringMatching(/^[^,\s][^,]{0,30}$/).filter((s) => s.trim() === s && s !== '').map((place) => ({ place })),
      coordinatesArb.map((coordinates) => ({ coordinates })),
    ),
    features: fc.array(featureCode, { maxLength: 5 }),
    limit: fc.integer({ min: 1, max: 9999 }),
  },
  { requiredKeys: ['target', 'features'] },
);
const nearestArb: fc.Arbitrary<NearestQuery> = fc.record({ coordinates: coordinatesArb, features: fc.array(featureCode, { maxLength: 5 }) });

/** Through the wire: encoded, written as JSON text, read back. */
const wire = (u: unknown): unknown => JSON.parse(JSON.stringify(u));

/** Every prefix of a JSON text that still parses (a number cut short, say), and a few that do not. */
const truncations = (json: string, cuts: readonly number[]): unknown[] => {
  const out: unknown[] = [];
  for (const cut of cuts) {
    const prefix = json.slice(0, Math.floor(cut * json.length));
    try {
      out.push(JSON.parse(prefix));
    } catch {
      out.push(prefix);
    }
  }
  return out;
};

const answers: readonly [string, t.Mixed, fc.Arbitrary<unknown>][] = [
  ['Store', StoreCodec, storeArb],
  ['StoreLocation', StoreLocationCodec, locationArb],
  ['StoreLocations', StoreLocationsCodec, fc.array(locationArb, { maxLength: 3 })],
  ['PlaceSuggestions', PlaceSuggestionsCodec, fc.array(suggestionArb, { maxLength: 5 })],
  ['PlaceMatch', PlaceMatchCodec, matchArb],
];

describe('locator wire codecs', () => {
  describe.each(answers)('%s', (_name, codec, arb) => {
    it('decodes every valid value, sent as JSON, to itself', () => {
      fc.assert(
        fc.property(arb, (value) => {
          const decoded = codec.decode(wire(codec.encode(value)));
          expect(decoded._tag).toBe('Right');
          if (decoded._tag === 'Right') expect(decoded.right).toEqual(value);
        }),
      );
    });

    it('never throws on random JSON, and anything it accepts is a valid value', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (json) => {
          const decoded = codec.decode(json);
          if (decoded._tag === 'Right') expect(codec.is(decoded.right)).toBe(true);
        }),
      );
    });

    it('never throws on a valid answer cut short, and anything it accepts is a valid value', () => {
      fc.assert(
        fc.property(arb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }), (value, cuts) => {
          for (const cut of truncations(JSON.stringify(codec.encode(value)), cuts)) {
            const decoded = codec.decode(cut);
            if (decoded._tag === 'Right') expect(codec.is(decoded.right)).toBe(true);
          }
        }),
      );
    });
  });

  it('refuses answers with a field missing, of the wrong type, or out of range', () => {
    const valid = fc.sample(locationArb, { numRuns: 1, seed: 7 })[0] as StoreLocation;
    const broken: unknown[] = [
      { ...valid, store: { ...valid.store, storeNumber: undefined } },
      { ...valid, distanceKm: '1.2' },
      { ...valid, distanceKm: -1 },
      { ...valid, recommendationReason: 'SOMETIMES' },
      { ...valid, store: { ...valid.store, coordinates: { latitude: 91, longitude: 0 } } },
      { ...valid, store: { ...valid.store, mobileOrdering: { availability: 'MAYBE' } } },
      { ...valid, store: { ...valid.store, schedule: [{ dayFormatted: 'Today' }] } },
      null,
      [],
    ];
    for (const b of broken) expect(StoreLocationCodec.decode(b)._tag).toBe('Left');
    expect(PlaceMatchCodec.decode({ kind: 'found', placeName: 'Seattle' })._tag).toBe('Left');
  });

  describe('requests', () => {
    it('GET /locations: a search encodes into a query string that decodes back to it', () => {
      fc.assert(
        fc.property(searchArb, (search) => {
          const decoded = StoreSearchQueryCodec.decode(wire(StoreSearchQueryCodec.encode(search)));
          expect(decoded).toEqual({ _tag: 'Right', right: search });
        }),
      );
    });

    it('GET /locations: reads comma lists and repeated keys, prefers the place, and refuses nonsense', () => {
      const ok = (q: unknown) => {
        const d = StoreSearchQueryCodec.decode(q);
        if (d._tag === 'Left') throw new Error(`refused ${JSON.stringify(q)}`);
        return d.right;
      };
      expect(ok({ place: ' Seattle ', lat: '1', lng: '2', features: 'WF, GC,' })).toEqual({ target: { place: 'Seattle' }, features: ['WF', 'GC'] });
      expect(ok({ lat: '47.6', lng: '-122.3', features: ['WF', 'DT'] })).toEqual({ target: { coordinates: { latitude: 47.6, longitude: -122.3 } }, features: ['WF', 'DT'] });
      expect(ok({ lat: '47.6', lng: '-122.3', limit: '5' }).limit).toBe(5);
      for (const q of [
        {},
        { place: '  ' },
        { lat: '47.6' },
        { lat: '91', lng: '0' },
        { lat: 'x', lng: '0' },
        { lat: 'Infinity', lng: '0' },
        { lat: '0x10', lng: '0' },
        { lat: '', lng: '' },
        { lat: ['1', '2'], lng: '0' },
        { lat: '1', lng: '2', limit: '0' },
        { lat: '1', lng: '2', limit: '-3' },
        { lat: '1', lng: '2', limit: 'ten' },
        { place: 'x'.repeat(201) },
        { place: 'Seattle', features: { a: 1 } },
        null,
        'place=Seattle',
      ]) {
        expect(StoreSearchQueryCodec.decode(q)._tag, JSON.stringify(q)).toBe('Left');
      }
    });

    it('POST /locations/nearest-location: body lat, lng, features round-trips, and refuses what is not a point', () => {
      fc.assert(
        fc.property(nearestArb, (q) => {
          expect(NearestLocationBodyCodec.decode(wire(NearestLocationBodyCodec.encode(q)))).toEqual({ _tag: 'Right', right: q });
        }),
      );
      expect(NearestLocationBodyCodec.decode({ lat: 1, lng: 2 })).toEqual({ _tag: 'Right', right: { coordinates: { latitude: 1, longitude: 2 }, features: [] } });
      for (const b of [{ lat: '1', lng: 2, features: [] }, { lat: 1, lng: 200, features: [] }, { lat: 1, lng: 2, features: 'WF' }, {}, null]) {
        expect(NearestLocationBodyCodec.decode(b)._tag).toBe('Left');
      }
    });

    it('favorites take the number before the dash; get store by number takes a full or short number', () => {
      expect(FavoriteStoreBodyCodec.decode({ storeNumber: '10001' })._tag).toBe('Right');
      for (const n of ['10001-12345', '', ' 10001', 'abc', 10001, '1'.repeat(11)]) expect(FavoriteStoreBodyCodec.decode({ storeNumber: n })._tag).toBe('Left');
      for (const n of ['10001', '10001-12345']) expect(StoreByNumberVariablesCodec.decode({ storeNumber: n })._tag).toBe('Right');
      for (const n of ['10001-', '-1', 'x', '', 1]) expect(StoreByNumberVariablesCodec.decode({ storeNumber: n })._tag).toBe('Left');
    });

    it('place search and autocomplete queries round-trip and refuse repeated or oversized values', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 200 }), fc.nat(999), (text, limit) => {
          expect(PlaceSearchQueryCodec.decode(wire(PlaceSearchQueryCodec.encode(text)))).toEqual({ _tag: 'Right', right: text });
          const q = { prefix: text, limit };
          expect(AutocompleteQueryCodec.decode(wire(AutocompleteQueryCodec.encode(q)))).toEqual({ _tag: 'Right', right: q });
        }),
      );
      for (const q of [{}, { query: ['a', 'b'] }, { query: 'x'.repeat(201) }]) expect(PlaceSearchQueryCodec.decode(q)._tag).toBe('Left');
      for (const q of [{ prefix: 'Sea' }, { prefix: 'Sea', limit: '-1' }, { prefix: 'Sea', limit: '1.5' }, { prefix: ['a', 'b'], limit: '5' }]) {
        expect(AutocompleteQueryCodec.decode(q)._tag).toBe('Left');
      }
    });

    it('never throws on random request JSON', () => {
      const codecs: t.Mixed[] = [StoreSearchQueryCodec, NearestLocationBodyCodec, FavoriteStoreBodyCodec, StoreByNumberVariablesCodec, PlaceSearchQueryCodec, AutocompleteQueryCodec];
      fc.assert(
        fc.property(fc.jsonValue(), (json) => {
          for (const codec of codecs) {
            const d = codec.decode(json);
            if (d._tag === 'Right') expect(codec.is(d.right)).toBe(true);
          }
        }),
      );
    });
  });
});
