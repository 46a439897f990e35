import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MS_PER_DAY } from '../shared';
import { STAR_LEVELS, STARS_PER_DOLLAR } from './levels';
import type { StarExpiration } from './model';
import {
  addExpiration,
  consumeSoonestFirst,
  expiringStarsAction,
  expiringStarsNudge,
  reachableLevels,
  rewardsStatus,
  starRateLabel,
  starsEarnedFor,
  upcomingExpirations,
  wholeDaysUntil,
} from './rules';

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);
const total = (es: readonly StarExpiration[]): number => es.reduce((n, e) => n + e.amount, 0);
const arbBuckets = fc.uniqueArray(
  fc.record({ date: fc.integer({ min: NOW - 10 * MS_PER_DAY, max: NOW + 200 * MS_PER_DAY }), amount: fc.integer({ min: 1, max: 300 }) }),
  { selector: (e) => e.date, maxLength: 8 },
);

describe('earning Stars', () => {
  it('earns 2 Stars per $1, floored to whole Stars, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 1_000_000 }), (cents) => {
        const s = starsEarnedFor(cents);
        expect(Number.isSafeInteger(s) && s >= 0).toBe(true);
        if (cents > 0) expect(s).toBe(Math.floor((cents * STARS_PER_DOLLAR) / 100));
        else expect(s).toBe(0);
      }),
    );
  });

  it('never earns less on a bigger purchase, and splitting a purchase loses at most one Star', () => {
    fc.assert(
      fc.property(fc.nat(500_000), fc.nat(500_000), (a, b) => {
        expect(starsEarnedFor(a + b)).toBeGreaterThanOrEqual(starsEarnedFor(a));
        const split = starsEarnedFor(a) + starsEarnedFor(b);
        expect(starsEarnedFor(a + b) - split).toBeGreaterThanOrEqual(0);
        expect(starsEarnedFor(a + b) - split).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('labels the star rate per $1', () => {
    expect(STARS_PER_DOLLAR).toBe(2);
    expect(starRateLabel()).toBe('Earn 2 Stars per $1');
    expect(starRateLabel(1)).toBe('Earn 1 Star per $1');
    expect(starsEarnedFor(475)).toBe(9);
  });
});

describe('whole days until an expiry (86400000 ms per day, floored)', () => {
  it('is the floor of the distance in days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400 * MS_PER_DAY, max: 400 * MS_PER_DAY }), (delta) => {
        const d = wholeDaysUntil(NOW + delta, NOW);
        expect(Number.isInteger(d)).toBe(true);
        expect(d * MS_PER_DAY).toBeLessThanOrEqual(delta);
        expect(delta).toBeLessThan((d + 1) * MS_PER_DAY);
      }),
    );
  });

  it('counts a day only once it is complete', () => {
    expect(wholeDaysUntil(NOW + MS_PER_DAY, NOW)).toBe(1);
    expect(wholeDaysUntil(NOW + MS_PER_DAY - 1, NOW)).toBe(0);
    expect(wholeDaysUntil(NOW - 1, NOW)).toBe(-1);
  });
});

describe('expiring-stars card action', () => {
  it('offers an order below 25 Stars and a scan from 25', () => {
    fc.assert(fc.property(fc.nat(10_000), (n) => {
      expect(expiringStarsAction(n)).toBe(n < 25 ? 'order' : 'scan');
    }));
    expect(expiringStarsAction(24)).toBe('order');
    expect(expiringStarsAction(25)).toBe('scan');
  });
});

describe('expirations', () => {
  it('upcoming expirations are future, at least one Star, soonest first', () => {
    fc.assert(
      fc.property(arbBuckets, (es) => {
        const up = upcomingExpirations(es, NOW);
        expect(up.every((e) => e.date > NOW && e.amount >= 1)).toBe(true);
        expect(up.map((e) => e.date)).toEqual(up.map((e) => e.date).sort((a, b) => a - b));
        expect(up).toHaveLength(es.filter((e) => e.date > NOW).length);
      }),
    );
  });

  it('the nudge is the soonest upcoming expiration within 30 days, with floored days left', () => {
    fc.assert(
      fc.property(fc.nat(1000), arbBuckets, (stars, es) => {
        const nudge = expiringStarsNudge(stars, es, NOW);
        const soonest = upcomingExpirations(es, NOW)[0];
        if (soonest === undefined || soonest.date - NOW > 30 * MS_PER_DAY) expect(nudge).toBeUndefined();
        else
          expect(nudge).toEqual({
            date: soonest.date,
            amount: soonest.amount,
            daysLeft: wholeDaysUntil(soonest.date, NOW),
            action: expiringStarsAction(stars),
          });
      }),
    );
  });

  it('redeeming takes exactly the Stars asked for, soonest-expiring first', () => {
    fc.assert(
      fc.property(arbBuckets, fc.nat(2000), (es, n) => {
        const take = Math.min(n, total(es));
        const rest = consumeSoonestFirst(es, take);
        expect(total(rest)).toBe(total(es) - take);
        // Every bucket left is later than (or equal to) every bucket touched.
        const sorted = es.slice().sort((a, b) => a.date - b.date);
        const untouched = sorted.slice(sorted.length - rest.length + 1);
        expect(rest.slice(1)).toEqual(untouched);
        expect(rest.every((e) => e.amount >= 1)).toBe(true);
      }),
    );
  });

  it('adding Stars merges same-day buckets and keeps dates unique and sorted', () => {
    fc.assert(
      fc.property(arbBuckets, fc.integer({ min: NOW, max: NOW + 200 * MS_PER_DAY }), fc.integer({ min: 1, max: 500 }), (es, date, n) => {
        const next = addExpiration(es, date, n);
        expect(total(next)).toBe(total(es) + n);
        const dates = next.map((e) => e.date);
        expect(new Set(dates).size).toBe(dates.length);
        expect(dates).toEqual(dates.slice().sort((a, b) => a - b));
      }),
    );
  });
});

describe('rewards status', () => {
  it('points at the cheapest level not reached, with the Stars still needed and progress in [0, 1)', () => {
    fc.assert(
      fc.property(fc.nat(1000), (stars) => {
        const s = rewardsStatus(stars);
        expect(s.stars).toBe(stars);
        expect(s.highestReachedLevel).toEqual(reachableLevels(stars).at(-1));
        if (s.nextLevel === undefined) {
          expect(STAR_LEVELS.every((l) => l.stars <= stars)).toBe(true);
          expect(s.progress).toBe(1);
          expect(s.starsToNextLevel).toBe(0);
        } else {
          expect(s.nextLevel).toEqual(STAR_LEVELS.find((l) => l.stars > stars));
          expect(s.starsToNextLevel).toBe(s.nextLevel.stars - stars);
          expect(s.starsToNextLevel).toBeGreaterThan(0);
          expect(s.progress).toBeGreaterThanOrEqual(0);
          expect(s.progress).toBeLessThan(1);
        }
      }),
    );
  });

  it('is monotone: more Stars never means less progress towards the same level', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const sLo = rewardsStatus(lo);
        const sHi = rewardsStatus(hi);
        if (sLo.nextLevel && sHi.nextLevel && sLo.nextLevel.stars === sHi.nextLevel.stars) expect(sHi.progress).toBeGreaterThanOrEqual(sLo.progress);
        expect(sHi.starsToNextLevel <= sLo.starsToNextLevel || sHi.nextLevel?.stars !== sLo.nextLevel?.stars).toBe(true);
      }),
    );
  });

  it('pins the demo balance: 142 Stars are 58 short of 200', () => {
    const s = rewardsStatus(142);
    expect(s.nextLevel?.stars).toBe(200);
    expect(s.starsToNextLevel).toBe(58);
    expect(s.highestReachedLevel?.stars).toBe(100);
    expect(s.progress).toBeCloseTo(0.42);
  });

  it('offers realistic levels of 25, 100, 200, 300 and 400 Stars', () => {
    expect(STAR_LEVELS.map((l) => l.stars)).toEqual([25, 100, 200, 300, 400]);
    expect(STAR_LEVELS.every((l) => l.title.length > 0 && l.description.length > 0)).toBe(true);
  });
});
