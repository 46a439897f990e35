// The gift pages' addresses (spec section 2 "Gift"), and the page each gift error's action names.
import type { GiftErrorTarget } from '@crema/domain/gifting';
import { PaymentPaths } from './payments';

export const GiftPaths = {
  home: '/gift',
  design: (productNumber: string): string => `/gift/${encodeURIComponent(productNumber)}`,
  category: (categoryUrn: string): string => `/gift/category/${encodeURIComponent(categoryUrn)}`,
  confirmation: '/gift/confirmation',
  /** The gift form's payment sheet, as the hash of the design's page. */
  paymentHash: '#payment',
  /**
   * An e-gift's claim page, where its recipient sees the card and adds it (issue #27). The delivery e-mail links to
   * it as {origin}/gift/claim#token={claim token} (the server's gifting/egift-delivery.ts EGIFT_CLAIM_PAGE: the two
   * must agree). The token rides in the fragment, which a browser never sends: it reaches no server log and no
   * Referer. Sign in and Join come back here without it (this tab keeps it: ClaimTokenStore).
   */
  claim: '/gift/claim',
} as const;

/** The claim token the claim page's fragment carries ('#token=…'), or undefined. */
export const claimTokenOf = (hash: string): string | undefined => {
  const token = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get('token');
  return token === null || token === '' ? undefined : token;
};

export const giftErrorPath = (target: GiftErrorTarget): string => {
  switch (target) {
    case 'giftCards':
      return GiftPaths.home;
    case 'addBillingAddress':
      return PaymentPaths.addBillingAddress;
    case 'addGuestCard':
      return PaymentPaths.guestGiftCreditCard;
  }
};
