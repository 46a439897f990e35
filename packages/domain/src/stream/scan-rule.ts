// When the home page needs the member's primary card: the scan buttons (the phone's quick actions and the
// expiring-Stars cards, spec sections 2 and 9) open that card's pay overlay, and nothing else does.
import type { StreamView } from './model';

/** An expiring-Stars card (reward or tier points) may offer 'Scan in store'. */
export const streamOffersScan = (view: StreamView | undefined): boolean =>
  (view?.items ?? []).some((i) => i.type === 'rewardPointsExpiration' || i.type === 'tierPointsExpiration');

/** A member on a phone (the quick actions' scan button) or with a card that may offer a scan. */
export const needsPrimaryCard = (c: { readonly signedIn: boolean; readonly isMobile: boolean; readonly view: StreamView | undefined }): boolean =>
  c.signedIn && (c.isMobile || streamOffersScan(c.view));
