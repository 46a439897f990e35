import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MS_PER_DAY } from '../shared';
import { expiringCardAction, expiringCardDetails, homeActions, memberHomeActions } from './cards';
import type { RewardPointsExpirationItem, TierPointsExpirationItem } from './model';
import { T0 } from './test-arbitraries';

const reward = (totalPoints: number, expirationDate: number): RewardPointsExpirationItem => ({
  id: 'r', type: 'rewardPointsExpiration', title: 't', body: 'b', rank: 1, rewardPointsExpiration: { totalPoints, expirationDate },
});
const tier = (totalPoints: number, expirationDate: number): TierPointsExpirationItem => ({
  id: 't', type: 'tierPointsExpiration', title: 't', body: 'b', rank: 1, tierPointsExpiration: { totalPoints, expirationDate },
});

describe('stars-expiring card details', () => {
  it('counts whole days (floored) and picks order below 25 Stars, else scan', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 90 * MS_PER_DAY }), fc.nat(500), fc.boolean(), (delta, stars, isTier) => {
      const item = isTier ? tier(10, T0 + delta) : reward(10, T0 + delta);
      const d = expiringCardDetails(item, T0, stars);
      expect(d.daysLeft).toBe(Math.floor(delta / 86_400_000));
      expect(d.action).toBe(stars < 25 ? 'order' : 'scan');
      expect(d.points).toBe(10);
    }));
    expect(expiringCardDetails(tier(40, T0 + 3 * MS_PER_DAY - 1), T0, 24)).toEqual({ points: 40, daysLeft: 2, action: 'order' });
  });
});

describe('home actions', () => {
  it('offers scan or add card, plus start order, to a signed-in member at every width (issue #32: the desktop had none); a guest none', () => {
    expect(homeActions({ signedIn: true, hasPrimaryCard: true })).toEqual(['scan', 'startOrder']);
    expect(homeActions({ signedIn: true, hasPrimaryCard: false })).toEqual(['addCard', 'startOrder']);
    expect(homeActions({ signedIn: false, hasPrimaryCard: true })).toEqual([]);
  });
});

describe('buttons that wait for what they depend on', () => {
  it('the expiring card has no button until the total Stars are known, then the details say which', () => {
    fc.assert(fc.property(fc.option(fc.nat(500), { nil: undefined }), (stars) => {
      const item = reward(10, T0 + MS_PER_DAY);
      expect(expiringCardAction(item, T0, stars)).toBe(stars === undefined ? undefined : expiringCardDetails(item, T0, stars).action);
    }));
  });

  it("a member's home shows only start order until the primary card is known", () => {
    expect(memberHomeActions({ primaryKnown: false, hasPrimaryCard: false })).toEqual(['startOrder']);
    expect(memberHomeActions({ primaryKnown: true, hasPrimaryCard: true })).toEqual(['scan', 'startOrder']);
    expect(memberHomeActions({ primaryKnown: true, hasPrimaryCard: false })).toEqual(['addCard', 'startOrder']);
    fc.assert(fc.property(fc.boolean(), (has) => {
      expect(memberHomeActions({ primaryKnown: false, hasPrimaryCard: has })).toEqual(['startOrder']);
    }));
  });
});
