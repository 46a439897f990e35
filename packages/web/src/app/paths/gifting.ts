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
} as const;

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
