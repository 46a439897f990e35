// Pure stream rules (spec section 5 "Stream"): which cards are shown and in what order.
import type { FeedItemType } from '../shared';
import { COUPON_AVAILABLE, type StreamItem } from './model';

/** Information cards with segmentation tiers are shown only when this tier is among them. */
export const INFORMATION_TIER = 2;

export interface StreamFilterContext {
  readonly now: number;
  readonly enabledTypes: readonly FeedItemType[];
}

const nonBlank = (s: string | undefined): boolean => s !== undefined && s.trim().length > 0;

/** One predicate per rule of the spec; an item is shown only when it passes all of them. */
export const StreamFilters = {
  /** Feed item types are enabled by configuration. */
  typeEnabled: (item: StreamItem, ctx: StreamFilterContext): boolean => ctx.enabledTypes.includes(item.type),
  /** A card needs title and body (non-blank). */
  hasTitleAndBody: (item: StreamItem): boolean => nonBlank(item.title) && nonBlank(item.body),
  /** Expired cards are hidden: a card whose `expires` is at or before now. */
  notExpired: (item: StreamItem, ctx: StreamFilterContext): boolean => item.expires === undefined || item.expires > ctx.now,
  /** Coupons are shown only when their status is Available. */
  couponAvailable: (item: StreamItem): boolean => item.type !== 'coupon' || item.reward.status === COUPON_AVAILABLE,
  /** Information cards: no segmentation tiers, or tier 2 among them. */
  informationForTier: (item: StreamItem): boolean =>
    item.type !== 'information' || (item.segmentationTiers ?? []).length === 0 || (item.segmentationTiers ?? []).includes(INFORMATION_TIER),
  /** Stars-expiring cards (reward and tier points) with under 1 point are dropped. */
  hasExpiringPoints: (item: StreamItem): boolean =>
    item.type === 'rewardPointsExpiration'
      ? item.rewardPointsExpiration.totalPoints >= 1
      : item.type === 'tierPointsExpiration'
        ? item.tierPointsExpiration.totalPoints >= 1
        : true,
} as const;

export type StreamFilterName = keyof typeof StreamFilters;

/** True when the item passes every filter. */
export const isStreamItemShown = (item: StreamItem, ctx: StreamFilterContext): boolean =>
  StreamFilters.typeEnabled(item, ctx) &&
  StreamFilters.hasTitleAndBody(item) &&
  StreamFilters.notExpired(item, ctx) &&
  StreamFilters.couponAvailable(item) &&
  StreamFilters.informationForTier(item) &&
  StreamFilters.hasExpiringPoints(item);

/** Rank descending, then soonest expiry (cards without an expiry after those with one). Ties keep server order. */
export const compareStreamItems = (a: StreamItem, b: StreamItem): number =>
  b.rank - a.rank || (a.expires ?? Number.POSITIVE_INFINITY) - (b.expires ?? Number.POSITIVE_INFINITY) || 0;

export const sortStreamItems = (items: readonly StreamItem[]): readonly StreamItem[] => items.slice().sort(compareStreamItems);

/** Drops every coupon whose code already appeared earlier in the list (other cards pass through). */
export const dropDuplicateCoupons = (items: readonly StreamItem[]): readonly StreamItem[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (item.type !== 'coupon') return true;
    if (seen.has(item.reward.couponCode)) return false;
    seen.add(item.reward.couponCode);
    return true;
  });
};

/**
 * The visible stream: every filter, then the sort, then duplicate coupon codes dropped. Deduplicating after
 * the sort keeps the best-ranked copy of a coupon (our choice; the spec only says duplicates are dropped).
 */
export const visibleStreamItems = (items: readonly StreamItem[], ctx: StreamFilterContext): readonly StreamItem[] =>
  dropDuplicateCoupons(sortStreamItems(items.filter((i) => isStreamItemShown(i, ctx))));

/** HTTP-like status of a stream answer: 206 is a partial success, 304 is treated as empty data. */
export type StreamAnswerStatus = 200 | 206 | 304;

export const itemsOfAnswer = (status: StreamAnswerStatus, items: readonly StreamItem[]): readonly StreamItem[] =>
  status === 304 ? [] : items;
