// The public answers' cache (issue #10): a kept answer is the one a fresh server makes, in every encoding and
// with a 304 on its ETag; it lasts until the end of the server clock's minute; it is kept per key (the
// normalized store search, the menu's store number), never for a signed-in member's search.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import { testDatabases } from '../test/databases';
import { signIn, useSeededServer } from '../test/app';
import { GRAPH_PATH } from './graph';
import { CACHE_HEADER, createResponseCache } from './response-cache';

// 18:00:10 UTC: ten seconds into a minute of the server's clock.
const START = Date.UTC(2026, 10, 25, 18, 0, 10);
const SEATTLE = '/apiproxy/v1/locations?lat=47.6&lng=-122.3';

/** The JSON text of an answer, whatever its encoding. */
const textOf = (r: LightMyRequestResponse): string => {
  const encoding = r.headers['content-encoding'];
  const raw = r.rawPayload;
  return (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
};

describe('response cache', () => {
  it('keeps an answer until the end of its minute, per key, the least recently used dropped past its size', async () => {
    const cache = createResponseCache(2);
    const a = await cache.put('a', 10_000, '{"a":1}');
    expect(a.expiresAt).toBe(60_000);
    expect(brotliDecompressSync(a.br).toString()).toBe('{"a":1}');
    expect(gunzipSync(a.gzip).toString()).toBe('{"a":1}');
    expect(cache.get('a', 59_999)).toBe(a);
    expect(cache.get('b', 20_000)).toBeUndefined();
    expect(cache.get('a', 60_000)).toBeUndefined();
    await cache.put('a', 60_000, '{"a":2}');
    await cache.put('b', 60_000, '{"b":1}');
    cache.get('a', 60_001);
    await cache.put('c', 60_002, '{"c":1}');
    expect(cache.size).toBe(2);
    expect(cache.get('b', 60_003)).toBeUndefined();
    expect(cache.get('a', 60_003)?.identity.toString()).toBe('{"a":2}');
  });

  it("makes a kept answer's brotli form smaller once asked again, off the request's path: the same entry, text and ETag", async () => {
    const cache = createResponseCache();
    const words = ['Caffè Latte', 'Cold Brew', 'Flat White', 'Oatmilk', 'Grande', 'Venti', 'Available', 'Beverage'];
    const json = JSON.stringify(Array.from({ length: 600 }, (_, i) => ({ id: `p-${(i * 7919) % 1000}`, name: words[(i * 31) % 8], size: words[(i * 17) % 8], price: (i * 37) % 900 })));
    const entry = await cache.put('menu', 1_000, json);
    const [first, etag] = [entry.br.length, entry.etag];
    // Asked once, it is not worked on again.
    await new Promise((done) => setTimeout(done, 300));
    expect(entry.br.length).toBe(first);
    expect(cache.get('menu', 2_000)).toBe(entry);
    await vi.waitFor(() => expect(entry.br.length).toBeLessThan(first));
    expect(brotliDecompressSync(entry.br).toString()).toBe(json);
    expect(cache.get('menu', 3_000)).toBe(entry);
    expect(entry.etag).toBe(etag);
  });

  it('misses of one key in the same minute share one compression; another minute or key makes its own', async () => {
    const cache = createResponseCache();
    const [first, second] = await Promise.all([cache.put('k', 1_000, '{"n":1}'), cache.put('k', 2_000, '{"n":1}')]);
    expect(second).toBe(first);
    const [late, other] = await Promise.all([cache.put('k', 61_000, '{"n":2}'), cache.put('j', 1_000, '{"n":1}')]);
    expect(late).not.toBe(first);
    expect(late.identity.toString()).toBe('{"n":2}');
    expect(other).not.toBe(first);
    // Once made, a later put of the same minute makes a fresh entry (the earlier one was not in flight any more).
    expect(await cache.put('k', 3_000, '{"n":1}')).not.toBe(first);
  });
});

describe.each(testDatabases)('public answers kept on $name', ({ open }) => {
  const server = useSeededServer(open, START);
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
  const menu = (storeNumber: string | undefined, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName: Op.getMenu, variables: storeNumber === undefined ? {} : { storeNumber } }, headers });
  const br = { 'accept-encoding': 'br' };

  it('GET /locations: the kept answer is the fresh one in brotli, gzip and plain; 304 on its ETag; not for a member', async () => {
    const first = await get(SEATTLE, br);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding/);
    expect(String(first.headers.vary)).toMatch(/Cookie/);
    // A CDN may keep it for the rest of its minute of the server clock (ten seconds in: at most 50 s); a browser asks again.
    const sMaxAge = Number(/^public, max-age=0, s-maxage=(\d+)$/.exec(String(first.headers['cache-control']))?.[1]);
    expect(sMaxAge).toBeGreaterThan(0);
    expect(sMaxAge).toBeLessThanOrEqual(50);
    const text = textOf(first);
    expect(JSON.parse(text)).toHaveLength(50);
    const etag = String(first.headers.etag);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get(SEATTLE, { 'accept-encoding': encoding });
      expect(again.headers[CACHE_HEADER]).toBe('hit');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(textOf(again)).toBe(text);
    }
    const notModified = await get(SEATTLE, { ...br, 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    // A signed-in member's search marks their stores: made for them, never kept nor taken from the cache.
    const cookie = await signIn(server.app, DEMO_MEMBER);
    const member = await get(SEATTLE, { ...br, cookie });
    expect(member.statusCode).toBe(200);
    expect(member.headers[CACHE_HEADER]).toBeUndefined();
    expect(member.headers.etag).toBeUndefined();
    expect(member.headers['cache-control']).toBe('no-store');
    expect((await get(SEATTLE, br)).headers[CACHE_HEADER]).toBe('hit');
    // A server with nothing kept (a restart, at the same instant) makes the same answer.
    await server.restart();
    const fresh = await get(SEATTLE);
    expect(fresh.headers[CACHE_HEADER]).toBe('miss');
    expect(textOf(fresh)).toBe(text);
    expect(fresh.headers.etag).toBe(etag);
  });

  it('GET /locations: one entry per normalized search (coordinates to 4 places, features, limit)', async () => {
    await get(SEATTLE);
    expect((await get('/apiproxy/v1/locations?lat=47.60004&lng=-122.30001')).headers[CACHE_HEADER]).toBe('hit');
    const five = await get(`${SEATTLE}&limit=5`);
    expect(five.headers[CACHE_HEADER]).toBe('miss');
    expect(JSON.parse(textOf(five))).toHaveLength(5);
    const open24 = await get(`${SEATTLE}&features=hrs24`);
    expect(open24.headers[CACHE_HEADER]).toBe('miss');
    expect(textOf(open24)).not.toBe(textOf(await get(SEATTLE)));
    const elsewhere = await get('/apiproxy/v1/locations?lat=40.71&lng=-74');
    expect(elsewhere.headers[CACHE_HEADER]).toBe('miss');
    expect(textOf(elsewhere)).not.toBe(textOf(await get(SEATTLE)));
  });

  it('get-menu: kept per store number, equal to a fresh answer, 304 on its ETag; other operations are not kept', async () => {
    const stores = JSON.parse(textOf(await get(SEATTLE))) as { store: { storeNumber: string } }[];
    const [a, b] = stores.map((s) => s.store.storeNumber);
    if (a === undefined || b === undefined) throw new Error('no stores');
    const first = await menu(a, br);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    const text = textOf(first);
    expect((JSON.parse(text) as { data: { menu: { menus: unknown[] } } }).data.menu.menus.length).toBeGreaterThan(0);
    const again = await menu(a, { 'accept-encoding': 'gzip' });
    expect(again.headers[CACHE_HEADER]).toBe('hit');
    expect(textOf(again)).toBe(text);
    expect((await menu(a, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect((await menu(b)).headers[CACHE_HEADER]).toBe('miss');
    expect((await menu(undefined)).headers[CACHE_HEADER]).toBe('miss');
    // A failure is never kept.
    expect((await menu('no-such-store')).statusCode).toBe(404);
    expect((await menu('no-such-store')).headers[CACHE_HEADER]).toBeUndefined();
    expect((await server.app.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName: Op.pricingRules, variables: {} } })).headers[CACHE_HEADER]).toBeUndefined();
    await server.restart();
    const fresh = await menu(a);
    expect(fresh.headers[CACHE_HEADER]).toBe('miss');
    expect(textOf(fresh)).toBe(text);
  });

  it('get-menu by URL (GET): the same kept answer as POST, 304 on its ETag; only public reads, and only well-formed', async () => {
    const byUrl = (variables: string | undefined, operationName: string = Op.getMenu, headers: Record<string, string> = {}) =>
      get(`${GRAPH_PATH}?operationName=${encodeURIComponent(operationName)}${variables === undefined ? '' : `&variables=${encodeURIComponent(variables)}`}`, headers);
    const posted = await menu(undefined, br);
    const first = await byUrl(undefined, Op.getMenu, br);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[CACHE_HEADER]).toBe('hit');
    expect(textOf(first)).toBe(textOf(posted));
    expect(first.headers.etag).toBe(posted.headers.etag);
    expect((await byUrl('{}', Op.getMenu, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const stores = JSON.parse(textOf(await get(SEATTLE))) as { store: { storeNumber: string } }[];
    const store = stores[0]?.store.storeNumber ?? '';
    const atStore = await byUrl(JSON.stringify({ storeNumber: store }));
    expect(textOf(atStore)).toBe(textOf(await menu(store)));
    expect((await byUrl(JSON.stringify({ storeNumber: 'no-such-store' }))).statusCode).toBe(404);
    // Not an object, not JSON, a variable of the wrong type: the request's fault.
    for (const bad of ['[]', 'null', '{"storeNumber":', '{"storeNumber":7}']) expect((await byUrl(bad)).statusCode, bad).toBe(400);
    expect((await get(`${GRAPH_PATH}`)).statusCode).toBe(400);
    expect((await byUrl('{}', 'no-such-operation')).statusCode).toBe(400);
    // A member's query and a mutation are POST only.
    for (const op of [Op.getFavoriteProducts, Op.priceOrderGuest]) {
      const refused = await byUrl('{}', op);
      expect([refused.statusCode, refused.headers.allow]).toEqual([405, 'POST']);
    }
  });

  it('makes the answers anew in the next minute of the server clock', async () => {
    await get(SEATTLE);
    await menu(undefined);
    expect((await get(SEATTLE)).headers[CACHE_HEADER]).toBe('hit');
    server.clock.advance(60_000);
    expect((await get(SEATTLE)).headers[CACHE_HEADER]).toBe('miss');
    expect((await get(SEATTLE)).headers[CACHE_HEADER]).toBe('hit');
    expect((await menu(undefined)).headers[CACHE_HEADER]).toBe('miss');
  });
});
