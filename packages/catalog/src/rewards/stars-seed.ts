// The Stars accounts the server seeds, and how an account settles at an instant. Every Star on an account
// belongs to exactly one expiry bucket, so the balance is the sum of the buckets; buckets whose date has
// passed are dropped (and their Stars lost).
import { MS_PER_DAY } from '@crema/domain';
import { startOfUtcDay, type StarExpiration } from '@crema/domain/rewards';
import { DEMO_MEMBER } from '../members';

export interface StarsAccount {
  readonly stars: number;
  readonly expiring: readonly StarExpiration[];
}

export type StarsByMember = Readonly<Record<string, StarsAccount>>;

export const EMPTY_STARS_ACCOUNT: StarsAccount = { stars: 0, expiring: [] };

/** DEMO_MEMBER: 142 Stars, 30 of them expiring 12 days from the seeding day, the rest later. */
export const DEMO_STARS = { total: 142, expiringSoon: 30, expiringSoonInDays: 12 } as const;

export const seedStars = (now: number): StarsByMember => {
  const day = startOfUtcDay(now);
  return {
    [DEMO_MEMBER.memberId]: {
      stars: DEMO_STARS.total,
      expiring: [
        { date: day + DEMO_STARS.expiringSoonInDays * MS_PER_DAY, amount: DEMO_STARS.expiringSoon },
        { date: day + 75 * MS_PER_DAY, amount: 40 },
        { date: day + 140 * MS_PER_DAY, amount: 72 },
      ],
    },
  };
};

/** Drops buckets that have expired by `now`; the balance stays the sum of the remaining buckets. */
export const settleStars = (account: StarsAccount, now: number): StarsAccount => {
  const expiring = account.expiring.filter((e) => e.date > now && e.amount > 0);
  return { stars: expiring.reduce((s, e) => s + e.amount, 0), expiring };
};
