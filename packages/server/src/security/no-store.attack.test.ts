// Issue #26: answers that need a session (/account/cards, /payments/instruments, ...) carried no `no-store`, so a
// browser or a shared cache could keep a member's cards and wallet. Every answer needing a session now says
// `Cache-Control: no-store` (REST by default for every API route, the graph for every operation but the public
// reads), while the answers that are the same for everyone keep their caching.
import { describe, expect, it } from 'vitest';
import { CARDS_PATH } from '@crema/domain/cards';
import { PAYMENT_INSTRUMENTS_PATH } from '@crema/domain/payments/wire';
import { OrderingOperations } from '@crema/domain/ordering/wire';
import { useServerProcess } from '../test/server-process';
import { DEMO, graph, send, signIn } from '../test/attack-http';

const server = useServerProcess();

describe('member answers are never stored', () => {
  it('REST reads and writes of a member, and the refusal of a signed-out caller', async () => {
    const cookie = await signIn(server.baseUrl, DEMO.email, DEMO.password);
    const reads = [CARDS_PATH, `${CARDS_PATH}/card-demo-primary`, PAYMENT_INSTRUMENTS_PATH, '/apiproxy/v1/account/session', '/apiproxy/v1/account/profile', '/apiproxy/v1/locations?lat=47.6062&lng=-122.3321'];
    for (const path of reads) {
      const a = await send(server.baseUrl, path, { method: 'GET', cookie });
      expect([path, a.status, a.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    const barcode = await send(server.baseUrl, `${CARDS_PATH}/barcode`, { cookie, body: { cardNumber: 'nope' } });
    expect(barcode.headers.get('cache-control')).toBe('no-store');
    const signedOut = await send(server.baseUrl, CARDS_PATH, { method: 'GET' });
    expect([signedOut.status, signedOut.headers.get('cache-control')]).toEqual([401, 'no-store']);
  });

  it('graph operations that read member data', async () => {
    const cookie = await signIn(server.baseUrl, DEMO.email, DEMO.password);
    for (const [op, variables] of [
      [OrderingOperations.getPreviousOrders, { limit: 10 }],
      [OrderingOperations.getFavoriteProducts, {}],
    ] as const) {
      const a = await graph(server.baseUrl, op, variables, { cookie });
      expect([op, a.status, a.headers.get('cache-control')]).toEqual([op, 200, 'no-store']);
    }
  });

  it('public answers keep their caching: an anonymous store search and the menu revalidate by ETag in a browser, and a CDN may keep them for the rest of their minute', async () => {
    /** A browser asks again each time; a shared cache keeps the answer at most until its minute of the server clock ends. */
    const PUBLIC_READ = /^public, max-age=0, s-maxage=([0-9]|[1-5][0-9]|60)$/;
    const search = await send(server.baseUrl, '/apiproxy/v1/locations?lat=47.6062&lng=-122.3321', { method: 'GET' });
    expect([search.status, search.headers.get('cache-control'), search.headers.get('etag') !== null]).toEqual([200, expect.stringMatching(PUBLIC_READ), true]);
    const menu = await fetch(`${server.baseUrl}/apiproxy/v1/graphql?operationName=${OrderingOperations.getMenu}&variables=${encodeURIComponent('{}')}`);
    expect([menu.status, menu.headers.get('cache-control'), menu.headers.get('etag') !== null]).toEqual([200, expect.stringMatching(PUBLIC_READ), true]);
  });
});
