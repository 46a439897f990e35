// The rewards capability's wire shapes (spec section 7: the graph query "get expiring stars", which reads
// user.loyaltyProgram.expiringStars; the balance beside it is ours). The HTTP adapter decodes the server's
// answer with this codec and the server builds its answer to the same type. A fractional, negative or
// non-finite number of Stars, or an expiration of less than 1 Star, does not decode.
import * as t from 'io-ts';
import type { StarExpiration, StarsSummary } from './model';

const wholeAtLeast = (name: string, min: number): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= min,
    (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) && u >= min ? t.success(u) : t.failure(u, c)),
    t.identity,
  );

/** A whole, non-negative number of Stars. */
export const StarsCodec = wholeAtLeast('Stars', 0);
/** An epoch-milliseconds date. */
export const EpochMsCodec = wholeAtLeast('EpochMs', 0);

export const StarExpirationCodec: t.Type<StarExpiration, StarExpiration, unknown> = t.type({
  date: EpochMsCodec,
  amount: wholeAtLeast('ExpiringStars', 1),
});

/** What `user.loyaltyProgram` holds in the answer of get-expiring-stars. */
export const LoyaltyProgramAnswerCodec = t.type({
  starBalance: StarsCodec,
  expiringStars: t.readonlyArray(StarExpirationCodec),
});
export type LoyaltyProgramAnswer = t.TypeOf<typeof LoyaltyProgramAnswerCodec>;

/** The graph answer's data of get-expiring-stars. */
export const ExpiringStarsAnswerCodec = t.type({ user: t.type({ loyaltyProgram: LoyaltyProgramAnswerCodec }) });
export type ExpiringStarsAnswer = t.TypeOf<typeof ExpiringStarsAnswerCodec>;

/** The summary the port answers, from a decoded answer (expirations soonest first). */
export const summaryOfAnswer = (a: ExpiringStarsAnswer): StarsSummary => ({
  stars: a.user.loyaltyProgram.starBalance,
  expiring: a.user.loyaltyProgram.expiringStars.slice().sort((x, y) => x.date - y.date),
});

/** The answer for a summary (the server's side of summaryOfAnswer). */
export const answerOfSummary = (s: StarsSummary): ExpiringStarsAnswer => ({
  user: { loyaltyProgram: { starBalance: s.stars, expiringStars: s.expiring } },
});

/** Spec section 7 names of the rewards graph operations. */
export const RewardsGraphOperations = {
  getExpiringStars: 'get-expiring-stars',
} as const;
