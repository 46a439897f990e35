// Whether the expiring-Stars card's 'Scan in store' needs the primary card: its button opens that card's pay
// overlay, or the cards page while the card is unknown (none, not looked up yet, or the lookup failed).
import type { RewardsView } from './load-rewards';

/** Only a nudge that says scan (25 Stars or more, spec section 9) needs the primary card. */
export const rewardsNeedScan = (view: RewardsView | undefined): boolean => view?.nudge?.action === 'scan';
