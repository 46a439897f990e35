import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ALL_FEED_ITEM_TYPES, MS_PER_DAY } from '../shared';
import type { StreamItem } from './model';
import { compareStreamItems, dropDuplicateCoupons, isStreamItemShown, itemsOfAnswer, StreamFilters, visibleStreamItems } from './rules';
import { arbEnabledTypes, arbItems, T0 } from './test-arbitraries';

const all = { now: T0, enabledTypes: ALL_FEED_ITEM_TYPES };
const ctxArb = fc.record({ now: fc.constant(T0), enabledTypes: arbEnabledTypes });
const base = { title: 'Title', body: 'Body', rank: 1 };
const info = (over: Partial<StreamItem> = {}): StreamItem => ({ id: 'i', type: 'information', ...base, ...over }) as StreamItem;
const coupon = (id: string, code: string, status = 'Available', rank = 1): StreamItem => ({
  id,
  type: 'coupon',
  ...base,
  rank,
  reward: { couponCode: code, status },
});

describe('stream filters (properties)', () => {
  it('shows coupons only when Available', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      expect(visibleStreamItems(items, ctx).every((i) => i.type !== 'coupon' || i.reward.status === 'Available')).toBe(true);
    }));
  });

  it('shows information cards only with no tiers or tier 2 among them', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      const infos = visibleStreamItems(items, ctx).filter((i) => i.type === 'information');
      expect(infos.every((i) => (i.segmentationTiers ?? []).length === 0 || (i.segmentationTiers ?? []).includes(2))).toBe(true);
    }));
  });

  it('shows only cards with a non-blank title and body', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      expect(visibleStreamItems(items, ctx).every((i) => !!i.title?.trim() && !!i.body?.trim())).toBe(true);
    }));
  });

  it('drops expired cards', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      expect(visibleStreamItems(items, ctx).every((i) => i.expires === undefined || i.expires > ctx.now)).toBe(true);
    }));
  });

  it('keeps each coupon code once', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      const codes = visibleStreamItems(items, ctx).flatMap((i) => (i.type === 'coupon' ? [i.reward.couponCode] : []));
      expect(new Set(codes).size).toBe(codes.length);
    }));
  });

  it('drops stars-expiring cards with under 1 point', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      for (const i of visibleStreamItems(items, ctx)) {
        if (i.type === 'rewardPointsExpiration') expect(i.rewardPointsExpiration.totalPoints).toBeGreaterThanOrEqual(1);
        if (i.type === 'tierPointsExpiration') expect(i.tierPointsExpiration.totalPoints).toBeGreaterThanOrEqual(1);
      }
    }));
  });

  it('shows only enabled feed item types', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      expect(visibleStreamItems(items, ctx).every((i) => ctx.enabledTypes.includes(i.type))).toBe(true);
    }));
  });

  it('loses nothing else: every card passing all filters is shown, unless it repeats a shown coupon code', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      const shown = visibleStreamItems(items, ctx);
      const codes = new Set(shown.flatMap((i) => (i.type === 'coupon' ? [i.reward.couponCode] : [])));
      for (const i of items.filter((x) => isStreamItemShown(x, ctx))) {
        if (!shown.includes(i)) expect(i.type === 'coupon' && codes.has(i.reward.couponCode)).toBe(true);
      }
      expect(shown.every((i) => items.includes(i))).toBe(true);
    }));
  });

  it('sorts by rank descending, then soonest expiry (no expiry last)', () => {
    fc.assert(fc.property(arbItems, (items) => {
      const shown = visibleStreamItems(items, all);
      for (let k = 1; k < shown.length; k++) {
        const a = shown[k - 1] as StreamItem;
        const b = shown[k] as StreamItem;
        expect(a.rank).toBeGreaterThanOrEqual(b.rank);
        if (a.rank === b.rank) expect(a.expires ?? Infinity).toBeLessThanOrEqual(b.expires ?? Infinity);
      }
    }));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(arbItems, ctxArb, (items, ctx) => {
      const once = visibleStreamItems(items, ctx);
      expect(visibleStreamItems(once, ctx)).toEqual(once);
    }));
  });
});

describe('stream filters (examples)', () => {
  it('pins each filter', () => {
    expect(StreamFilters.couponAvailable(coupon('c', 'X', 'Redeemed'))).toBe(false);
    expect(StreamFilters.couponAvailable(coupon('c', 'X'))).toBe(true);
    expect(StreamFilters.informationForTier(info({ segmentationTiers: [1, 3] }))).toBe(false);
    expect(StreamFilters.informationForTier(info({ segmentationTiers: [2] }))).toBe(true);
    expect(StreamFilters.informationForTier(info({ segmentationTiers: [] }))).toBe(true);
    expect(StreamFilters.hasTitleAndBody(info({ body: ' ' }))).toBe(false);
    expect(StreamFilters.notExpired(info({ expires: T0 }), all)).toBe(false);
    expect(StreamFilters.notExpired(info({ expires: T0 + 1 }), all)).toBe(true);
    const zero: StreamItem = { id: 'r', type: 'rewardPointsExpiration', ...base, rewardPointsExpiration: { totalPoints: 0.9, expirationDate: T0 + MS_PER_DAY } };
    expect(StreamFilters.hasExpiringPoints(zero)).toBe(false);
    expect(StreamFilters.typeEnabled(info(), { now: T0, enabledTypes: ['coupon'] })).toBe(false);
  });

  it('keeps the best-ranked copy of a duplicated coupon', () => {
    const shown = visibleStreamItems([coupon('low', 'BOGO', 'Available', 1), coupon('high', 'BOGO', 'Available', 9)], all);
    expect(shown.map((i) => i.id)).toEqual(['high']);
    expect(dropDuplicateCoupons([coupon('a', 'X'), info(), coupon('b', 'X')]).map((i) => i.id)).toEqual(['a', 'i']);
  });

  it('orders equal ranks by soonest expiry', () => {
    const a = info({ id: 'a', expires: T0 + 3 * MS_PER_DAY });
    const b = info({ id: 'b', expires: T0 + MS_PER_DAY });
    const c = info({ id: 'c' });
    expect([c, a, b].sort(compareStreamItems).map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('treats a 304 answer as empty data', () => {
    expect(itemsOfAnswer(304, [info()])).toEqual([]);
    expect(itemsOfAnswer(206, [info()])).toHaveLength(1);
  });
});
