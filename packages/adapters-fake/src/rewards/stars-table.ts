// The fake server's Stars ledger: one account per member (see '@crema/catalog/rewards'), settled whenever
// the table is read (expired buckets removed, their Stars lost).
//
// earnStars and redeemStars are the server side of other capabilities (ordering earns Stars on a paid
// order and spends them on a Star reward). Their signatures are stable.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, MS_PER_DAY } from '@crema/domain';
import { addExpiration, consumeSoonestFirst, RewardsErrorCodes, STAR_LIFETIME_DAYS, starsEarnedFor, startOfUtcDay, type RewardsError } from '@crema/domain/rewards';
import { EMPTY_STARS_ACCOUNT, seedStars, settleStars, type StarsAccount, type StarsByMember } from '@crema/catalog/rewards';
import type { FakeBackend, Table } from '../backend';

export type StarsTableState = StarsByMember;

export const STARS_TABLE = 'rewards.stars';

export const starsTable = (backend: FakeBackend): Table<StarsTableState> =>
  backend.table<StarsTableState>(STARS_TABLE, () => seedStars(backend.clock.now()));

/** The member's account as of the backend clock (expired Stars removed and persisted). */
export const readStarsAccount = (backend: FakeBackend, memberId: string): StarsAccount => {
  const now = backend.clock.now();
  const current = starsTable(backend).read()[memberId] ?? EMPTY_STARS_ACCOUNT;
  const settled = settleStars(current, now);
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
export const redeemStars = (backend: FakeBackend, memberId: string, stars: number): Either<RewardsError, number> => {
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
