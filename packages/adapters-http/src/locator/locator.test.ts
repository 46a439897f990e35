// The locator's HTTP adapters against a scripted fetch: each port method is the spec's call, and whatever
// comes back (random JSON, a valid answer cut short, an error status) is one Either value, never a throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { createSeededIds, ErrorCodes, type DomainError } from '@crema/domain';
import { storeLocation } from '@crema/domain/locator/contract';
import { createHttpClient } from '../client';
import { createHttpLocator } from './locator';

interface Sent {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
}

/** A fetch that answers every call with `status` and `text`, and records what it was sent. */
const scripted = (status: number, text: string) => {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body });
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { sent, locator: createHttpLocator(createHttpClient({ baseUrl: 'http://crema.test', locale: 'en-US', ids: createSeededIds(1), fetch })) };
};

const STORE = storeLocation({ distanceKm: 0.4, isPrevious: true, recommendationReason: 'USUAL' });

type Call = (l: ReturnType<typeof scripted>['locator']) => Observable<Either<DomainError, unknown>>;
/** Every method that decodes an answer, with a valid body for it. */
const CALLS: readonly [string, Call, unknown][] = [
  ['places.search', (l) => l.places.search('Seattle'), { kind: 'found', placeName: 'Seattle, WA, US', coordinates: { latitude: 47.6, longitude: -122.3 } }],
  ['places.autocomplete', (l) => l.places.autocomplete('Sea', 5), [{ name: 'Seattle', region: 'WA', country: 'US', label: 'Seattle, WA, US' }]],
  ['stores.search', (l) => l.stores.search({ target: { place: 'Seattle' }, features: [] }), [STORE]],
  ['stores.nearest', (l) => l.stores.nearest({ coordinates: { latitude: 47.6, longitude: -122.3 }, features: [] }), [STORE]],
  ['stores.byNumber', (l) => l.stores.byNumber('10001'), { data: { storeByNumber: STORE } }],
  ['recommended.forMember', (l) => l.recommended.forMember(), { data: { recommendedStores: [STORE] } }],
];

describe('locator over HTTP: the calls', () => {
  it('searches stores with GET /locations: place or lat and lng, features as a comma list, the limit', async () => {
    const { sent, locator } = scripted(200, JSON.stringify([STORE]));
    const r = await firstValueFrom(locator.stores.search({ target: { coordinates: { latitude: 47.6, longitude: -122.3 } }, features: ['WF', 'GC'], limit: 20 }));
    expect(r).toEqual({ _tag: 'Right', right: [STORE] });
    await firstValueFrom(locator.stores.search({ target: { place: 'Seattle, WA' }, features: [] }));
    expect(sent.map((s) => [s.method, s.url.pathname, Object.fromEntries(s.url.searchParams)])).toEqual([
      ['GET', '/apiproxy/v1/locations', { lat: '47.6', lng: '-122.3', features: 'WF,GC', limit: '20' }],
      ['GET', '/apiproxy/v1/locations', { place: 'Seattle, WA' }],
    ]);
  });

  it('expands with POST /locations/nearest-location (body lat, lng, features); favorites by the number before the dash', async () => {
    const { sent, locator } = scripted(204, '');
    await firstValueFrom(locator.stores.nearest({ coordinates: { latitude: 1.5, longitude: 2.5 }, features: ['DT'] }));
    expect(await firstValueFrom(locator.favorites.add('10001'))).toEqual({ _tag: 'Right', right: undefined });
    expect(await firstValueFrom(locator.favorites.remove('10001'))).toEqual({ _tag: 'Right', right: undefined });
    expect(sent.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      ['POST', '/apiproxy/v1/locations/nearest-location', { lat: 1.5, lng: 2.5, features: ['DT'] }],
      ['POST', '/apiproxy/v1/stores/favorites', { storeNumber: '10001' }],
      ['DELETE', '/apiproxy/v1/stores/favorites/10001', undefined],
    ]);
  });

  it('asks the graph for a store by number and for recommended stores, by the spec\'s operation names', async () => {
    const { sent, locator } = scripted(200, JSON.stringify({ data: { storeByNumber: STORE } }));
    expect(await firstValueFrom(locator.stores.byNumber('10001'))).toEqual({ _tag: 'Right', right: STORE });
    await firstValueFrom(locator.recommended.forMember());
    expect(sent.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      ['POST', '/apiproxy/v1/graphql', { operationName: 'getStoreByNumber', variables: { storeNumber: '10001' } }],
      ['POST', '/apiproxy/v1/graphql', { operationName: 'getRecommendedStores', variables: {} }],
    ]);
  });

  it('keeps 404 as the port\'s "no results" and 401 as a guest\'s refusal, with the server\'s code', async () => {
    const none = await firstValueFrom(scripted(404, '{"code":"NOT_FOUND"}').locator.stores.search({ target: { place: 'Nowhere' }, features: [] }));
    expect(none).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.NOT_FOUND, status: 404 } });
    const guest = await firstValueFrom(scripted(401, '{"code":"UNAUTHORIZED"}').locator.favorites.add('10001'));
    expect(guest).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.UNAUTHORIZED, status: 401 } });
  });
});

describe.each(CALLS)('locator over HTTP: %s decodes at the boundary', (_name, call, valid) => {
  it('answers a valid body with its value, and random JSON with a value or an error value, never a throw', async () => {
    expect((await firstValueFrom(call(scripted(200, JSON.stringify(valid)).locator)))._tag).toBe('Right');
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (json) => {
        const r = await firstValueFrom(call(scripted(200, JSON.stringify(json)).locator));
        // A graph body may itself be an `errors` answer, which carries its own code.
        if (r._tag === 'Left') expect(r.left._tag).toBe('DomainError');
      }),
      { numRuns: 60 },
    );
  });

  it('answers a valid body cut short with DECODE_ERROR (or, where the cut still decodes, a value), never a throw', async () => {
    const text = JSON.stringify(valid);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: text.length - 1 }), async (cut) => {
        const r = await firstValueFrom(call(scripted(200, text.slice(0, cut)).locator));
        if (r._tag === 'Left') expect(r.left.code).toBe(ErrorCodes.DECODE);
      }),
      { numRuns: 60 },
    );
  });
});
