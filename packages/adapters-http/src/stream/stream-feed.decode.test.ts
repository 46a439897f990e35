// The StreamFeed adapter at the boundary, against a stub server: the member and guest paths with the spec's
// query, 200 and 206 bodies decoded, 304 as empty data, and a malformed body DECODE_ERROR, never a crash.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import type { StreamQuery } from '@crema/domain/stream';
import { createHttpClient } from '../client';
import { answer, useTestServer } from '../client/test-server';
import { createHttpStreamFeed } from './stream-feed';

const server = useTestServer();

const feed = () => createHttpStreamFeed(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(6) }));
const q = (audience: 'member' | 'guest', modifiedSince?: number): StreamQuery => ({
  audience,
  locale: 'en-US',
  streamItemTypes: ['coupon', 'information'],
  streamItemStatus: 'active',
  ...(modifiedSince !== undefined ? { modifiedSince } : {}),
});
const coupon = { id: 'c-1', type: 'coupon', rank: 9, title: 'T', body: 'B', reward: { couponCode: 'C', status: 'Available' } };

describe('StreamFeed over HTTP: the boundary', () => {
  it('reads the member stream with the spec query, and the guest stream at the unauth path', async () => {
    server.replyJson(200, { items: [coupon] });
    expect(await answer(feed().getStreamItems(q('member', 1234)))).toEqual({ _tag: 'Right', right: { status: 200, items: [coupon] } });
    expect(await answer(feed().getStreamItems(q('guest')))).toEqual({ _tag: 'Right', right: { status: 200, items: [coupon] } });
    expect(server.received.map((r) => r.url)).toEqual([
      '/apiproxy/v1/stream-items?locale=en-US&streamItemTypes=coupon&streamItemTypes=information&streamItemStatus=active&modifiedSince=1234',
      '/apiproxy/v1/unauth/stream-items?locale=en-US&streamItemTypes=coupon&streamItemTypes=information&streamItemStatus=active',
    ]);
  });

  it('keeps 206 as a partial answer with its items and 304 as empty data', async () => {
    server.replyJson(206, { items: [coupon] });
    expect(await answer(feed().getStreamItems(q('member')))).toEqual({ _tag: 'Right', right: { status: 206, items: [coupon] } });
    server.reply(() => ({ status: 304 }));
    expect(await answer(feed().getStreamItems(q('member', 1)))).toEqual({ _tag: 'Right', right: { status: 304, items: [] } });
  });

  it('makes a malformed body a DECODE_ERROR', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.constant({ items: [{ ...coupon, rank: 'top' }] }), fc.constant({ items: [{ id: 'x', type: 'lottery', rank: 1 }] })), async (body) => {
        server.replyJson(200, body);
        const r = await answer(feed().getStreamItems(q('member')));
        if (r._tag === 'Left') expect(r.left.code).toBe(ErrorCodes.DECODE);
      }),
      { numRuns: 40 },
    );
  });
});
