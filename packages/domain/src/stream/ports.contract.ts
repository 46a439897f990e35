// Conformance suite for StreamFeed adapters: run against the fake here and against HTTP when a server exists.
import { describe, it, expect } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import { ALL_FEED_ITEM_TYPES, type FeedItemType } from '../shared';
import type { StreamFeed, StreamQuery } from './ports';

export interface StreamFeedFixture {
  readonly feed: StreamFeed;
  /** Signs in a member whose stream holds at least a coupon and an information card. */
  signInMember(): void | Promise<void>;
  signOut(): void | Promise<void>;
}

const query = (audience: 'member' | 'guest', streamItemTypes: readonly FeedItemType[] = ALL_FEED_ITEM_TYPES): StreamQuery => ({
  audience,
  locale: 'en-US',
  streamItemTypes,
  streamItemStatus: 'active',
});

export const describeStreamFeedContract = (name: string, make: () => StreamFeedFixture | Promise<StreamFeedFixture>): void => {
  describe(`StreamFeed contract: ${name}`, () => {
    const answer = async (f: StreamFeedFixture, q: StreamQuery) => {
      const r = await firstValueFrom(f.feed.getStreamItems(q));
      if (!isRight(r)) throw new Error(`expected an answer, got ${JSON.stringify(r)}`);
      return r.right;
    };

    it('refuses the member stream to a signed-out visitor with a 401', async () => {
      const f = await make();
      await f.signOut();
      const r = await firstValueFrom(f.feed.getStreamItems(query('member')));
      expect(isLeft(r) && r.left.status).toBe(401);
    });

    it('serves the guest stream to a signed-out visitor', async () => {
      const f = await make();
      await f.signOut();
      const a = await answer(f, query('guest'));
      expect([200, 206, 304]).toContain(a.status);
    });

    it('answers once with a 200, 206 or 304 and items that each have an id, a type and a rank', async () => {
      const f = await make();
      await f.signInMember();
      const all = await firstValueFrom(f.feed.getStreamItems(query('member')).pipe(toArray()));
      expect(all).toHaveLength(1);
      const a = await answer(f, query('member'));
      expect([200, 206, 304]).toContain(a.status);
      expect(a.items.length).toBeGreaterThan(0);
      expect(a.items.every((i) => i.id.length > 0 && ALL_FEED_ITEM_TYPES.includes(i.type) && Number.isFinite(i.rank))).toBe(true);
    });

    it('returns only the requested item types', async () => {
      const f = await make();
      await f.signInMember();
      for (const types of [['coupon'], ['information', 'onboarding'], []] as FeedItemType[][]) {
        const a = await answer(f, query('member', types));
        expect(a.items.every((i) => types.includes(i.type))).toBe(true);
      }
      expect((await answer(f, query('member', ['coupon']))).items.length).toBeGreaterThan(0);
    });

    it('carries the coupon code and status of every coupon', async () => {
      const f = await make();
      await f.signInMember();
      const a = await answer(f, query('member', ['coupon']));
      expect(a.items.every((i) => i.type === 'coupon' && i.reward.couponCode.length > 0 && i.reward.status.length > 0)).toBe(true);
    });
  });
};
