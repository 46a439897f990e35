// What the client sends: method, URL, query string, JSON body and headers, as the server received them.
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as t from 'io-ts';
import { createSeededIds } from '@crema/domain';
import { createHttpClient, encodeQuery, path, type HttpClientOptions } from './index';
import { answer, useTestServer } from './test-server';

const server = useTestServer();
beforeEach(() => {
  server.replyJson(200, {});
});

const client = (o: Partial<HttpClientOptions> = {}) =>
  createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(7), ...o });
const get = (p: string, query?: Record<string, string>) => ({ method: 'GET' as const, path: p, decoder: t.unknown, ...(query ? { query } : {}) });
const last = () => {
  const r = server.received[server.received.length - 1];
  if (r === undefined) throw new Error('the server received nothing');
  return r;
};

describe('request headers', () => {
  it('sends Accept JSON, X-Requested-With, Accept-Language and a request id; no Content-Type without a body', async () => {
    await answer(client({ locale: 'fr-CA' }).rest(get('/apiproxy/v1/locations')));
    const { headers, method, url } = last();
    expect(method).toBe('GET');
    expect(url).toBe('/apiproxy/v1/locations');
    expect(headers['accept']).toBe('application/json');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['accept-language']).toBe('fr-CA');
    expect(headers['x-request-id']).toMatch(/^req-/);
    expect(headers['content-type']).toBeUndefined();
  });

  it('sends a JSON body with Content-Type application/json', async () => {
    const body = { lat: 47.6097, lng: -122.3422, features: ['DT', 'CX'] };
    await answer(client().rest({ method: 'POST', path: '/apiproxy/v1/locations/nearest-location', body, decoder: t.unknown }));
    expect(last()).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(last().body)).toEqual(body);
  });

  it('reads a locale function on every call, so a locale switch applies to the next call', async () => {
    let locale = 'en-US';
    const c = client({ locale: () => locale });
    await answer(c.rest(get('/a')));
    locale = 'ja-JP';
    await answer(c.rest(get('/a')));
    expect(server.received.map((r) => r.headers['accept-language'])).toEqual(['en-US', 'ja-JP']);
  });

  it('gives every call a new request id, and each subscription is a new call', async () => {
    const c = client();
    const again = c.rest(get('/a'));
    for (let i = 0; i < 5; i++) await answer(c.rest(get('/a')));
    await answer(again);
    await answer(again);
    const ids = server.received.map((r) => r.headers['x-request-id']);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
  });

  it("keeps a caller's own headers over the defaults, whatever their case (the gift status poll's X-Request-ID)", async () => {
    await answer(client().rest({ ...get('/apiproxy/v1/gift/gift-purchase-status'), headers: { 'x-request-id': 'gift-req-1', 'If-None-Match': 'v1' } }));
    expect(last().headers['x-request-id']).toBe('gift-req-1');
    expect(last().headers['if-none-match']).toBe('v1');
  });

  it("asks fetch for same-origin credentials and uses the injected fetch", async () => {
    const seen: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      if (init) seen.push(init);
      return fetch(input, init);
    };
    await answer(client({ fetch: spy }).rest(get('/a')));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.credentials).toBe('same-origin');
  });

  it('joins baseUrl and path with exactly one slash', async () => {
    await answer(createHttpClient({ baseUrl: `${server.baseUrl}/`, locale: 'en-US', ids: createSeededIds(1) }).rest(get('/apiproxy/v1/locations')));
    expect(last().url).toBe('/apiproxy/v1/locations');
  });
});

describe('query strings and paths', () => {
  it('encodes names and values, leaves out absent values and repeats array keys', async () => {
    await answer(
      client().rest({
        method: 'GET',
        path: '/apiproxy/v1/stream-items',
        query: { locale: 'en-US', streamItemTypes: ['coupon', 'information'], streamItemStatus: 'active', modifiedSince: undefined, place: 'Café & Bar = 1+1 ?', n: 3, open: true, x: null },
        decoder: t.unknown,
      }),
    );
    expect(last().url).toBe(
      '/apiproxy/v1/stream-items?locale=en-US&streamItemTypes=coupon&streamItemTypes=information&streamItemStatus=active' +
        '&place=Caf%C3%A9%20%26%20Bar%20%3D%201%2B1%20%3F&n=3&open=true',
    );
  });

  it('sends no question mark when there is nothing to send', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({ a: undefined, b: null, c: [] })).toBe('');
  });

  it('property: the server reads back exactly the query that was given', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), { maxKeys: 4 }), async (query) => {
        await answer(client().rest(get('/q', query)));
        const read = new URL(last().url, server.baseUrl).searchParams;
        expect(Object.fromEntries(read)).toEqual(query);
        expect([...read.keys()]).toHaveLength(Object.keys(query).length);
      }),
      { numRuns: 60 },
    );
  });

  it('the path tag encodes each parameter as one segment', async () => {
    expect(path`/apiproxy/v1/stores/favorites/${'12/34 x'}`).toBe('/apiproxy/v1/stores/favorites/12%2F34%20x');
    expect(path`/apiproxy/v1/ordering/pickup-time/${'ord-1'}/${1234}`).toBe('/apiproxy/v1/ordering/pickup-time/ord-1/1234');
    await answer(client().rest({ method: 'DELETE', path: path`/apiproxy/v1/stores/favorites/${'a/b?c'}`, decoder: t.unknown }));
    expect(last()).toMatchObject({ method: 'DELETE', url: '/apiproxy/v1/stores/favorites/a%2Fb%3Fc' });
  });
});
