// The home stream: cards the server picks for the visitor (spec section 3 "Stream item").
import type { FeedItemType } from '../shared';

export type { FeedItemType } from '../shared';

/** Onboarding task names (spec section 3). */
export type OnboardingTaskName = 'MOP' | 'Purchase' | 'SvcReload';
export const ONBOARDING_TASK_NAMES: readonly OnboardingTaskName[] = ['MOP', 'Purchase', 'SvcReload'];

/** Who a card is meant for. */
export type StreamAuthState = 'authenticated' | 'unauthenticated';

/** The coupon status that makes a coupon visible; the server also sends others ('Redeemed', 'Expired', ...). */
export const COUPON_AVAILABLE = 'Available';

export interface CallToAction {
  readonly text: string;
  /** A path of this app or an absolute URL, as the server sends it (links.ts judges which may be followed). */
  readonly url?: string;
}

interface StreamItemCommon {
  readonly id: string;
  readonly title?: string;
  readonly body?: string;
  readonly cta?: CallToAction;
  readonly secondaryCta?: CallToAction;
  /** When the card stops being shown, epoch ms. */
  readonly expires?: number;
  /** Higher ranks come first. */
  readonly rank: number;
  readonly imageUrl?: string;
  readonly legalFooter?: string;
  /** Membership tiers the card targets; none means everyone. */
  readonly segmentationTiers?: readonly number[];
  readonly authState?: StreamAuthState;
}

export interface CouponItem extends StreamItemCommon {
  readonly type: 'coupon';
  readonly reward: { readonly couponCode: string; readonly status: string };
}

export interface InformationItem extends StreamItemCommon {
  readonly type: 'information';
}

/** Points-expiration info of the stars-expiring cards. */
export interface PointsExpiration {
  readonly totalPoints: number;
  /** When the points expire, epoch ms. */
  readonly expirationDate: number;
}

export interface RewardPointsExpirationItem extends StreamItemCommon {
  readonly type: 'rewardPointsExpiration';
  readonly rewardPointsExpiration: PointsExpiration;
}

export interface TierPointsExpirationItem extends StreamItemCommon {
  readonly type: 'tierPointsExpiration';
  readonly tierPointsExpiration: PointsExpiration;
}

export interface OnboardingTask {
  readonly name: OnboardingTaskName;
  /** When the member completed the task, epoch ms; absent while it is to do. */
  readonly completedOn?: number;
}

export interface OnboardingTaskItem {
  readonly task: OnboardingTask;
  readonly title: string;
  readonly body: string;
  readonly cta?: CallToAction;
}

export interface OnboardingItem extends StreamItemCommon {
  readonly type: 'onboarding';
  readonly onboardingContent: { readonly items: readonly OnboardingTaskItem[] };
}

export interface AddBirthDateItem extends StreamItemCommon {
  readonly type: 'addBirthDate';
}

export type StreamItem =
  | CouponItem
  | InformationItem
  | RewardPointsExpirationItem
  | TierPointsExpirationItem
  | OnboardingItem
  | AddBirthDateItem;

/** Compile-time check that every feed item type of the configuration has a stream item shape. */
type StreamItemTypeCheck = [FeedItemType] extends [StreamItem['type']] ? ([StreamItem['type']] extends [FeedItemType] ? true : never) : never;
export const STREAM_ITEM_TYPES_MATCH_CONFIG: StreamItemTypeCheck = true;

/** Whose stream is shown: a member's, the guest stream (only with the unauthenticated-stream flag) or none. */
export type StreamAudience = 'member' | 'guest' | 'none';

/** What the home page renders. */
export interface StreamView {
  readonly audience: StreamAudience;
  /** Visible cards: filtered, sorted, onboarding tasks narrowed for the device. */
  readonly items: readonly StreamItem[];
  /** The server answered 206: some cards may be missing. */
  readonly partial: boolean;
  /** Every onboarding task name the answer carried (spec section 4: recorded on success). */
  readonly taskNames: readonly OnboardingTaskName[];
  /** When the answer was fetched, epoch ms (undefined when nothing was fetched). */
  readonly fetchedAt?: number;
}
