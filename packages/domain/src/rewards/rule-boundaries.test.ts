// The rewards rules at their edges: a balance exactly on a level, an expiration exactly now or exactly at the end
// of the nudge's window, empty or zero-Star buckets, levels given in any order, and the caller's arrays left as
// they were (the view, the cache and the stream share them).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MS_PER_DAY } from '../shared';
import { EXPIRING_SOON_DAYS, STAR_LEVELS } from './levels';
import type { StarExpiration, StarLevel } from './model';
import { addExpiration, consumeSoonestFirst, expiringStarsNudge, reachableLevels, rewardsStatus, upcomingExpirations } from './rules';

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);
const total = (es: readonly StarExpiration[]): number => es.reduce((n, e) => n + e.amount, 0);
const arbBuckets = fc.uniqueArray(
  fc.record({ date: fc.integer({ min: NOW - 10 * MS_PER_DAY, max: NOW + 200 * MS_PER_DAY }), amount: fc.integer({ min: 1, max: 300 }) }),
  { selector: (e) => e.date, maxLength: 8 },
);
/** Levels with distinct Star prices, in any order. */
const arbLevels = fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }).map((prices) =>
  prices.map((stars): StarLevel => ({ stars, title: `${stars} Stars`, description: `Worth ${stars} Stars.` })),
);
/** A deep-frozen copy: a rule that reorders or edits its input throws on it. */
const frozen = <T extends object>(xs: readonly T[]): readonly T[] => Object.freeze(xs.map((x) => Object.freeze({ ...x })));

describe('a balance exactly on a level', () => {
  it('redeems the level it equals, and points at the next one', () => {
    STAR_LEVELS.forEach((level, i) => {
      expect(reachableLevels(level.stars).at(-1)).toEqual(level);
      expect(reachableLevels(level.stars - 1)).not.toContainEqual(level);
      const s = rewardsStatus(level.stars);
      expect(s.highestReachedLevel).toEqual(level);
      expect(s.nextLevel).toEqual(STAR_LEVELS[i + 1]);
      expect(s.starsToNextLevel).toBe(i + 1 < STAR_LEVELS.length ? STAR_LEVELS[i + 1]!.stars - level.stars : 0);
      expect(s.progress).toBe(i + 1 < STAR_LEVELS.length ? 0 : 1);
    });
  });

  it('agrees with reachableLevels on any balance and any levels', () => {
    fc.assert(
      fc.property(arbLevels, fc.nat(1100), (levels, stars) => {
        const sorted = levels.slice().sort((a, b) => a.stars - b.stars);
        expect(reachableLevels(stars, sorted)).toEqual(sorted.filter((l) => l.stars <= stars));
        expect(rewardsStatus(stars, levels).highestReachedLevel).toEqual(reachableLevels(stars, sorted).at(-1));
      }),
    );
  });
});

describe('the status card with levels in any order', () => {
  it('points at the cheapest level above the balance, from the dearest level at or below it', () => {
    fc.assert(
      fc.property(arbLevels, fc.nat(1100), (levels, stars) => {
        const s = rewardsStatus(stars, frozen(levels));
        const below = levels.filter((l) => l.stars <= stars).sort((a, b) => b.stars - a.stars)[0];
        const above = levels.filter((l) => l.stars > stars).sort((a, b) => a.stars - b.stars)[0];
        expect(s.highestReachedLevel).toEqual(below);
        expect(s.nextLevel).toEqual(above);
        if (above === undefined) {
          expect(s).toMatchObject({ stars, starsToNextLevel: 0, progress: 1 });
        } else {
          const from = below?.stars ?? 0;
          expect(s.starsToNextLevel).toBe(above.stars - stars);
          expect(s.progress).toBe((stars - from) / (above.stars - from));
        }
      }),
    );
  });
});

describe('which expirations are upcoming', () => {
  it('leaves out Stars expiring exactly now and buckets of no Stars', () => {
    const es = [
      { date: NOW, amount: 5 },
      { date: NOW + 1, amount: 0 },
      { date: NOW + 2, amount: 3 },
    ];
    expect(upcomingExpirations(es, NOW)).toEqual([{ date: NOW + 2, amount: 3 }]);
    expect(expiringStarsNudge(100, es, NOW)).toMatchObject({ date: NOW + 2, amount: 3 });
    expect(expiringStarsNudge(100, es.slice(0, 2), NOW)).toBeUndefined();
  });

  it('keeps exactly the later buckets of at least one Star, without touching the input', () => {
    fc.assert(
      fc.property(arbBuckets, fc.array(fc.integer({ min: NOW - MS_PER_DAY, max: NOW + MS_PER_DAY }), { maxLength: 3 }), (es, empties) => {
        const withEmpties = frozen([...es, ...empties.map((date) => ({ date, amount: 0 }))]);
        const up = upcomingExpirations(withEmpties, NOW);
        expect(up).toEqual(es.filter((e) => e.date > NOW).sort((a, b) => a.date - b.date));
      }),
    );
  });
});

describe("the nudge's window", () => {
  it('includes an expiration exactly 30 days ahead and not one a millisecond later', () => {
    const at = (ms: number) => expiringStarsNudge(10, [{ date: NOW + ms, amount: 4 }], NOW);
    expect(at(EXPIRING_SOON_DAYS * MS_PER_DAY)).toEqual({ date: NOW + 30 * MS_PER_DAY, amount: 4, daysLeft: 30, action: 'order' });
    expect(at(EXPIRING_SOON_DAYS * MS_PER_DAY + 1)).toBeUndefined();
  });

  it('looks exactly windowDays ahead for any window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), fc.integer({ min: 1, max: 400 * MS_PER_DAY }), (windowDays, ms) => {
        const nudge = expiringStarsNudge(30, [{ date: NOW + ms, amount: 2 }], NOW, windowDays);
        expect(nudge !== undefined).toBe(ms <= windowDays * MS_PER_DAY);
      }),
    );
  });
});

describe('redeeming and adding Stars', () => {
  it('redeeming leaves the member’s buckets as they were', () => {
    fc.assert(
      fc.property(arbBuckets, fc.nat(2000), (es, n) => {
        const input = frozen(es);
        const rest = consumeSoonestFirst(input, Math.min(n, total(es)));
        expect(input).toEqual(es);
        expect(rest.map((e) => e.date)).toEqual(rest.map((e) => e.date).sort((a, b) => a - b));
      }),
    );
  });

  it('redeems from the soonest bucket even when the buckets come in any order', () => {
    const es = frozen([
      { date: NOW + 20 * MS_PER_DAY, amount: 10 },
      { date: NOW + 5 * MS_PER_DAY, amount: 10 },
    ]);
    expect(consumeSoonestFirst(es, 12)).toEqual([{ date: NOW + 20 * MS_PER_DAY, amount: 8 }]);
  });

  it('adding Stars on a date already held merges into that bucket', () => {
    fc.assert(
      fc.property(arbBuckets.filter((es) => es.length > 0), fc.nat(), fc.integer({ min: 1, max: 500 }), (es, pick, n) => {
        const date = es[pick % es.length]!.date;
        const next = addExpiration(frozen(es), date, n);
        expect(next).toHaveLength(es.length);
        expect(next.find((e) => e.date === date)?.amount).toBe(es.find((e) => e.date === date)!.amount + n);
        expect(total(next)).toBe(total(es) + n);
      }),
    );
  });

  it('adding no Stars, or a negative number, changes nothing', () => {
    fc.assert(
      fc.property(arbBuckets, fc.integer({ min: NOW, max: NOW + 200 * MS_PER_DAY }), fc.integer({ min: -500, max: 0 }), (es, date, n) => {
        expect(addExpiration(es, date, n)).toBe(es);
      }),
    );
  });
});
