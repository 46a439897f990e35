// Per-card derivations the home page needs beyond the filters: the stars-expiring cards' days and button,
// and the mobile action buttons of the home header.
import { expiringStarsAction, wholeDaysUntil, type ExpiringStarsAction } from '../rewards';
import type { RewardPointsExpirationItem, TierPointsExpirationItem } from './model';

export interface ExpiringCardDetails {
  readonly points: number;
  /** Whole days until expiry at 86400000 ms per day, floored (spec section 9). */
  readonly daysLeft: number;
  /** Order below 25 total Stars, else scan (spec section 9). */
  readonly action: ExpiringStarsAction;
}

/** Details of a stars-expiring card, given the member's total Stars. */
export const expiringCardDetails = (
  item: RewardPointsExpirationItem | TierPointsExpirationItem,
  now: number,
  totalStars: number,
): ExpiringCardDetails => {
  const info = item.type === 'rewardPointsExpiration' ? item.rewardPointsExpiration : item.tierPointsExpiration;
  return { points: info.totalPoints, daysLeft: wholeDaysUntil(info.expirationDate, now), action: expiringStarsAction(totalStars) };
};

export type HomeAction = 'scan' | 'addCard' | 'startOrder';

/**
 * Spec section 2: on mobile when signed in, a scan button (if a primary card exists) or an add-card button,
 * plus a start-an-order button. Elsewhere, none.
 */
export const homeMobileActions = (c: { readonly isMobile: boolean; readonly signedIn: boolean; readonly hasPrimaryCard: boolean }): readonly HomeAction[] =>
  c.isMobile && c.signedIn ? [c.hasPrimaryCard ? 'scan' : 'addCard', 'startOrder'] : [];
