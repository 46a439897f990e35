// Failures that are not statuses: bad bodies, timeouts, refused connections, cancellation. All are values.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import { createHttpClient, DEFAULT_TIMEOUT_MS, type HttpClientOptions } from './index';
import { answer, closedPortUrl, useTestServer } from './test-server';

const server = useTestServer();

const client = (o: Partial<HttpClientOptions> = {}) => createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(5), ...o });

const Card = t.type({ cardId: t.string, balance: t.type({ amount: t.number, currency: t.string }), nickname: t.union([t.string, t.null]) });
const getCard = (c = client()) => c.rest({ method: 'GET', path: '/apiproxy/v1/account/cards/1', decoder: Card });

describe('bodies that do not decode', () => {
  it('malformed JSON on a 200 is DECODE_ERROR', async () => {
    server.reply(() => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"cardId": "1", ' }));
    expect(await answer(getCard())).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.DECODE, context: { reason: 'malformed JSON' } } });
  });

  it('malformed JSON on a 206 is DECODE_ERROR too', async () => {
    server.reply(() => ({ status: 206, body: 'not json' }));
    expect(await answer(getCard())).toMatchObject({ left: { code: ErrorCodes.DECODE } });
  });

  it('a wrong shape is DECODE_ERROR whose context reports each bad path, without the values', async () => {
    server.replyJson(200, { cardId: 7, balance: { amount: '6.50', currency: 'USD' }, nickname: '4111111111111111' });
    const r = await answer(getCard());
    expect(r).toMatchObject({
      left: {
        code: ErrorCodes.DECODE,
        context: {
          reason: 'unexpected shape',
          request: 'GET /apiproxy/v1/account/cards/1',
          errors: ['cardId: expected string, got number', 'balance.amount: expected number, got string'],
        },
      },
    });
    expect(JSON.stringify(r)).not.toContain('6.50');
  });

  it('an empty body where data is expected is DECODE_ERROR', async () => {
    server.reply(() => ({ status: 200, body: '' }));
    expect(await answer(getCard())).toMatchObject({ left: { code: ErrorCodes.DECODE, context: { errors: [expect.stringContaining('got undefined')] } } });
  });

  it('a decoder that throws is DECODE_ERROR, not a crash', async () => {
    server.replyJson(200, 1);
    const Throwing = new t.Type<number, number, unknown>('Throwing', t.number.is, () => { throw new Error('bug in decoder'); }, (n) => n);
    const r = await answer(client().rest({ method: 'GET', path: '/x', decoder: Throwing }));
    expect(r).toMatchObject({ left: { code: ErrorCodes.DECODE, context: { reason: 'decoder threw' } } });
  });

  it('property: any JSON value that does not match the decoder yields DECODE_ERROR and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue().filter((v) => isLeft(Card.decode(v))), fc.constantFrom(200, 201, 206), async (value, status) => {
        server.reply(() => ({ status, body: JSON.stringify(value) }));
        expect(await answer(getCard())).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.DECODE } });
      }),
      { numRuns: 80 },
    );
  });

  it('property: any value of the right shape decodes to itself', async () => {
    const card = fc.record({
      cardId: fc.string(),
      balance: fc.record({ amount: fc.integer(), currency: fc.constantFrom('USD', 'CAD') }),
      nickname: fc.option(fc.string(), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(card, async (value) => {
        server.replyJson(200, value);
        expect(await answer(getCard())).toEqual({ _tag: 'Right', right: { kind: 'ok', status: 200, data: value } });
      }),
      { numRuns: 40 },
    );
  });
});

describe('transport failures', () => {
  it('no answer within timeoutMs (default 15000) is TIMEOUT', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    server.reply(() => ({ hang: true }));
    expect(await answer(getCard(client({ timeoutMs: 50 })))).toMatchObject({
      _tag: 'Left',
      left: { code: ErrorCodes.TIMEOUT, context: { timeoutMs: 50, request: 'GET /apiproxy/v1/account/cards/1' } },
    });
  });

  it('a body that stops arriving is TIMEOUT too (the timeout covers reading the body)', async () => {
    server.reply(() => ({ hangAfter: '{"cardId":', status: 200 }));
    expect(await answer(getCard(client({ timeoutMs: 50 })))).toMatchObject({ left: { code: ErrorCodes.TIMEOUT } });
  });

  it('a refused connection (a closed port on 127.0.0.1) is NETWORK_ERROR', async () => {
    const c = createHttpClient({ baseUrl: await closedPortUrl(), locale: 'en-US', ids: createSeededIds(1) });
    const r = await answer(c.rest({ method: 'GET', path: '/apiproxy/v1/locations', decoder: t.unknown }));
    expect(r).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.NETWORK, context: { cause: expect.stringContaining('ECONNREFUSED') } } });
  });

  it('a failure while the browser says it is offline is a NETWORK_ERROR marked offline (and only then)', async () => {
    const refused = client({
      fetch: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(await answer(getCard(refused))).toMatchObject({ left: { code: ErrorCodes.NETWORK, context: { offline: true } } });
    } finally {
      vi.unstubAllGlobals();
    }
    vi.stubGlobal('navigator', { onLine: true });
    try {
      const online = await answer(getCard(refused));
      expect(isLeft(online) && online.left.code).toBe(ErrorCodes.NETWORK);
      expect(isLeft(online) && online.left.context?.['offline']).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a fetch that throws synchronously is NETWORK_ERROR', async () => {
    const broken: typeof fetch = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await answer(getCard(client({ fetch: broken })))).toMatchObject({ left: { code: ErrorCodes.NETWORK } });
  });

  it('unsubscribing aborts the request: the server sees the connection close and nothing is emitted', async () => {
    server.reply(() => ({ hang: true }));
    const seen: unknown[] = [];
    const subscription = getCard().subscribe({ next: (v) => seen.push(v), error: (e) => seen.push(e) });
    while (server.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    subscription.unsubscribe();
    await server.aborted();
    expect(seen).toEqual([]);
  });

  it('a body that cannot be serialised is an UNEXPECTED_ERROR value, and nothing is sent', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const r = await answer(client().rest({ method: 'POST', path: '/x', body: cyclic, decoder: t.unknown }));
    expect(r).toMatchObject({ left: { code: ErrorCodes.UNEXPECTED } });
    expect(server.received).toHaveLength(0);
  });
});
