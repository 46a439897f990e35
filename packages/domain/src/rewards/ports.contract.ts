// Conformance suite for LoyaltyProgram adapters: run against the fake here and against HTTP when a server exists.
import { describe, it, expect } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import { MS_PER_DAY } from '../shared';
import type { LoyaltyProgram } from './ports';

export interface LoyaltyProgramFixture {
  readonly program: LoyaltyProgram;
  /** Signs in a member who holds Stars, some of them expiring within the next 30 days. */
  signInMemberWithStars(): void | Promise<void>;
  /** Signs in a member with no Stars at all. */
  signInMemberWithoutStars(): void | Promise<void>;
  signOut(): void | Promise<void>;
  /** The adapter's notion of now (epoch ms; the server's clock over HTTP). */
  now(): number | Promise<number>;
}

export const describeLoyaltyProgramContract = (name: string, make: () => LoyaltyProgramFixture | Promise<LoyaltyProgramFixture>): void => {
  describe(`LoyaltyProgram contract: ${name}`, () => {
    const summaryOf = async (f: LoyaltyProgramFixture) => {
      const r = await firstValueFrom(f.program.getStarsSummary());
      if (!isRight(r)) throw new Error(`expected a summary, got ${JSON.stringify(r)}`);
      return r.right;
    };

    it('refuses a signed-out visitor with a 401', async () => {
      const f = await make();
      await f.signOut();
      const r = await firstValueFrom(f.program.getStarsSummary());
      expect(isLeft(r) && r.left.status).toBe(401);
    });

    it('answers exactly once per call and completes', async () => {
      const f = await make();
      await f.signInMemberWithStars();
      const all = await firstValueFrom(f.program.getStarsSummary().pipe(toArray()));
      expect(all).toHaveLength(1);
    });

    it('gives a whole, non-negative balance covering every upcoming expiration, soonest first', async () => {
      const f = await make();
      await f.signInMemberWithStars();
      const s = await summaryOf(f);
      const now = await f.now();
      expect(Number.isSafeInteger(s.stars) && s.stars > 0).toBe(true);
      const dates = s.expiring.map((e) => e.date);
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(s.expiring.every((e) => Number.isSafeInteger(e.amount) && e.amount >= 1 && e.date > now)).toBe(true);
      expect(s.expiring.reduce((n, e) => n + e.amount, 0)).toBeLessThanOrEqual(s.stars);
    });

    it('reports Stars expiring within the next 30 days for the member who has them', async () => {
      const f = await make();
      await f.signInMemberWithStars();
      const s = await summaryOf(f);
      const now = await f.now();
      expect(s.expiring.some((e) => e.date - now <= 30 * MS_PER_DAY)).toBe(true);
    });

    it('gives an empty account for a member with no Stars', async () => {
      const f = await make();
      await f.signInMemberWithoutStars();
      expect(await summaryOf(f)).toEqual({ stars: 0, expiring: [] });
    });

    it('answers the same summary on repeated reads', async () => {
      const f = await make();
      await f.signInMemberWithStars();
      expect(await summaryOf(f)).toEqual(await summaryOf(f));
    });
  });
};
