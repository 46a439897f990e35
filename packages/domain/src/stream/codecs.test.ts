// The stream's wire codecs: every stream item survives the trip through JSON; random, truncated or mis-shaped
// bodies are refused without a throw; the server's query codec reads the spec's query as a parser gives it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsedPrefix } from '../shared/test-codecs';
import { StreamItemsBodyCodec, StreamItemsQueryCodec } from './codecs';
import { arbItems } from './test-arbitraries';

describe('stream wire codecs', () => {
  it('round-trips any stream through the body', () => {
    fc.assert(
      fc.property(arbItems, (items) => {
        const decoded = StreamItemsBodyCodec.decode(JSON.parse(JSON.stringify({ items })));
        expect(decoded._tag).toBe('Right');
        if (decoded._tag === 'Right') expect(decoded.right.items).toEqual(JSON.parse(JSON.stringify(items)));
      }),
    );
  });

  it('never throws on random JSON, refuses truncated bodies and unknown types', () => {
    fc.assert(fc.property(fc.jsonValue(), (j) => void StreamItemsBodyCodec.decode(j)));
    fc.assert(
      fc.property(arbItems.filter((i) => i.length > 0), fc.nat(), (items, cut) => {
        const text = JSON.stringify({ items });
        const parsed = parsedPrefix(text, cut % text.length);
        if (parsed !== undefined) expect(StreamItemsBodyCodec.decode(parsed)._tag).toBe('Left');
      }),
    );
    expect(StreamItemsBodyCodec.decode({ items: [{ id: 'x', type: 'lottery', rank: 1 }] })._tag).toBe('Left');
    expect(StreamItemsBodyCodec.decode({ items: [{ id: 'x', type: 'information', rank: 'high' }] })._tag).toBe('Left');
    expect(StreamItemsBodyCodec.decode({ items: [{ id: 'x', type: 'coupon', rank: 1 }] })._tag).toBe('Left');
    expect(StreamItemsBodyCodec.decode({ items: [{ id: 'x', type: 'information', rank: 1, cta: { url: '/menu' } }] })._tag).toBe('Left');
  });

  it('reads the query: repeated or comma-listed types, active only, modifiedSince as epoch ms', () => {
    const ok = (q: unknown) => {
      const r = StreamItemsQueryCodec.decode(q);
      return r._tag === 'Right' ? r.right : undefined;
    };
    expect(ok({ locale: 'en-US', streamItemTypes: ['coupon', 'information'], streamItemStatus: 'active' })).toEqual({ locale: 'en-US', streamItemTypes: ['coupon', 'information'], streamItemStatus: 'active' });
    expect(ok({ streamItemTypes: 'coupon,onboarding', streamItemStatus: 'active', modifiedSince: '1700000000000' })).toEqual({
      locale: 'en-US',
      streamItemTypes: ['coupon', 'onboarding'],
      streamItemStatus: 'active',
      modifiedSince: 1_700_000_000_000,
    });
    expect(ok({ streamItemStatus: 'active' })?.streamItemTypes).toEqual([]);
    expect(ok({ streamItemTypes: 'coupon', streamItemStatus: 'inactive' })).toBeUndefined();
    expect(ok({ streamItemTypes: 'lottery', streamItemStatus: 'active' })).toBeUndefined();
    expect(ok({ streamItemTypes: 'coupon', streamItemStatus: 'active', modifiedSince: 'yesterday' })).toBeUndefined();
    fc.assert(fc.property(fc.jsonValue(), (j) => void StreamItemsQueryCodec.decode(j)));
  });
});
