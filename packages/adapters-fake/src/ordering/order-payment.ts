// The payment checks of the fake's place order (orders.ts), as the server's pay() makes them
// (server/src/ordering/orders.ts), in its order and with the same domain functions: the tender (checkOrderTender),
// a member's stored-value card (canPlaceOrder, the card held, its balance), saved instrument (instrumentPaymentOf,
// the member's own and of the tender's type, isExpired, tippingAvailable, checkOrderPayment) or a guest's token
// (guestEmailError, the token issued for the tender's card and unspent, checkOrderPayment). Nothing moves here.
import { left, right, type Either } from 'fp-ts/Either';
import { decodeDomainError, domainError, makeConfig } from '@crema/domain';
import {
  canPlaceOrder,
  checkOrderPayment,
  checkOrderTender,
  guestEmailError,
  instrumentPaymentOf,
  isOrderingErrorCode,
  OrderingCodes,
  tippingAvailable,
  tipUnavailableRefusal,
  type GuestPlaceOrderInput,
  type OrderingError,
  type OrderPayment,
  type PlaceOrderInput,
  type StoreFacts,
  type Tender,
} from '@crema/domain/ordering';
import { isCardBrand, isExpired, PaymentCodes } from '@crema/domain/payments';
import { findCard } from '../cards';
import { findCardToken, findInstrument } from '../payments';
import type { FakeBackend } from '../backend';
import type { OrderRecord, PricingRecord } from './tables';

/** The server's configuration: the guest payment token's maximum age (spec section 9: 300000 ms) and the reload amounts. */
const CONFIG = makeConfig();

export const fail = (code: OrderingError['code'], extras: { status?: number; context?: Readonly<Record<string, unknown>> } = {}): Either<OrderingError, never> =>
  left(domainError(code, { status: extras.status ?? 400, ...(extras.context !== undefined ? { context: extras.context } : {}) }));

/** A domain rule's refusal, as the answer (400 unless it names its status). */
export const refuseWith = (e: OrderingError): Either<OrderingError, never> => left(e.status === undefined ? { ...e, status: 400 } : e);

/** A refusal of another capability's ledger (Stars, the card's balance) as the order's: its code decoded to an ordering one. */
export const asOrderingError = decodeDomainError(isOrderingErrorCode);

export type Payer = { readonly kind: 'member'; readonly memberId: string } | { readonly kind: 'guest'; readonly guest: GuestPlaceOrderInput['guest'] };

/** Whose idempotency keys these are: the member's, or the guest's by e-mail (as the server scopes them). */
export const scopeOf = (payer: Payer): string => (payer.kind === 'member' ? `member:${payer.memberId}` : `guest:${payer.guest.email.trim().toLowerCase()}`);

/** The scope of an order's key; an order kept from before scopes were recorded, by whom it was for. */
export const scopeOfRecord = (o: OrderRecord): string => o.scope ?? (o.memberId !== undefined ? `member:${o.memberId}` : `guest:${(o.guest?.email ?? '').trim().toLowerCase()}`);

/** What paying needs once every check passed: the tender and how to take the money. */
export interface Payment {
  readonly tender: Tender;
  readonly lastFour?: string;
  /** A stored-value card's payment (the ledger's, with its auto reload). */
  readonly card?: string;
  /** A guest's token, spent with the order. */
  readonly token?: string;
}

/**
 * The payment's checks (the server's pay(), in its order), without moving money: the tender, then a member's
 * stored-value card, saved instrument or a guest's token, each with the domain's payment rules.
 */
export const checkPayment = (backend: FakeBackend, input: PlaceOrderInput, payer: Payer, rec: PricingRecord, store: StoreFacts, now: number): Either<OrderingError, Payment> => {
  const priced = rec.priced;
  const tender = checkOrderTender(input, priced);
  if (tender._tag === 'Left') return tender;
  const t = tender.right;
  const check = (payment: OrderPayment, isGuest: boolean): Either<OrderingError, true> => {
    const checked = checkOrderPayment({
      priced,
      payment,
      tipMinor: input.tipAmount,
      isGuest,
      store,
      now,
      guestPaymentTokenMaxAgeMs: CONFIG.guestPaymentTokenMaxAgeMs,
      svcLoadOptions: CONFIG.svcLoadOptions,
    });
    return checked._tag === 'Left' ? refuseWith(checked.left) : right(true);
  };
  if (payer.kind === 'member') {
    if (!canPlaceOrder({ pricing: priced, isGuest: false, cardId: t.id })) return fail(OrderingCodes.PAYMENT_REQUIRED);
    // A Crema card pays at any store from its balance (its refusals are the order's, as on the server).
    if (t.tender === 'SVC') {
      const card = findCard(backend, payer.memberId, t.id);
      if (card === undefined) return fail(PaymentCodes.PAYMENT_METHOD_INVALID);
      if (t.amount > 0 && card.balance < t.amount) return fail(OrderingCodes.INSUFFICIENT_BALANCE);
      return right({ tender: t, lastFour: card.cardNumber.slice(-4), card: card.cardId });
    }
    const payment = instrumentPaymentOf(t);
    if (payment === undefined || payment.kind !== 'instrument') return fail(OrderingCodes.PAYMENT_REQUIRED);
    // The member's own saved instrument, of the tender's type, and not an expired card (payments' rule: 121043, 121044).
    const instrument = findInstrument(backend, payer.memberId, t.id);
    if (instrument === undefined || instrument.paymentType !== payment.paymentType) return fail(PaymentCodes.PAYMENT_METHOD_INVALID);
    if (instrument.expiry !== undefined && isExpired(instrument.expiry, now)) return fail(PaymentCodes.CARD_MAY_HAVE_EXPIRED);
    if (input.tipAmount > 0 && !tippingAvailable(payment)) return refuseWith(tipUnavailableRefusal());
    const checked = check(payment, false);
    return checked._tag === 'Left' ? checked : right({ tender: t, lastFour: instrument.accountNumberLastFour });
  }
  const guest = payer.guest;
  if (guestEmailError(guest.email) !== undefined) return fail(OrderingCodes.GUEST_EMAIL_REQUIRED);
  // The token must be one this provider issued, for the card the tender names, not spent before; then the
  // domain's rules say whether it is too old or of a brand guests may not pay with.
  if (guest.paymentToken !== t.id) return fail(PaymentCodes.PAYMENT_METHOD_INVALID);
  const token = findCardToken(backend, t.id);
  if (token === undefined || !isCardBrand(token.brand) || t.tender !== token.brand.toUpperCase()) return fail(PaymentCodes.PAYMENT_METHOD_INVALID);
  if (token.usedAt !== undefined) return fail(OrderingCodes.GUEST_TOKEN_EXPIRED);
  const checked = check({ kind: 'guestCard', card: { token: token.token, brand: token.brand, lastFour: token.lastFour, tokenAcquiredTimestamp: token.createdAt } }, true);
  return checked._tag === 'Left' ? checked : right({ tender: t, lastFour: token.lastFour, token: token.token });
};
