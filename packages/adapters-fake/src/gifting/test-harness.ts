// Builds the gifting fakes on a fresh in-memory backend, for this folder's tests.
import { createManualClock, type ManualClock } from '@crema/domain';
import type { GiftLine, GuestGiftPurchaseRequest, MemberGiftPurchaseRequest } from '@crema/domain/gifting';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { createFakeBackend, createMemoryStorage, type FakeBackend, type KeyValueStorage } from '../backend';
import { cardTokensTable } from '../payments';
import { createFakeGiftCatalog } from './catalog';
import { createFakeGiftPurchases, type FakeGiftPurchasesOptions } from './purchases';

/** 2026-11-22T12:00:00Z, the project's "today". */
export const TODAY = Date.UTC(2026, 10, 22, 12);

export const makeGiftingFakes = (o: { clock?: ManualClock; storage?: KeyValueStorage; purchases?: FakeGiftPurchasesOptions } = {}) => {
  const clock = o.clock ?? createManualClock(TODAY);
  const backend: FakeBackend = createFakeBackend({ clock, storage: o.storage ?? createMemoryStorage() });
  return { backend, clock, catalog: createFakeGiftCatalog(backend), purchases: createFakeGiftPurchases(backend, o.purchases) };
};

/** A card token as the payments fake's tokenizer would have issued it to a guest. */
export const issueGuestToken = (backend: FakeBackend, brand: 'amex' | 'discover' | 'mastercard' | 'visa' = 'visa'): string => {
  const token = backend.ids.next('tok');
  cardTokensTable(backend).update((t) => ({ ...t, [token]: { token, brand, lastFour: '1111', createdAt: backend.clock.now() } }));
  return token;
};

export const line = (over: Partial<GiftLine> = {}): GiftLine => ({
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam',
  deliveryMethod: 'EMAIL',
  deliveryDate: '2026-11-22',
  product: '11000101',
  message: 'Enjoy!',
  amount: { amount: 2500, currency: 'USD' },
  ...over,
});

const base = (requestId: string, egifts: readonly GiftLine[]) => ({
  requestId,
  orderSource: 'WEB',
  locale: 'en-US',
  currency: 'USD',
  senderEmail: DEMO_MEMBER.email,
  senderName: 'Avery Quinn',
  egifts,
  riskData: { channel: 'WEB', capturedAt: TODAY },
});

/** The demo member paying with their saved Visa (the member must be signed in to the fake). */
export const memberRequest = (requestId: string, egifts: readonly GiftLine[] = [line()]): MemberGiftPurchaseRequest => ({
  ...base(requestId, egifts),
  paymentType: 'visa',
  paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa,
});

export const guestRequest = (requestId: string, token: string, egifts: readonly GiftLine[] = [line()]): GuestGiftPurchaseRequest => ({
  ...base(requestId, egifts),
  senderEmail: 'guest@example.net',
  paymentType: 'visa',
  paymentInstrumentToken: token,
});
