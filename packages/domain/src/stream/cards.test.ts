import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MS_PER_DAY } from '../shared';
import { expiringCardDetails, homeMobileActions } from './cards';
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

describe('home mobile actions', () => {
  it('offers scan or add card, plus start order, only on mobile when signed in', () => {
    expect(homeMobileActions({ isMobile: true, signedIn: true, hasPrimaryCard: true })).toEqual(['scan', 'startOrder']);
    expect(homeMobileActions({ isMobile: true, signedIn: true, hasPrimaryCard: false })).toEqual(['addCard', 'startOrder']);
    expect(homeMobileActions({ isMobile: false, signedIn: true, hasPrimaryCard: true })).toEqual([]);
    expect(homeMobileActions({ isMobile: true, signedIn: false, hasPrimaryCard: true })).toEqual([]);
  });
});
