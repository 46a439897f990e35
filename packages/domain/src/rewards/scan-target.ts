// Where the expiring-Stars card's 'Scan in store' leads: the primary card's pay overlay, or the cards page
// while that card is unknown (none, not looked up yet, or the lookup failed).
import type { RewardsView } from './load-rewards';

export const CARDS_PAGE = '/account/cards';

export const scanCardHref = (primaryCardId: string | undefined): string =>
  primaryCardId === undefined ? CARDS_PAGE : `${CARDS_PAGE}/${encodeURIComponent(primaryCardId)}#pay`;

/** Only a nudge that says scan (25 Stars or more, spec section 9) needs the primary card. */
export const rewardsNeedScan = (view: RewardsView | undefined): boolean => view?.nudge?.action === 'scan';
