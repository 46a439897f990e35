// User-visible rewards strings as data. The spec gives only the expander title; the rest is ours
// (marked "text not given by the spec").
import type { ExpiringStarsAction, RewardsStatus } from './model';

export const RewardsMessages = {
  /** Spec section 2: the star-levels expander of the home stream. */
  starLevelsTitle: 'Rewards you can get with Stars',
  /** Spec section 2: the rewards status card links 'Details' to /account/rewards. Label text not given by the spec. */
  detailsLink: 'Details',
  /** Text not given by the spec. */
  loadError: "We couldn't load your Stars right now. Please try again.",
  /** Text not given by the spec. */
  insufficientStars: "You don't have enough Stars for that reward yet.",
  /** Text not given by the spec. */
  invalidStars: 'Choose a reward to redeem.',
  /** Text not given by the spec. */
  pageTitle: 'Rewards',
  /** Text not given by the spec. */
  howItWorksLink: 'How it works',
  /** Text not given by the spec. */
  noExpiringStars: 'None of your Stars expire in the next 30 days.',
} as const;

/** The expiring-stars card's button, by action (spec section 9: order below 25 Stars, else scan). Text not given by the spec. */
export const EXPIRING_STARS_ACTION_LABELS: Readonly<Record<ExpiringStarsAction, string>> = {
  order: 'Start an order',
  scan: 'Scan in store',
};

/** 'Star' for exactly one, else 'Stars' (0 Stars, 142 Stars): the unit beside a count shown apart. */
export const starsUnit = (n: number): string => (n === 1 ? 'Star' : 'Stars');

const stars = (n: number): string => `${n} ${starsUnit(n)}`;

/** '142 Stars', '1 Star'. */
export const starsLabel = (n: number): string => stars(n);

/** '30 Stars expire in 12 days' / 'tomorrow' / 'today'. Text not given by the spec. */
export const expiringStarsMessage = (amount: number, daysLeft: number): string => {
  const when = daysLeft <= 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return `${stars(amount)} ${amount === 1 ? 'expires' : 'expire'} ${when}`;
};

/** '58 Stars to go until Handcrafted drink or hot breakfast'. Text not given by the spec. */
export const starsToGoMessage = (starsToGo: number, levelTitle: string): string => `${stars(starsToGo)} to go until ${levelTitle}`;

/** Shown when every level is reachable. Text not given by the spec. */
export const ALL_LEVELS_REACHED_MESSAGE = 'You have enough Stars for any reward. Treat yourself!';

/** Under the progress bar: the Stars to the next level, or that every reward is within reach. */
export const nextRewardMessage = (status: Pick<RewardsStatus, 'nextLevel' | 'starsToNextLevel'>): string =>
  status.nextLevel ? starsToGoMessage(status.starsToNextLevel, status.nextLevel.title) : ALL_LEVELS_REACHED_MESSAGE;

/**
 * The Stars progress bar's accessible name: 'Progress to {next level}', or `whenAllReached` once every level
 * is reachable (the home card says 'Progress', the rewards page 'Progress to every reward'). Text not given by the spec.
 */
export const starsProgressLabel = (nextLevelTitle: string | undefined, whenAllReached: string): string =>
  nextLevelTitle === undefined ? whenAllReached : `Progress to ${nextLevelTitle}`;

/** The rewards page's texts around the figures. Text not given by the spec. */
export const RewardsPageTexts = {
  loading: 'Loading your Stars',
  balanceTitle: 'Your Stars',
  progressAllReached: 'Progress to every reward',
  emptyTitle: 'Start collecting Stars',
  startOrder: 'Start an order',
  expiringTitle: 'Stars expiring soon',
  expirationsTitle: 'When your Stars expire',
  howItWorksHint: ' · earning Stars, rewards and expiry',
  levelReady: 'You have enough Stars',
} as const;

/** The home card's progress bar name once every level is reachable. Text not given by the spec. */
export const HOME_PROGRESS_ALL_REACHED = 'Progress';

/** 'You don't have any Stars yet. Earn 2 Stars per $1 when you order ahead or pay with a Crema card.' Text not given by the spec. */
export const noStarsYetMessage = (starRateLabel: string): string =>
  `You don't have any Stars yet. ${starRateLabel} when you order ahead or pay with a Crema card.`;

/** 'Use them by December 3, 2026. We always spend…' (the date formatted at the edge). Text not given by the spec. */
export const starsUseByMessage = (formattedDate: string): string =>
  `Use them by ${formattedDate}. We always spend your soonest-expiring Stars first.`;
