// Spec section 5 "Payment and cards" rules as they apply to an order: tipping, stored-value balance,
// stored-value-only stores, guest ordering and its token, and the place-order preconditions.
import { left, right, type Either } from 'fp-ts/Either';
import { GUEST_CARD_BRANDS, type PaymentType } from '../../payments';
import { primaryCard, reloadOptionsForShortfall, type StoredValueCard } from '../../cards';
import { isValidEmail } from '../../auth';
import { OrderingCodes, ownError, type OrderingError } from '../errors';
import { OrderMessages } from '../messages';
import type { OrderPayment, PricedOrder, StoreFacts, TenderType } from '../order-model';

/**
 * Payment types where tipping is not yet available. The spec does not name them; ours: the wallet
 * accounts PayPal and Venmo (a tip is a separate capture those providers do not take on an order).
 */
export const TIP_UNAVAILABLE_PAYMENT_TYPES: readonly PaymentType[] = ['paypal', 'venmo'];

export const tippingAvailable = (payment: OrderPayment | undefined): boolean =>
  payment === undefined || payment.kind !== 'instrument' || !TIP_UNAVAILABLE_PAYMENT_TYPES.includes(payment.paymentType);

/**
 * The upper bound of a tip (the spec gives none; ours): the larger of $50 and 100% of the order's subtotal.
 * A generous tip on a small order stays possible ($50 on a $4 drink), and a tip never charges more than the
 * order itself past that floor: a mistyped or forged tip of millions is refused, never charged.
 */
export const TIP_MAX_FLOOR_MINOR = 5000;
export const maxTipMinor = (subtotalMinor: number): number =>
  Number.isSafeInteger(subtotalMinor) && subtotalMinor > TIP_MAX_FLOOR_MINOR ? subtotalMinor : TIP_MAX_FLOOR_MINOR;

/** A tip is a whole, non-negative number of cents within maxTipMinor of the order's subtotal. */
export const isTipWithinBounds = (tipMinor: number, subtotalMinor: number): boolean =>
  Number.isSafeInteger(tipMinor) && tipMinor >= 0 && tipMinor <= maxTipMinor(subtotalMinor);

/** The tip's refusal (TIP_OUT_OF_RANGE, with the largest tip allowed), or undefined when it is within bounds. */
export const tipRefusal = (tipMinor: number, priced: Pick<PricedOrder, 'summary'>): OrderingError | undefined =>
  isTipWithinBounds(tipMinor, priced.summary.subtotalMinor) ? undefined : ownError(OrderingCodes.TIP_OUT_OF_RANGE, { maxTipMinor: maxTipMinor(priced.summary.subtotalMinor) });

/** When the payment changes: the tip kept, or removed with the spec's notice. */
export const tipAfterPaymentChange = (
  tipMinor: number,
  payment: OrderPayment | undefined,
): { readonly tipMinor: number; readonly notice?: { readonly title: string; readonly message: string } } =>
  tipMinor > 0 && !tippingAvailable(payment)
    ? { tipMinor: 0, notice: { title: OrderMessages.tipRemovedTitle, message: OrderMessages.tipUnavailable } }
    : { tipMinor };

export const tenderTypeOf = (p: OrderPayment): TenderType => {
  switch (p.kind) {
    case 'storedValue':
      return 'SVC';
    case 'instrument':
      return p.paymentType.toUpperCase() as Uppercase<PaymentType>;
    case 'guestCard':
      return p.card.brand.toUpperCase() as Uppercase<PaymentType>;
  }
};

/** The "card id" of the place-order precondition: the card, instrument or token the order is paid with. */
export const paymentIdOf = (p: OrderPayment): string => {
  switch (p.kind) {
    case 'storedValue':
      return p.cardId;
    case 'instrument':
      return p.paymentInstrumentId;
    case 'guestCard':
      return p.card.token;
  }
};

export type StoredValueCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly shortfallMinor: number; readonly reloadAmounts: readonly number[] };

/**
 * Spec section 5: paying with a stored-value card whose balance is below price plus tip shows the reload
 * fields, 'Insufficient balance for order', and the reload amounts rule (the cards capability's rule).
 */
export const checkStoredValueBalance = (
  o: { readonly price: number; readonly tip: number; readonly balance: number },
  svcLoadOptions: readonly number[],
): StoredValueCheck => {
  const shortfall = Math.max(0, o.price + o.tip - o.balance);
  return shortfall === 0
    ? { ok: true }
    : { ok: false, message: OrderMessages.insufficientBalanceForOrder, shortfallMinor: shortfall, reloadAmounts: reloadOptionsForShortfall(svcLoadOptions, o) };
};

/** Spec section 6: guests order only at stores with guest ordering. */
export const guestCanOrderAt = (store: Pick<StoreFacts, 'guestOrdering'> | undefined): boolean => store?.guestOrdering === true;

export const isGuestPaymentType = (t: string): boolean => (GUEST_CARD_BRANDS as readonly string[]).includes(t);

/**
 * The guest's receipt e-mail: required, and well formed by the one e-mail rule of the domain (auth's
 * isValidEmail: one @, a non-empty local part, a dotted domain, no spaces, at most 254 characters).
 */
export const guestEmailError = (email: string | undefined): string | undefined => {
  const e = (email ?? '').trim();
  if (e === '') return OrderMessages.guestEmailRequired;
  return isValidEmail(e) ? undefined : OrderMessages.guestEmailInvalid;
};

/** Spec section 5: the guest token is expired when its timestamp is above 0 and its age exceeds the maximum. */
export const isGuestTokenExpired = (tokenAcquiredTimestamp: number, now: number, maxAgeMs: number): boolean =>
  tokenAcquiredTimestamp > 0 && now - tokenAcquiredTimestamp > maxAgeMs;

/** Spec section 5: "Place order requires pricing with an orderId and either a guest, or a non-negative price and a card id." */
export const canPlaceOrder = (o: {
  readonly pricing?: Pick<PricedOrder, 'orderId' | 'summary'>;
  readonly isGuest: boolean;
  readonly cardId?: string;
}): boolean =>
  o.pricing !== undefined &&
  o.pricing.orderId !== '' &&
  (o.isGuest || (o.pricing.summary.price >= 0 && o.cardId !== undefined && o.cardId !== ''));

export interface PaymentCheckInput {
  readonly priced: PricedOrder;
  readonly payment: OrderPayment | undefined;
  readonly tipMinor: number;
  readonly isGuest: boolean;
  readonly store?: Pick<StoreFacts, 'guestOrdering'>;
  readonly now: number;
  readonly guestPaymentTokenMaxAgeMs: number;
  readonly svcLoadOptions: readonly number[];
}

/** Every payment rule of an order, in the order a person would meet them. Right: the payment to use. */
export const checkOrderPayment = (i: PaymentCheckInput): Either<OrderingError, OrderPayment> => {
  const p = i.payment;
  const tip = tipRefusal(i.tipMinor, i.priced);
  if (tip !== undefined) return left(tip);
  if (i.isGuest) {
    if (!guestCanOrderAt({ guestOrdering: i.store?.guestOrdering ?? i.priced.store.guestOrdering })) return left(ownError(OrderingCodes.GUEST_STORE_NOT_ALLOWED));
    if (p === undefined || p.kind !== 'guestCard') return left(ownError(OrderingCodes.PAYMENT_REQUIRED));
    if (!isGuestPaymentType(p.card.brand)) return left(ownError(OrderingCodes.GUEST_CARD_BRAND, { brand: p.card.brand }));
    if (isGuestTokenExpired(p.card.tokenAcquiredTimestamp, i.now, i.guestPaymentTokenMaxAgeMs)) return left(ownError(OrderingCodes.GUEST_TOKEN_EXPIRED));
  } else {
    if (p === undefined || p.kind === 'guestCard') return left(ownError(OrderingCodes.PAYMENT_REQUIRED));
    if (!canPlaceOrder({ pricing: i.priced, isGuest: false, cardId: paymentIdOf(p) })) return left(ownError(OrderingCodes.PAYMENT_REQUIRED));
  }
  if (i.priced.store.acceptsOnlyStoredValue && p.kind !== 'storedValue') return left(ownError(OrderingCodes.STORED_VALUE_ONLY));
  if (p.kind === 'storedValue') {
    const check = checkStoredValueBalance({ price: i.priced.summary.price, tip: i.tipMinor, balance: p.balanceMinor }, i.svcLoadOptions);
    if (!check.ok) {
      return left(ownError(OrderingCodes.INSUFFICIENT_BALANCE_FOR_ORDER, { shortfallMinor: check.shortfallMinor, reloadAmounts: check.reloadAmounts }));
    }
  }
  return right(p);
};

/**
 * A member's first way to pay an order: the primary stored-value card (else the first card), while no
 * member payment is chosen yet (nothing, or a guest's card from before signing in); undefined otherwise.
 */
export const defaultOrderCard = (cards: readonly StoredValueCard[], chosen: OrderPayment | undefined): StoredValueCard | undefined =>
  chosen !== undefined && chosen.kind !== 'guestCard' ? undefined : (primaryCard(cards) ?? cards[0]);
