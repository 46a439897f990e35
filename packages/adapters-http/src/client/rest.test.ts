// Spec section 7 status rules, against a real local server.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as t from 'io-ts';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import { createHttpClient, dataOr, type RestRequest } from './index';
import { answer, useTestServer } from './test-server';

const Store = t.type({ storeNumber: t.string, name: t.string });
const Stores = t.array(Store);
const STORES = [{ storeNumber: '123-456', name: 'Pike Place' }];

const server = useTestServer();

const client = () => createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(1) });
const list = (extra: Partial<RestRequest<t.TypeOf<typeof Stores>>> = {}): RestRequest<t.TypeOf<typeof Stores>> => ({
  method: 'GET',
  path: '/apiproxy/v1/locations',
  decoder: Stores,
  ...extra,
});

describe('rest: successes', () => {
  it('200 decodes the body into an "ok" result', async () => {
    server.replyJson(200, STORES);
    expect(await answer(client().rest(list()))).toEqual({ _tag: 'Right', right: { kind: 'ok', status: 200, data: STORES } });
  });

  it('any other 2xx is "ok" with its status (201 created)', async () => {
    server.replyJson(201, STORES);
    expect(await answer(client().rest(list({ method: 'POST', body: {} })))).toMatchObject({ right: { kind: 'ok', status: 201 } });
  });

  it('an empty 2xx body decodes as undefined (204 after a DELETE)', async () => {
    server.reply(() => ({ status: 204 }));
    const r = await answer(client().rest({ method: 'DELETE', path: '/apiproxy/v1/stores/favorites/123', decoder: t.undefined }));
    expect(r).toEqual({ _tag: 'Right', right: { kind: 'ok', status: 204, data: undefined } });
  });

  it('206 is partial success: the body is decoded and the result says partial', async () => {
    server.replyJson(206, STORES);
    expect(await answer(client().rest(list()))).toEqual({
      _tag: 'Right',
      right: { kind: 'partial', status: 206, partial: true, data: STORES },
    });
  });

  it('304 is empty data, whatever the decoder', async () => {
    server.reply(() => ({ status: 304 }));
    expect(await answer(client().rest(list()))).toEqual({ _tag: 'Right', right: { kind: 'empty', status: 304 } });
  });

  it('dataOr gives the data of ok and partial, and the fallback for none and empty', () => {
    expect(dataOr({ kind: 'ok', status: 200, data: [1] }, [])).toEqual([1]);
    expect(dataOr({ kind: 'partial', status: 206, partial: true, data: [2] }, [])).toEqual([2]);
    expect(dataOr<number[]>({ kind: 'empty', status: 304 }, [])).toEqual([]);
    expect(dataOr<number[]>({ kind: 'none', status: 404 }, [])).toEqual([]);
  });
});

describe('rest: 404', () => {
  it('is "none" where the call says so (locations list: no results; nearest location: nothing nearby)', async () => {
    server.replyJson(404, { message: 'nothing here' });
    expect(await answer(client().rest(list({ notFoundAs: 'none' })))).toEqual({ _tag: 'Right', right: { kind: 'none', status: 404 } });
  });

  it('is a NOT_FOUND error with status 404 otherwise, keeping the server message', async () => {
    server.replyJson(404, { code: 'MENU_EMPTY', message: 'We could not find any menus.' });
    expect(await answer(client().rest(list()))).toMatchObject({
      _tag: 'Left',
      left: { code: ErrorCodes.NOT_FOUND, status: 404, serverMessage: 'We could not find any menus.', context: { serverCode: 'MENU_EMPTY' } },
    });
  });
});

describe('rest: failures by status', () => {
  it.each([500, 502, 503, 599])('%i is a generic HTTP_%i error, even when the body has a code', async (status) => {
    server.replyJson(status, { code: '121025', message: 'Internal' });
    const r = await answer(client().rest(list()));
    expect(r).toMatchObject({ _tag: 'Left', left: { code: `HTTP_${status}`, status } });
    expect(r).not.toMatchObject({ left: { serverMessage: expect.anything() } });
  });

  it('a 4xx takes its code from the body and its server message from the body', async () => {
    server.replyJson(400, { code: '121025', message: 'Your balance is too low.' });
    expect(await answer(client().rest(list()))).toMatchObject({
      _tag: 'Left',
      left: { code: '121025', status: 400, serverMessage: 'Your balance is too low.' },
    });
  });

  it('a numeric body code becomes the same code as text (121025)', async () => {
    server.replyJson(422, { code: 121025 });
    const r = await answer(client().rest(list()));
    expect(r).toMatchObject({ _tag: 'Left', left: { code: '121025', status: 422 } });
    expect(r).not.toMatchObject({ left: { serverMessage: expect.anything() } });
  });

  it('a 4xx with a named code (STORE_CLOSED) keeps the name', async () => {
    server.replyJson(409, { code: 'STORE_CLOSED' });
    expect(await answer(client().rest(list()))).toMatchObject({ left: { code: 'STORE_CLOSED', status: 409 } });
  });

  it('a 4xx without a code is HTTP_4xx; 401 without a code is UNAUTHORIZED', async () => {
    server.replyJson(403, { message: 'Forbidden' });
    expect(await answer(client().rest(list()))).toMatchObject({ left: { code: 'HTTP_403', status: 403, serverMessage: 'Forbidden' } });
    server.replyJson(401, {});
    expect(await answer(client().rest(list()))).toMatchObject({ left: { code: ErrorCodes.UNAUTHORIZED, status: 401 } });
  });

  it('a 4xx whose body is not JSON (an HTML error page) is HTTP_4xx', async () => {
    server.reply(() => ({ status: 400, headers: { 'Content-Type': 'text/html' }, body: '<h1>Bad request</h1>' }));
    expect(await answer(client().rest(list()))).toMatchObject({ left: { code: 'HTTP_400', status: 400 } });
  });

  it('an unfollowed 3xx is a generic error', async () => {
    server.reply(() => ({ status: 300, body: '' }));
    expect(await answer(client().rest(list()))).toMatchObject({ left: { code: 'HTTP_300', status: 300 } });
  });

  it('every error says which request failed and its request id', async () => {
    server.replyJson(500, {});
    const r = await answer(client().rest(list()));
    expect(r).toMatchObject({ left: { context: { request: 'GET /apiproxy/v1/locations', requestId: server.received[0]?.headers['x-request-id'] } } });
  });

  // 407 is left out: the fetch standard turns it into a network error before any code sees the status.
  it('property: any error status with any body is a Left carrying that status, never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 404 && s !== 407),
        fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))),
        async (status, body) => {
          server.reply(() => ({ status, body }));
          const r = await answer(client().rest(list()));
          expect(r).toMatchObject({ _tag: 'Left', left: { status } });
        },
      ),
      { numRuns: 60 },
    );
  });
});
