// Pure rewards rules: earning, redeeming, expiry days, the nudge and the status card.
import { MS_PER_DAY, Limits } from '../shared';
import { EXPIRING_SOON_DAYS, STAR_LEVELS, STARS_PER_DOLLAR } from './levels';
import type { ExpiringStarsAction, ExpiringStarsNudge, RewardsStatus, StarExpiration, StarLevel } from './model';

/** Stars earned for a purchase of `amountMinor` cents: STARS_PER_DOLLAR per whole dollar (floor); never negative. */
export const starsEarnedFor = (amountMinor: number): number =>
  amountMinor <= 0 ? 0 : Math.floor((Math.floor(amountMinor) * STARS_PER_DOLLAR) / 100);

/** The star rate label: 'Earn 2 Stars per $1'. Text not given by the spec (it says "stars per $1"). */
export const starRateLabel = (starsPerDollar: number = STARS_PER_DOLLAR): string =>
  `Earn ${starsPerDollar} ${starsPerDollar === 1 ? 'Star' : 'Stars'} per $1`;

/**
 * Whole days from `now` until `date` (spec section 9: whole days at 86400000 ms per day, floored).
 * A date already past gives a negative number of days.
 */
export const wholeDaysUntil = (date: number, now: number): number => Math.floor((date - now) / MS_PER_DAY);

/** Spec section 9: with fewer than 25 Stars in total the expiring-stars card offers an order, else a scan. */
export const expiringStarsAction = (totalStars: number): ExpiringStarsAction =>
  totalStars < Limits.expiringStarsOrderThreshold ? 'order' : 'scan';

/** Expirations still ahead of `now` with at least one Star, soonest first. */
export const upcomingExpirations = (expiring: readonly StarExpiration[], now: number): readonly StarExpiration[] =>
  expiring.filter((e) => e.date > now && e.amount >= 1).slice().sort((a, b) => a.date - b.date);

/**
 * The expiring-stars nudge: the soonest upcoming expiration within `windowDays` (ours: 30), with all Stars
 * expiring that same day summed. Undefined when nothing expires in the window.
 */
export const expiringStarsNudge = (
  totalStars: number,
  expiring: readonly StarExpiration[],
  now: number,
  windowDays: number = EXPIRING_SOON_DAYS,
): ExpiringStarsNudge | undefined => {
  const next = upcomingExpirations(expiring, now)[0];
  if (next === undefined || next.date - now > windowDays * MS_PER_DAY) return undefined;
  return { date: next.date, amount: next.amount, daysLeft: wholeDaysUntil(next.date, now), action: expiringStarsAction(totalStars) };
};

/** The levels the member can redeem now (stars >= level), cheapest first. */
export const reachableLevels = (stars: number, levels: readonly StarLevel[] = STAR_LEVELS): readonly StarLevel[] =>
  levels.filter((l) => stars >= l.stars);

/** The rewards status card: balance, next level, Stars still needed and progress from the previous level. */
export const rewardsStatus = (stars: number, levels: readonly StarLevel[] = STAR_LEVELS): RewardsStatus => {
  const sorted = levels.slice().sort((a, b) => a.stars - b.stars);
  const balance = Math.max(0, Math.floor(stars));
  const reached = sorted.filter((l) => balance >= l.stars);
  const highest = reached[reached.length - 1];
  const next = sorted.find((l) => balance < l.stars);
  if (next === undefined) {
    return { stars: balance, starsToNextLevel: 0, progress: 1, ...(highest ? { highestReachedLevel: highest } : {}) };
  }
  const from = highest?.stars ?? 0;
  const progress = (balance - from) / (next.stars - from);
  return {
    stars: balance,
    nextLevel: next,
    starsToNextLevel: next.stars - balance,
    progress,
    ...(highest ? { highestReachedLevel: highest } : {}),
  };
};

/**
 * Redeeming takes Stars from the soonest expirations first, so the member loses as few Stars as possible.
 * Returns the expirations left after taking `stars` (buckets emptied are removed).
 */
export const consumeSoonestFirst = (expiring: readonly StarExpiration[], stars: number): readonly StarExpiration[] => {
  let left = stars;
  const out: StarExpiration[] = [];
  for (const e of expiring.slice().sort((a, b) => a.date - b.date)) {
    const take = Math.min(left, e.amount);
    left -= take;
    if (e.amount - take > 0) out.push({ date: e.date, amount: e.amount - take });
  }
  return out;
};

/** Adds `amount` Stars expiring at `date`, merging with a bucket of the same date; result sorted by date. */
export const addExpiration = (expiring: readonly StarExpiration[], date: number, amount: number): readonly StarExpiration[] => {
  if (amount <= 0) return expiring;
  const same = expiring.find((e) => e.date === date);
  const rest = expiring.filter((e) => e.date !== date);
  return [...rest, { date, amount: amount + (same?.amount ?? 0) }].sort((a, b) => a.date - b.date);
};

/** The start of the UTC day holding `t`, epoch ms: Star expiry dates fall on day boundaries. */
export const startOfUtcDay = (t: number): number => Math.floor(t / MS_PER_DAY) * MS_PER_DAY;
