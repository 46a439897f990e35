// Graph queries by operation name: the POST sent, `data` decoded, an `errors` array turned into a DomainError.
import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import { createHttpClient, GRAPH_PATH } from './index';
import { answer, useTestServer } from './test-server';

const server = useTestServer();

const client = () => createHttpClient({ baseUrl: server.baseUrl, locale: 'en-GB', ids: createSeededIds(3) });
const ExpiringStars = t.type({ user: t.type({ loyaltyProgram: t.type({ expiringStars: t.array(t.type({ stars: t.number })) }) }) });
const expiring = () => client().graph('GetExpiringStars', { locale: 'en-GB' }, ExpiringStars);
const DATA = { user: { loyaltyProgram: { expiringStars: [{ stars: 25 }] } } };

describe('graph', () => {
  it('posts { operationName, variables } as JSON to the main graph endpoint with the usual headers', async () => {
    server.replyJson(200, { data: DATA });
    await answer(expiring());
    const [r] = server.received;
    expect(GRAPH_PATH).toBe('/apiproxy/v1/graphql');
    expect(r).toMatchObject({
      method: 'POST',
      url: GRAPH_PATH,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': 'en-GB',
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    expect(r?.headers['x-request-id']).toMatch(/^req-/);
    expect(JSON.parse(r?.body ?? '')).toEqual({ operationName: 'GetExpiringStars', variables: { locale: 'en-GB' } });
  });

  it('asks a public read by URL when told to: GET ?operationName=...&variables={json}, no body, the same decoding', async () => {
    server.replyJson(200, { data: DATA });
    expect(await answer(client().graph('get-menu', { storeNumber: '10001-1 &?' }, ExpiringStars, { byUrl: true }))).toEqual({ _tag: 'Right', right: DATA });
    const [r] = server.received;
    expect([r?.method, r?.body, r?.headers['content-type']]).toEqual(['GET', '', undefined]);
    const url = new URL(r?.url ?? '', 'http://x');
    expect(url.pathname).toBe(GRAPH_PATH);
    expect([url.searchParams.get('operationName'), JSON.parse(url.searchParams.get('variables') ?? '')]).toEqual(['get-menu', { storeNumber: '10001-1 &?' }]);
  });

  it('decodes `data`', async () => {
    server.replyJson(200, { data: DATA });
    expect(await answer(expiring())).toEqual({ _tag: 'Right', right: DATA });
  });

  it('an errors array becomes a DomainError: code from extensions.code, serverMessage from the message', async () => {
    server.replyJson(200, {
      data: null,
      errors: [{ message: 'Sorry, you have reached the maximum.', extensions: { code: '561007' }, path: ['addFavoriteProduct'] }, { message: 'second' }],
    });
    expect(await answer(expiring())).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'DomainError',
        code: '561007',
        serverMessage: 'Sorry, you have reached the maximum.',
        context: expect.objectContaining({ operationName: 'GetExpiringStars', graphErrors: 2, graphPath: 'addFavoriteProduct' }),
      },
    });
  });

  it('errors win over partial data that came with them', async () => {
    server.replyJson(200, { data: DATA, errors: [{ message: 'x', extensions: { code: 'STORE_CLOSED' } }] });
    expect(await answer(expiring())).toMatchObject({ _tag: 'Left', left: { code: 'STORE_CLOSED' } });
  });

  it('a numeric extensions code is the same code as text', async () => {
    server.replyJson(200, { errors: [{ message: 'Balance too low', extensions: { code: 121025 } }] });
    expect(await answer(expiring())).toMatchObject({ left: { code: '121025', serverMessage: 'Balance too low' } });
  });

  it('without extensions.code, a message that is a code is the code (and not a server message)', async () => {
    server.replyJson(200, { errors: [{ message: 'HIGH_VOLUME_STORE' }] });
    const r = await answer(expiring());
    expect(r).toMatchObject({ left: { code: 'HIGH_VOLUME_STORE' } });
    expect(r).not.toMatchObject({ left: { serverMessage: expect.anything() } });
  });

  it('without extensions.code, a message in words is an unexpected error carrying the words', async () => {
    server.replyJson(200, { errors: [{ message: 'Cannot query field "foo".' }] });
    expect(await answer(expiring())).toMatchObject({ left: { code: ErrorCodes.UNEXPECTED, serverMessage: 'Cannot query field "foo".' } });
  });

  it('an empty errors array is no error', async () => {
    server.replyJson(200, { data: DATA, errors: [] });
    expect(await answer(expiring())).toEqual({ _tag: 'Right', right: DATA });
  });

  it('a 400 with graph errors speaks the graph codes, with the status', async () => {
    server.replyJson(400, { errors: [{ message: 'Variable "$locale" is required', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(await answer(expiring())).toMatchObject({ left: { code: 'BAD_USER_INPUT', status: 400, serverMessage: 'Variable "$locale" is required' } });
  });

  it('a 4xx without graph errors follows the REST rules; 5xx is generic', async () => {
    server.replyJson(401, { code: 'SESSION_EXPIRED' });
    expect(await answer(expiring())).toMatchObject({ left: { code: 'SESSION_EXPIRED', status: 401 } });
    server.replyJson(503, { errors: [{ message: 'down', extensions: { code: 'X' } }] });
    expect(await answer(expiring())).toMatchObject({ left: { code: 'HTTP_503', status: 503 } });
  });

  it('data of the wrong shape, missing data and a non-object answer are DECODE_ERRORs with the path report', async () => {
    server.replyJson(200, { data: { user: { loyaltyProgram: { expiringStars: [{ stars: '25' }] } } } });
    expect(await answer(expiring())).toMatchObject({
      left: { code: ErrorCodes.DECODE, context: { errors: ['user.loyaltyProgram.expiringStars.0.stars: expected number, got string'] } },
    });
    server.replyJson(200, {});
    expect(await answer(expiring())).toMatchObject({ left: { code: ErrorCodes.DECODE, context: { errors: ['(root): expected { user: { loyaltyProgram: { expiringStars: Array<{ stars: number }> } } }, got undefined'] } } });
    server.replyJson(200, ['not', 'an', 'object']);
    expect(await answer(expiring())).toMatchObject({ left: { code: ErrorCodes.DECODE } });
    server.replyJson(200, { errors: 'nope' });
    expect(await answer(expiring())).toMatchObject({ left: { code: ErrorCodes.DECODE } });
  });

  it('uses a configured graph path', async () => {
    server.replyJson(200, { data: DATA });
    await answer(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(1), graphPath: '/graphql' }).graph('Q', {}, ExpiringStars));
    expect(server.received[0]?.url).toBe('/graphql');
  });
});
