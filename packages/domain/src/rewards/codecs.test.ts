// The rewards answer decoder meets random, mutated and truncated JSON without throwing; what it accepts is a
// well-formed summary, and a summary survives the trip through the wire.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsedPrefix } from '../shared/test-codecs';
import { answerOfSummary, ExpiringStarsAnswerCodec, summaryOfAnswer } from './codecs';
import type { StarsSummary } from './model';

const summary = fc.record({
  stars: fc.nat({ max: 100_000 }),
  expiring: fc.array(fc.record({ date: fc.nat({ max: 4_102_444_800_000 }), amount: fc.integer({ min: 1, max: 5000 }) }), { maxLength: 6 }),
});

describe('rewards wire codecs', () => {
  it('round-trips a summary through the answer (expirations soonest first)', () => {
    fc.assert(
      fc.property(summary, (s: StarsSummary) => {
        const decoded = ExpiringStarsAnswerCodec.decode(JSON.parse(JSON.stringify(answerOfSummary(s))));
        expect(decoded._tag).toBe('Right');
        if (decoded._tag === 'Right') {
          const back = summaryOfAnswer(decoded.right);
          expect(back.stars).toBe(s.stars);
          expect(back.expiring.map((e) => e.date)).toEqual(s.expiring.map((e) => e.date).sort((a, b) => a - b));
        }
      }),
    );
  });

  it('never throws on random JSON, and accepts only whole Stars', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        const r = ExpiringStarsAnswerCodec.decode(j);
        if (r._tag === 'Right') {
          const s = summaryOfAnswer(r.right);
          expect(Number.isSafeInteger(s.stars) && s.stars >= 0).toBe(true);
          expect(s.expiring.every((e) => Number.isSafeInteger(e.amount) && e.amount >= 1)).toBe(true);
        }
      }),
    );
  });

  it('refuses truncated answers and wrong numbers', () => {
    fc.assert(
      fc.property(summary, fc.nat(), (s, cut) => {
        const text = JSON.stringify(answerOfSummary(s));
        const parsed = parsedPrefix(text, cut % text.length);
        if (parsed !== undefined) expect(ExpiringStarsAnswerCodec.decode(parsed)._tag).toBe('Left');
      }),
    );
    const bad = (starBalance: unknown, expiringStars: unknown) => ExpiringStarsAnswerCodec.decode({ user: { loyaltyProgram: { starBalance, expiringStars } } })._tag;
    expect(bad(1.5, [])).toBe('Left');
    expect(bad(-1, [])).toBe('Left');
    expect(bad('10', [])).toBe('Left');
    expect(bad(10, [{ date: 1, amount: 0 }])).toBe('Left');
    expect(bad(10, [{ date: 1, amount: 2.5 }])).toBe('Left');
    expect(bad(10, [{ date: 1, amount: 2 }])).toBe('Right');
  });
});
