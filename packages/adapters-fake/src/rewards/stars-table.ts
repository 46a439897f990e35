// The fake server's Stars ledger: one account per member with its balance and its expiry buckets. Every
// Star on an account belongs to exactly one bucket, so the balance is the sum of the buckets; buckets
// whose date has passed are removed (and their Stars lost) whenever the table is read.
//
// earnStars and redeemStars are the server side of other capabilities (ordering earns Stars on a paid
// order and spends them on a Star reward). Their signatures are stable.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, MS_PER_DAY, type DomainError } from '@crema/domain';
import {
  addExpiration,
  consumeSoonestFirst,
  RewardsErrorCodes,
  STAR_LIFETIME_DAYS,
  starsEarnedFor,
  startOfUtcDay,
  type StarExpiration,
} from '@crema/domain/rewards';
import type { FakeBackend, Table } from '../backend';
import { DEMO_MEMBER } from '../seed';

export interface StarsAccount {
  readonly stars: number;
  readonly expiring: readonly StarExpiration[];
}

export type StarsTableState = Readonly<Record<string, StarsAccount>>;

export const STARS_TABLE = 'rewards.stars';

/** DEMO_MEMBER: 142 Stars, 30 of them expiring 12 days from the seeding day, the rest later. */
export const DEMO_STARS = { total: 142, expiringSoon: 30, expiringSoonInDays: 12 } as const;

export const seedStars = (now: number): StarsTableState => {
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

const EMPTY: StarsAccount = { stars: 0, expiring: [] };

export const starsTable = (backend: FakeBackend): Table<StarsTableState> =>
  backend.table<StarsTableState>(STARS_TABLE, () => seedStars(backend.clock.now()));

/** Drops buckets that have expired by `now`; the balance stays the sum of the remaining buckets. */
const settle = (account: StarsAccount, now: number): StarsAccount => {
  const expiring = account.expiring.filter((e) => e.date > now && e.amount > 0);
  return { stars: expiring.reduce((s, e) => s + e.amount, 0), expiring };
};

/** The member's account as of the backend clock (expired Stars removed and persisted). */
export const readStarsAccount = (backend: FakeBackend, memberId: string): StarsAccount => {
  const now = backend.clock.now();
  const current = starsTable(backend).read()[memberId] ?? EMPTY;
  const settled = settle(current, now);
  if (settled.stars !== current.stars || settled.expiring.length !== current.expiring.length) {
    starsTable(backend).update((t) => ({ ...t, [memberId]: settled }));
  }
  return settled;
};

/**
 * Credits the Stars a purchase of `amountMinor` cents earns (2 per $1, floored), expiring
 * STAR_LIFETIME_DAYS after today. Returns the number of Stars earned (0 for a non-positive amount).
 */
export const earnStars = (backend: FakeBackend, memberId: string, amountMinor: number): number => {
  const earned = starsEarnedFor(amountMinor);
  if (earned === 0) return 0;
  const account = readStarsAccount(backend, memberId);
  const date = startOfUtcDay(backend.clock.now()) + STAR_LIFETIME_DAYS * MS_PER_DAY;
  const expiring = addExpiration(account.expiring, date, earned);
  starsTable(backend).update((t) => ({ ...t, [memberId]: { stars: account.stars + earned, expiring } }));
  return earned;
};

/**
 * Spends `stars` Stars, soonest-expiring first. Right(new balance), or Left INVALID_STARS (not a positive
 * whole number) / INSUFFICIENT_STARS (more than the balance), leaving the account untouched.
 */
export const redeemStars = (backend: FakeBackend, memberId: string, stars: number): Either<DomainError, number> => {
  if (!Number.isSafeInteger(stars) || stars <= 0) {
    return left(domainError(RewardsErrorCodes.INVALID_STARS, { status: 400, context: { stars } }));
  }
  const account = readStarsAccount(backend, memberId);
  if (stars > account.stars) {
    return left(domainError(RewardsErrorCodes.INSUFFICIENT_STARS, { status: 400, context: { stars, balance: account.stars } }));
  }
  const next: StarsAccount = { stars: account.stars - stars, expiring: consumeSoonestFirst(account.expiring, stars) };
  starsTable(backend).update((t) => ({ ...t, [memberId]: next }));
  return right(next.stars);
};
