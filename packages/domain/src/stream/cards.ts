// Per-card derivations the home page needs beyond the filters: the stars-expiring cards' days and button,
// and the action buttons at the top of a member's home.
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

/** The expiring card's button waits for the member's total Stars (it depends on them): none until known. */
export const expiringCardAction = (
  item: RewardPointsExpirationItem | TierPointsExpirationItem,
  now: number,
  totalStars: number | undefined,
): ExpiringStarsAction | undefined => (totalStars === undefined ? undefined : expiringCardDetails(item, now, totalStars).action);

export type HomeAction = 'scan' | 'addCard' | 'startOrder';

/**
 * Spec section 2: on mobile when signed in, a scan button (if a primary card exists) or an add-card button,
 * plus a start-an-order button. The spec is silent on wider screens; a member's desktop home had neither way to
 * order nor to pay at its top (issue #32), so the same buttons show at every width. A guest gets none (the
 * signed-out home has its own call to action).
 */
export const homeActions = (c: { readonly signedIn: boolean; readonly hasPrimaryCard: boolean }): readonly HomeAction[] =>
  c.signedIn ? [c.hasPrimaryCard ? 'scan' : 'addCard', 'startOrder'] : [];

/**
 * A member's home actions while the primary card may still be unknown: until the cards answer, only the
 * start-an-order button shows, so scan and add-card never swap under the visitor's thumb.
 */
export const memberHomeActions = (c: { readonly primaryKnown: boolean; readonly hasPrimaryCard: boolean }): readonly HomeAction[] =>
  homeActions({ signedIn: true, hasPrimaryCard: c.primaryKnown && c.hasPrimaryCard }).filter((a) => c.primaryKnown || a === 'startOrder');
