// The place-order rules both backends apply to a priced order before the payment rules (payment-rules.ts): the
// name for the cup, the one tender and its amount, a member's tender read as a payment, and what a place-order idempotency key stands
// for. The server's submit-order (server/src/ordering/orders.ts) and the fake's (adapters-fake) call these, in
// the same order, so the two refuse alike.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '../../shared/errors';
import { isCardBrand, type PaymentType } from '../../payments';
import { OrderingCodes, type OrderingError } from '../errors';
import type { GuestPlaceOrderInput, OrderPayment, PlaceOrderInput, PricedOrder, PriceItem, Tender } from '../order-model';
import { shortStoreNumber } from './schedule-rules';
import { cupNameError, cupNameToSend } from './cup-name';

const invalid = (reason: string): Either<OrderingError, never> => left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { reason } }));

/**
 * The order's one tender, when it pays what the backend priced: a tip only where the pricing enables tipping,
 * and exactly one tender for the priced total plus the tip (VALIDATION_ERROR with the reason otherwise).
 */
export const checkOrderTender = (input: Pick<PlaceOrderInput, 'tenders' | 'tipAmount'>, priced: Pick<PricedOrder, 'isTipEnabled' | 'summary'>): Either<OrderingError, Tender> => {
  if (input.tipAmount > 0 && !priced.isTipEnabled) return invalid('tipping is not enabled at this store');
  const [tender, ...more] = input.tenders;
  if (tender === undefined || more.length > 0 || tender.amount !== priced.summary.price + input.tipAmount) return invalid('tenders must pay the priced total plus tip');
  return right(tender);
};

/** A member's tender of a saved instrument (a card brand, PayPal, Venmo) as the payment rules read it; undefined for any other type. */
export const instrumentPaymentOf = (tender: Pick<Tender, 'tender' | 'id'>): OrderPayment | undefined => {
  const type = tender.tender.toLowerCase();
  return isCardBrand(type) || type === 'paypal' || type === 'venmo' ? { kind: 'instrument', paymentInstrumentId: tender.id, paymentType: type as PaymentType } : undefined;
};

/**
 * A name for the cup that cannot go on one (issue #32: too long, or characters other than letters, spaces,
 * hyphens, apostrophes and periods, such as markup): CUP_NAME_INVALID with what is wrong; undefined when it
 * can, or when the order has none. Before anything is spent, as the tip's bound.
 */
export const cupNameRefusal = (input: Pick<PlaceOrderInput, 'cupName'>): OrderingError | undefined => {
  if (input.cupName === undefined) return undefined;
  const error = cupNameError(input.cupName);
  return error === undefined ? undefined : domainError(OrderingCodes.CUP_NAME_INVALID, { status: 400, context: { reason: error } });
};

/** The name a placed order keeps: the checked one, normalized; none for an empty one. */
export const placedCupName = (input: Pick<PlaceOrderInput, 'cupName'>): { readonly cupName?: string } => {
  const name = input.cupName === undefined ? undefined : cupNameToSend(input.cupName);
  return name === undefined ? {} : { cupName: name };
};

/** A tip on a payment type that takes none (tippingAvailable false): VALIDATION_ERROR, as the tender check answers. */
export const tipUnavailableRefusal = (): OrderingError => domainError(ErrorCodes.VALIDATION, { status: 400, context: { reason: 'tipping is not available for this payment type' } });

/** What a place-order idempotency key stands for (placeOrderKeyRequest). */
export interface PlaceOrderKeyRequest {
  readonly store: string;
  readonly tenders: readonly (readonly [string, string])[];
  readonly tip: number;
  readonly slot: number | null;
  readonly items: readonly string[];
  readonly guest: readonly [string, string] | null;
}

/**
 * What a place-order idempotency key stands for: the store, who pays with what, the tip, the pickup slot and the
 * cart's items (not the order id nor the tender's amount: re-pricing the same cart after an uncertain submit
 * sends the same key again, and must be answered the first order), and a guest's e-mail and card token. The same
 * key with anything else is refused (409). The server keeps a hash of it, the fake its JSON.
 */
export const placeOrderKeyRequest = (
  input: PlaceOrderInput,
  items: readonly PriceItem[],
  guest?: Pick<GuestPlaceOrderInput['guest'], 'email' | 'paymentToken'>,
): PlaceOrderKeyRequest => ({
  store: shortStoreNumber(input.storeNumber.trim()),
  tenders: input.tenders.map((t) => [t.tender, t.id] as const),
  tip: input.tipAmount,
  slot: input.scheduledOrdering?.start ?? null,
  items: items.map((i) => JSON.stringify(i)).sort(),
  guest: guest === undefined ? null : [guest.email.trim().toLowerCase(), guest.paymentToken],
});
