// What a store's cancel does to the member's Stars (issue #28): the order never happened, as far as the Stars the
// member holds allow. Our choices (the spec is silent):
//  - the Stars the order redeemed are given back in full, as Stars earned today (expiring STAR_LIFETIME_DAYS
//    after today's UTC day): the buckets they were taken from are not kept, and a fresh date never loses the
//    member Stars that lapsed while the order waited;
//  - then the Stars the order earned are taken back: first from the bucket they were credited to, then from the
//    latest-expiring Stars (the soonest-expiring stay with the member, as a redemption would leave them);
//  - never below zero: earned Stars the member has already spent (or lost) are forgiven, not owed. The store
//    cancelled, not the member, and a balance has no way to show a debt.
import { addExpiration } from './rules';
import type { StarExpiration } from './model';

/** What an order did to its member's Stars. */
export interface OrderStars {
  readonly earned: number;
  /** The date of the bucket the earned Stars were credited to. */
  readonly earnedExpiresAt: number;
  readonly redeemed: number;
}

export interface StarsReversal {
  /** The member's Stars after the cancel, soonest first. */
  readonly expiring: readonly StarExpiration[];
  /** Redeemed Stars given back: all of them. */
  readonly givenBack: number;
  /** Earned Stars taken back. */
  readonly takenBack: number;
  /** Earned Stars not taken back: the member no longer held them. */
  readonly forgiven: number;
}

/**
 * The member's Stars once a cancel has reversed `order`: `expiring` are the Stars still ahead (each bucket a
 * positive amount, one per date), `givenBackExpiresAt` the date the given-back Stars get.
 */
export const reverseOrderStars = (expiring: readonly StarExpiration[], order: OrderStars, givenBackExpiresAt: number): StarsReversal => {
  const givenBack = Math.max(0, order.redeemed);
  const afterGiving = addExpiration(expiring, givenBackExpiresAt, givenBack);
  // The order's own bucket first, then the latest-expiring.
  const takingOrder = afterGiving.slice().sort((a, b) => (a.date === order.earnedExpiresAt ? -1 : b.date === order.earnedExpiresAt ? 1 : b.date - a.date));
  let left = Math.max(0, order.earned);
  const taken = new Map<number, number>();
  for (const bucket of takingOrder) {
    if (left === 0) break;
    const take = Math.min(left, bucket.amount);
    taken.set(bucket.date, take);
    left -= take;
  }
  const after = afterGiving.map((e) => ({ date: e.date, amount: e.amount - (taken.get(e.date) ?? 0) })).filter((e) => e.amount > 0);
  const takenBack = Math.max(0, order.earned) - left;
  return { expiring: after, givenBack, takenBack, forgiven: left };
};
