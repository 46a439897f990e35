// Test-only: the gift design, gift line and purchase request the gifting tests start from (the codecs, the
// contract suites, the HTTP adapter's tests), so each wire shape is spelled once.
import { GIFT_ORDER_SOURCE, type GiftCardDesign, type GiftLine } from './model';
import type { MemberGiftPurchaseRequest } from './ports';

type UnpaidRequest = Omit<MemberGiftPurchaseRequest, 'paymentInstrumentId' | 'paymentInstrumentToken'>;

/** A design of the catalogue, every field filled in. */
export const sampleDesign: GiftCardDesign = {
  productNumber: '11000101',
  name: 'Thanks a Latte',
  category: { urn: 'urn:crema:gift-category:thank-you', name: 'Thank you' },
  artwork: { palette: { background: '#fff', foreground: '#000', accent: '#a00' }, motif: 'cup', caption: 'Thanks a latte', imageUrl: 'data:,', alt: 'A cup' },
};

/** A $25 e-gift of that design, e-mailed to Sam. */
export const sampleLine = (over: Partial<GiftLine> = {}): GiftLine => ({
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam',
  deliveryMethod: 'EMAIL',
  deliveryDate: '2026-11-25',
  product: sampleDesign.productNumber,
  message: 'Enjoy!',
  amount: { amount: 2500, currency: 'USD' },
  ...over,
});

/** A web purchase of `egifts` by a visa, before its one way to pay (a token or a saved instrument) is added. */
export const sampleRequestBase = (requestId: string, egifts: readonly GiftLine[]): UnpaidRequest => ({
  requestId,
  orderSource: GIFT_ORDER_SOURCE,
  locale: 'en-US',
  currency: 'USD',
  paymentType: 'visa',
  senderEmail: 'sender@example.net',
  senderName: 'Avery Quinn',
  egifts,
  riskData: { channel: GIFT_ORDER_SOURCE, capturedAt: 0 },
});
