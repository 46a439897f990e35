// A cancel's Stars: the redeemed Stars come back in full, the earned ones go as far as the member still holds them
// (their own bucket first, then the latest-expiring), never below zero; nothing else moves.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MS_PER_DAY } from '../shared';
import type { StarExpiration } from './model';
import { reverseOrderStars } from './cancel-reversal';

const NOW = Date.UTC(2026, 10, 25, 18);
const EARNED_AT = NOW + 180 * MS_PER_DAY;
const total = (es: readonly StarExpiration[]): number => es.reduce((n, e) => n + e.amount, 0);
/** The Stars still ahead: one bucket per date, each at least one Star; sometimes the order's own bucket among them. */
const arbBuckets = fc
  .tuple(
    fc.uniqueArray(fc.record({ date: fc.integer({ min: NOW + 1, max: NOW + 200 * MS_PER_DAY }), amount: fc.integer({ min: 1, max: 300 }) }), { selector: (e) => e.date, maxLength: 6 }),
    fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
  )
  .map(([es, own]) => [...es.filter((e) => e.date !== EARNED_AT), ...(own === undefined ? [] : [{ date: EARNED_AT, amount: own }])].sort((a, b) => a.date - b.date));
const arbOrder = fc.record({ earned: fc.nat(400), earnedExpiresAt: fc.constant(EARNED_AT), redeemed: fc.constantFrom(0, 0, 25, 100, 200, 400) });
const arbGivenBackAt = fc.constantFrom(EARNED_AT, EARNED_AT + MS_PER_DAY);

describe("a cancelled order's Stars", () => {
  it('gives back every redeemed Star and takes back the earned ones down to zero, never below', () => {
    fc.assert(
      fc.property(arbBuckets, arbOrder, arbGivenBackAt, (es, order, at) => {
        const r = reverseOrderStars(es, order, at);
        expect(r.givenBack).toBe(order.redeemed);
        expect(total(r.expiring)).toBe(Math.max(0, total(es) + order.redeemed - order.earned));
        expect(r.takenBack + r.forgiven).toBe(order.earned);
        expect(r.forgiven).toBe(Math.max(0, order.earned - total(es) - order.redeemed));
        expect(r.expiring.every((e) => Number.isSafeInteger(e.amount) && e.amount >= 1)).toBe(true);
        const dates = r.expiring.map((e) => e.date);
        expect(dates).toEqual([...new Set(dates)].sort((a, b) => a - b));
      }),
    );
  });

  it("takes from the order's own bucket first, then the latest-expiring: the soonest-expiring stay", () => {
    fc.assert(
      fc.property(arbBuckets, arbOrder, (es, order) => {
        const r = reverseOrderStars(es, { ...order, redeemed: 0 }, EARNED_AT);
        const before = new Map(es.map((e) => [e.date, e.amount]));
        const after = new Map(r.expiring.map((e) => [e.date, e.amount]));
        const lost = es.map((e) => ({ date: e.date, lost: e.amount - (after.get(e.date) ?? 0) }));
        // Nothing grows; a bucket loses Stars only once every later one (the own bucket aside) is empty.
        expect(lost.every((l) => l.lost >= 0)).toBe(true);
        expect([...after.keys()].every((d) => before.has(d))).toBe(true);
        const own = before.get(EARNED_AT) ?? 0;
        if (own >= order.earned) expect(lost.filter((l) => l.date !== EARNED_AT).every((l) => l.lost === 0)).toBe(true);
        for (const l of lost) {
          if (l.date === EARNED_AT || l.lost === 0) continue;
          expect(es.filter((e) => e.date > l.date && e.date !== EARNED_AT).every((e) => !after.has(e.date))).toBe(true);
          expect(after.has(EARNED_AT)).toBe(false);
        }
      }),
    );
  });

  it('changes nothing for an order that neither earned nor redeemed', () => {
    fc.assert(
      fc.property(arbBuckets, arbGivenBackAt, (es, at) => {
        expect(reverseOrderStars(es, { earned: 0, earnedExpiresAt: EARNED_AT, redeemed: 0 }, at)).toEqual({ expiring: es, givenBack: 0, takenBack: 0, forgiven: 0 });
      }),
    );
  });

  it('pins the cases a member sees', () => {
    const soon = { date: NOW + 10 * MS_PER_DAY, amount: 30 };
    // Earned 9 with 142 held: 133, the order's bucket gone.
    expect(reverseOrderStars([soon, { date: NOW + 90 * MS_PER_DAY, amount: 103 }, { date: EARNED_AT, amount: 9 }], { earned: 9, earnedExpiresAt: EARNED_AT, redeemed: 0 }, EARNED_AT)).toEqual({
      expiring: [soon, { date: NOW + 90 * MS_PER_DAY, amount: 103 }],
      givenBack: 0,
      takenBack: 9,
      forgiven: 0,
    });
    // Redeemed 100, earned 4: the 100 come back on the given-back date; the order's 4 leave with its bucket.
    expect(reverseOrderStars([{ date: EARNED_AT, amount: 4 }], { earned: 4, earnedExpiresAt: EARNED_AT, redeemed: 100 }, EARNED_AT + MS_PER_DAY)).toEqual({
      expiring: [{ date: EARNED_AT + MS_PER_DAY, amount: 100 }],
      givenBack: 100,
      takenBack: 4,
      forgiven: 0,
    });
    // Earned 12, of which 7 already spent: 5 taken, 7 forgiven, nothing owed.
    expect(reverseOrderStars([{ date: EARNED_AT, amount: 5 }], { earned: 12, earnedExpiresAt: EARNED_AT, redeemed: 0 }, EARNED_AT)).toEqual({ expiring: [], givenBack: 0, takenBack: 5, forgiven: 7 });
  });
});
