// The stream codecs at their edges: the type guards (`is`) say yes to exactly what decodes, the item fields'
// limits (ids of 1 to 128 characters, finite ranks, whole epoch ms, known task names, a call to action with
// text), and the server's query codec: its locale, its type lists, modifiedSince and the query it encodes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import { ALL_FEED_ITEM_TYPES } from '../shared';
import { StreamItemCodec, StreamItemsBodyCodec, StreamItemsQueryCodec } from './codecs';
import { arbStreamItem } from './test-arbitraries';

const info = { id: 'i1', type: 'information', rank: 1, title: 'T', body: 'B' };
const decodes = (item: unknown): boolean => isRight(StreamItemCodec.decode(item));
const query = (q: unknown) => {
  const r = StreamItemsQueryCodec.decode(q);
  return r._tag === 'Right' ? r.right : undefined;
};

describe('stream item fields at their limits', () => {
  it('an id holds 1 to 128 characters', () => {
    expect(decodes({ ...info, id: 'x'.repeat(128) })).toBe(true);
    expect(decodes({ ...info, id: 'x' })).toBe(true);
    expect(decodes({ ...info, id: 'x'.repeat(129) })).toBe(false);
    expect(decodes({ ...info, id: '' })).toBe(false);
  });

  it('a rank and segmentation tiers are finite numbers; dates are whole epoch ms', () => {
    for (const rank of [Number.NaN, Infinity, -Infinity]) expect(decodes({ ...info, rank })).toBe(false);
    expect(decodes({ ...info, rank: -2.5 })).toBe(true);
    expect(decodes({ ...info, segmentationTiers: [2, Infinity] })).toBe(false);
    expect(decodes({ ...info, expires: 1.5 })).toBe(false);
    expect(decodes({ ...info, expires: Number.MAX_SAFE_INTEGER + 1 })).toBe(false);
    expect(decodes({ ...info, expires: 1_764_000_000_000 })).toBe(true);
    const points = (p: object) => ({ ...info, type: 'rewardPointsExpiration', rewardPointsExpiration: { totalPoints: 3, expirationDate: 5, ...p } });
    expect(decodes(points({}))).toBe(true);
    expect(decodes(points({ expirationDate: 0.5 }))).toBe(false);
    expect(decodes(points({ totalPoints: Infinity }))).toBe(false);
  });

  it('an onboarding task has a known name and a whole completion date; a call to action has text', () => {
    const onboarding = (task: object, cta?: object) => ({
      ...info,
      type: 'onboarding',
      onboardingContent: { items: [{ task, title: 'Order ahead', body: 'Try it', ...(cta ? { cta } : {}) }] },
    });
    expect(decodes(onboarding({ name: 'MOP', completedOn: 10 }))).toBe(true);
    expect(decodes(onboarding({ name: 'Lottery' }))).toBe(false);
    expect(decodes(onboarding({ name: 'MOP', completedOn: 10.5 }))).toBe(false);
    expect(decodes(onboarding({ name: 'MOP' }, { text: 'Go', url: '/menu' }))).toBe(true);
    expect(decodes(onboarding({ name: 'MOP' }, { text: '' }))).toBe(false);
    expect(decodes({ ...info, cta: { text: 'Go' } })).toBe(true);
    expect(decodes({ ...info, secondaryCta: { text: '' } })).toBe(false);
  });
});

describe('the stream codecs’ type guards', () => {
  /** An item with one of its fields replaced by an edge value. */
  const edgeValue = fc.constantFrom<unknown>('', 'x'.repeat(129), 'Lottery', 1.5, Number.NaN, Infinity, -1, 0, null, { text: '' });
  const edited = fc.tuple(arbStreamItem, fc.constantFrom('id', 'rank', 'expires', 'cta', 'segmentationTiers', 'type'), edgeValue).map(([item, key, v]) => ({ ...item, [key]: v }));

  it('property: is() accepts exactly what decodes, for items and bodies', () => {
    fc.assert(
      fc.property(fc.oneof(arbStreamItem, edited), (item) => {
        expect(StreamItemCodec.is(item)).toBe(decodes(item));
        expect(StreamItemsBodyCodec.is({ items: [item] })).toBe(isRight(StreamItemsBodyCodec.decode({ items: [item] })));
      }),
    );
  });

  it('the query guard accepts a decoded query and refuses what the parser hands over unread', () => {
    const decoded = query({ streamItemTypes: 'coupon', streamItemStatus: 'active' });
    expect(StreamItemsQueryCodec.is(decoded)).toBe(true);
    expect(StreamItemsQueryCodec.is({ streamItemTypes: 'coupon', streamItemStatus: 'active' })).toBe(false);
    expect(StreamItemsQueryCodec.is({ streamItemTypes: [], streamItemStatus: 'inactive' })).toBe(false);
    expect(StreamItemsQueryCodec.is([])).toBe(false);
    expect(StreamItemsQueryCodec.is(null)).toBe(false);
  });
});

describe('the stream query codec', () => {
  it('takes the locale given, en-US when there is none, and refuses one that is not a short string', () => {
    expect(query({ locale: 'fr-CA', streamItemStatus: 'active' })?.locale).toBe('fr-CA');
    expect(query({ streamItemStatus: 'active' })?.locale).toBe('en-US');
    expect(query({ locale: 'x'.repeat(35), streamItemStatus: 'active' })?.locale).toBe('x'.repeat(35));
    expect(query({ locale: 'x'.repeat(36), streamItemStatus: 'active' })).toBeUndefined();
    expect(query({ locale: ['en-US', 'fr-CA'], streamItemStatus: 'active' })).toBeUndefined();
    expect(query({ streamItemStatus: ['active'] })).toBeUndefined();
    expect(query('streamItemStatus=active')).toBeUndefined();
    expect(query(null)).toBeUndefined();
  });

  it('property: reads repeated keys and comma lists alike, trimming blanks', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom(...ALL_FEED_ITEM_TYPES), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }), fc.constantFrom(',', ', ', ' , '), (groups, sep) => {
        const want = groups.flat();
        const repeated = groups.map((g) => g.join(sep));
        expect(query({ streamItemTypes: repeated, streamItemStatus: 'active' })?.streamItemTypes).toEqual(want);
        expect(query({ streamItemTypes: `${repeated.join(',')},`, streamItemStatus: 'active' })?.streamItemTypes).toEqual(want);
      }),
    );
    expect(query({ streamItemTypes: ['coupon', 7], streamItemStatus: 'active' })).toBeUndefined();
    expect(query({ streamItemTypes: ' , ', streamItemStatus: 'active' })?.streamItemTypes).toEqual([]);
  });

  it('takes modifiedSince as 1 to 15 digits of epoch ms, and omits it when absent', () => {
    const since = (modifiedSince: unknown) => query({ streamItemStatus: 'active', modifiedSince });
    expect(since('0')?.modifiedSince).toBe(0);
    expect(since('999999999999999')?.modifiedSince).toBe(999_999_999_999_999);
    for (const bad of ['', '1234567890123456', '12a', '-1', '1.5', 1_700_000_000_000, ['1']]) expect(since(bad)).toBeUndefined();
    expect(query({ streamItemStatus: 'active' })).not.toHaveProperty('modifiedSince');
  });

  it('property: the query it encodes decodes back to the same query', () => {
    fc.assert(
      fc.property(
        fc.record(
          { locale: fc.constantFrom('en-US', 'fr-CA'), streamItemTypes: fc.subarray([...ALL_FEED_ITEM_TYPES]), modifiedSince: fc.nat({ max: 4_102_444_800_000 }) },
          { requiredKeys: ['locale', 'streamItemTypes'] },
        ),
        (q) => {
          const full = { ...q, streamItemStatus: 'active' as const };
          const wire = StreamItemsQueryCodec.encode(full);
          expect(wire).toEqual({ ...full, ...(q.modifiedSince !== undefined ? { modifiedSince: String(q.modifiedSince) } : {}) });
          expect(query(wire)).toEqual(full);
        },
      ),
    );
  });
});
