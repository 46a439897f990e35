// The rewards codecs' type guards (`is`, what an encoder or a server's own check of its answer uses) say yes to
// exactly what decodes, and reading an answer leaves the decoded answer as it was.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import { EpochMsCodec, ExpiringStarsAnswerCodec, StarExpirationCodec, StarsCodec, answerOfSummary, summaryOfAnswer } from './codecs';

/** Numbers around the codecs' edges, and other JSON kinds. */
const candidate = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 1.5, -0.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity, -Infinity),
  fc.integer(),
  fc.double(),
  fc.constantFrom('1', '0', null, true, [], {}),
);

describe('the rewards codecs’ type guards', () => {
  it('property: is() accepts exactly what decodes, for Star counts, dates and expirations', () => {
    fc.assert(
      fc.property(candidate, candidate, (a, b) => {
        for (const codec of [StarsCodec, EpochMsCodec]) expect(codec.is(a)).toBe(isRight(codec.decode(a)));
        expect(StarExpirationCodec.is({ date: a, amount: b })).toBe(isRight(StarExpirationCodec.decode({ date: a, amount: b })));
        const answer = { user: { loyaltyProgram: { starBalance: a, expiringStars: [{ date: 1, amount: b }] } } };
        expect(ExpiringStarsAnswerCodec.is(answer)).toBe(isRight(ExpiringStarsAnswerCodec.decode(answer)));
      }),
    );
  });

  it('a Star count is a whole number from 0; an expiration holds at least 1 Star', () => {
    expect([0, 1, 142, Number.MAX_SAFE_INTEGER].map((n) => StarsCodec.is(n))).toEqual([true, true, true, true]);
    expect([-1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, '1', null].map((n) => StarsCodec.is(n))).toEqual([false, false, false, false, false, false]);
    expect([0, 1_764_000_000_000].map((n) => EpochMsCodec.is(n))).toEqual([true, true]);
    expect(EpochMsCodec.is(-1)).toBe(false);
    expect([0, 1, 2].map((amount) => StarExpirationCodec.is({ date: 0, amount }))).toEqual([false, true, true]);
    expect(ExpiringStarsAnswerCodec.is(answerOfSummary({ stars: 0, expiring: [{ date: 5, amount: 1 }] }))).toBe(true);
  });
});

describe('reading an answer', () => {
  it('sorts the expirations soonest first without reordering the answer it was given', () => {
    const expiringStars = Object.freeze([Object.freeze({ date: 30, amount: 2 }), Object.freeze({ date: 10, amount: 5 })]);
    const answer = { user: { loyaltyProgram: { starBalance: 7, expiringStars } } };
    expect(summaryOfAnswer(answer)).toEqual({ stars: 7, expiring: [{ date: 10, amount: 5 }, { date: 30, amount: 2 }] });
    expect(expiringStars.map((e) => e.date)).toEqual([30, 10]);
  });
});
