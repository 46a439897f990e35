// Ordering error codes (the spec's section 8 ordering catalogue and ours), the typed OrderingError every ordering
// port and use case fails with, and the resolution of every ordering failure into what the user sees: a
// message (spec section 8) and the actions of its dialog.
import { codeGuard, ConnectionMessages, domainError, ErrorCodes, isOfflineFailure, UNEXPECTED_ERROR_MESSAGE, type CodesOf, type DomainError, type TransportErrorCode } from '../shared';
import { Limits } from '../shared/config';
import { isPaymentCodeIn, resolvePaymentError, type PaymentCodeIn } from '../cards';
import { Actions, CartMessages, FavoriteMessages, FAVORITES_MAX_CODE, MenuMessages, OrderMessages, type OrderingAction } from './messages';
import { lookup } from '../shared/lookup';
import { CupNameText } from './checkout/cup-name';

/** The spec's section 8 "Pricing error codes" (UNEXPECTED_ERROR, listed among them, is a transport code). */
export const PricingErrorCodes = {
  MISSING_COUNTRY: 'MISSING_COUNTRY',
  ITEMS_NOT_FOUND: 'ITEMS_NOT_FOUND',
  ITEMS_UNAVAILABLE: 'ITEMS_UNAVAILABLE',
  STORE_NOT_FOUND: 'STORE_NOT_FOUND',
  HIGH_VOLUME_STORE: 'HIGH_VOLUME_STORE',
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  STORE_NOT_AVAILABLE: 'STORE_NOT_AVAILABLE',
  WRONG_STORE_REGION: 'WRONG_STORE_REGION',
  MOP_UNAVAILABLE: 'MOP_UNAVAILABLE',
  STORE_CLOSED: 'STORE_CLOSED',
  MOP_NOT_ACCEPTED: 'MOP_NOT_ACCEPTED',
  CHOOSE_DIFFERENT_ITEM: 'CHOOSE_DIFFERENT_ITEM',
  ADD_IN_LIMIT: 'ADD_IN_LIMIT',
  REWARD_NOT_APPLIED: 'REWARD_NOT_APPLIED',
} as const;

/** The codes the ordering domain raises or compares: ours, then (from SLOT_UNAVAILABLE) the catalogue's it names itself. */
export const OrderingCodes = {
  ITEM_LIMIT: 'ITEM_LIMIT',
  MODIFIER_LIMIT: 'MODIFIER_LIMIT',
  /** Editing without product, size code or quantity. */
  INVALID_CART_ITEM: 'INVALID_CART_ITEM',
  ITEM_NOT_IN_CART: 'ITEM_NOT_IN_CART',
  CART_EMPTY: 'CART_EMPTY',
  ITEMS_UNAVAILABLE_IN_CART: 'ITEMS_UNAVAILABLE_IN_CART',
  PRICING_STALE: 'PRICING_STALE',
  PRICING_EXPIRED: 'PRICING_EXPIRED',
  PRICING_MISSING: 'PRICING_MISSING',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  STORED_VALUE_ONLY: 'STORED_VALUE_ONLY',
  INSUFFICIENT_BALANCE_FOR_ORDER: 'INSUFFICIENT_BALANCE_FOR_ORDER',
  GUEST_STORE_NOT_ALLOWED: 'GUEST_STORE_NOT_ALLOWED',
  GUEST_CARD_BRAND: 'GUEST_CARD_BRAND',
  GUEST_TOKEN_EXPIRED: 'GUEST_TOKEN_EXPIRED',
  GUEST_EMAIL_REQUIRED: 'GUEST_EMAIL_REQUIRED',
  /** Ours: a name for the cup that cannot go on one (checkout/cup-name.ts). */
  CUP_NAME_INVALID: 'CUP_NAME_INVALID',
  /** Ours: a tip outside 0..maxTipMinor (payment-rules.ts). */
  TIP_OUT_OF_RANGE: 'TIP_OUT_OF_RANGE',
  SLOT_TOO_FAR_AHEAD: 'SLOT_TOO_FAR_AHEAD',
  NO_VALID_SERVICE_TIME: 'NO_VALID_SERVICE_TIME',
  MENU_EMPTY: 'MENU_EMPTY',
  CATEGORY_NOT_FOUND: 'CATEGORY_NOT_FOUND',
  /** Spec: SLOT_UNAVAILABLE (code 110000). */
  SLOT_UNAVAILABLE: Limits.slotUnavailableCode,
  /** Spec "Other": the favorites maximum. */
  FAVORITES_MAX: FAVORITES_MAX_CODE,
  /** Spec: insufficient funds. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  REWARD_NOT_APPLIED: PricingErrorCodes.REWARD_NOT_APPLIED,
} as const;

/** Every code of the spec's ordering catalogue and every one of ours. */
export const OrderingErrorCodes = { ...PricingErrorCodes, ...OrderingCodes } as const;

/** The spec's card and payment codes of the 'order' list: an order's payment refused (resolved by the cards catalogue). */
export type OrderPaymentCode = PaymentCodeIn<'order'>;
export type OrderingErrorCode = CodesOf<typeof OrderingErrorCodes> | OrderPaymentCode;
/** What every ordering port and use case fails with: a switch over its codes is checked by the compiler. */
export type OrderingError = DomainError<OrderingErrorCode | TransportErrorCode>;

const isOrderingCode = codeGuard(OrderingErrorCodes);
const isOrderPaymentCode = isPaymentCodeIn('order');
export const isOrderingErrorCode = (code: string): code is OrderingErrorCode => isOrderingCode(code) || isOrderPaymentCode(code);

/** A failure ready to render: the error, its message, an optional title and the dialog's actions. */
export interface OrderingFailure {
  readonly error: OrderingError;
  readonly message: string;
  readonly title?: string;
  readonly actions: readonly OrderingAction[];
}

export const failure = (error: OrderingError, message: string, actions: readonly OrderingAction[] = [Actions.gotIt], title?: string): OrderingFailure =>
  title === undefined ? { error, message, actions } : { error, message, actions, title };

/** A refusal of one of the domain's own checks: its message, else the unexpected error. */
export const ownCheckFailure = (e: OrderingError): OrderingFailure => resolveOrderingError(e) ?? failure(e, UNEXPECTED_ERROR_MESSAGE);

/** The refusal `code` of one of the domain's own checks, with its detail where there is one. */
export const ownError = (code: OrderingErrorCode, context?: Readonly<Record<string, unknown>>): OrderingError =>
  context === undefined ? domainError(code) : domainError(code, { context });

/** The refusal `code` of one of the domain's own checks, before any call, as ownCheckFailure shows it. */
export const ownFailure = (code: OrderingErrorCode, context?: Readonly<Record<string, unknown>>): OrderingFailure => ownCheckFailure(ownError(code, context));

// ---- Pricing error codes (spec section 8). The spec names the codes and their actions, not their texts:
// every message below is "text not given by the spec", except REWARD_NOT_APPLIED's.
const P = PricingErrorCodes;

/** The pricing codes whose message offers 'Got it', in the spec's order. */
export const PRICING_GOT_IT_CODES = [P.MISSING_COUNTRY, ErrorCodes.UNEXPECTED, P.ITEMS_NOT_FOUND, P.ITEMS_UNAVAILABLE] as const;
/** The pricing codes whose message offers choosing a store, in the spec's order. */
export const PRICING_CHOOSE_STORE_CODES = [
  P.STORE_NOT_FOUND,
  P.HIGH_VOLUME_STORE,
  P.STORE_UNAVAILABLE,
  P.STORE_NOT_AVAILABLE,
  P.WRONG_STORE_REGION,
  P.MOP_UNAVAILABLE,
  P.STORE_CLOSED,
  P.MOP_NOT_ACCEPTED,
] as const;

const GOT_IT_CODES: Readonly<Record<(typeof PRICING_GOT_IT_CODES)[number], string>> = {
  MISSING_COUNTRY: 'We couldn\u2019t tell which country this store is in, so we can\u2019t price your order.',
  UNEXPECTED_ERROR: UNEXPECTED_ERROR_MESSAGE,
  ITEMS_NOT_FOUND: 'We couldn\u2019t find some items in your order. Remove them to continue.',
  ITEMS_UNAVAILABLE: 'Some items in your order are unavailable right now. Remove them to continue.',
};

const CHOOSE_STORE_CODES: Readonly<Record<(typeof PRICING_CHOOSE_STORE_CODES)[number], string>> = {
  STORE_NOT_FOUND: 'We couldn\u2019t find this store. Choose another store to continue.',
  HIGH_VOLUME_STORE: 'This store is very busy right now and isn\u2019t taking orders ahead. Choose another store.',
  STORE_UNAVAILABLE: 'This store isn\u2019t taking orders ahead right now. Choose another store.',
  STORE_NOT_AVAILABLE: 'This store isn\u2019t available for ordering ahead. Choose another store.',
  WRONG_STORE_REGION: 'This store is in a different region. Choose a store near you.',
  MOP_UNAVAILABLE: 'Ordering ahead is unavailable at this store right now. Choose another store.',
  STORE_CLOSED: 'This store is closed right now. Choose another store.',
  MOP_NOT_ACCEPTED: 'This store doesn\u2019t accept orders ahead. Choose another store.',
};

const hasText = (s: string | undefined): s is string => s !== undefined && s.trim().length > 0;

/**
 * UNEXPECTED_ERROR standing for a server's code that no ordering code names (decodeDomainError keeps that code
 * as context.wireCode): to the catalogue it is "any other code", not its own UNEXPECTED_ERROR entry.
 */
export const isUnknownWireCode = (e: OrderingError): boolean => e.code === ErrorCodes.UNEXPECTED && e.context?.['wireCode'] !== undefined;

/** Spec: "Anything else: unexpected error with a try-again action that clears pricing." */
const anyOtherPricingFailure = (e: OrderingError): OrderingFailure => failure(e, UNEXPECTED_ERROR_MESSAGE, [Actions.tryAgain]);

/** Spec section 8 "Pricing error codes": message and actions for a failed pricing call. */
export const resolvePricingError = (e: OrderingError): OrderingFailure => {
  // Prices are the server's: offline, the cart keeps its items and says pricing needs a connection.
  if (isOfflineFailure(e)) return failure(e, ConnectionMessages.needsConnection, [Actions.tryAgain]);
  if (isUnknownWireCode(e)) return anyOtherPricingFailure(e);
  const gotIt = lookup(GOT_IT_CODES, e.code);
  if (gotIt !== undefined) return failure(e, gotIt, [Actions.gotIt]);
  const store = lookup(CHOOSE_STORE_CODES, e.code);
  if (store !== undefined) return failure(e, store, [Actions.chooseStore]);
  switch (e.code) {
    case P.CHOOSE_DIFFERENT_ITEM:
      // text not given by the spec
      return failure(e, 'One of your items can\u2019t be ordered right now. Choose a different item.', [Actions.goToMenu]);
    case P.ADD_IN_LIMIT:
      // Spec: shows only the server message (fallback text ours, for an answer without one).
      return failure(e, hasText(e.serverMessage) ? e.serverMessage : 'You\u2019ve reached the limit for this customization.', [Actions.gotIt]);
    case P.REWARD_NOT_APPLIED:
      return failure(e, OrderMessages.offerNotApplied, [Actions.gotIt]);
    default:
      return anyOtherPricingFailure(e);
  }
};

/** One of the spec's pricing codes (UNEXPECTED_ERROR, a transport code, is not one). */
const isPricingCode = codeGuard(PricingErrorCodes);

/** The domain's own codes whose failure is their message with 'Got it' alone. */
const OWN_GOT_IT_CODES: Readonly<Partial<Record<(typeof OrderingCodes)[keyof typeof OrderingCodes], string>>> = {
  INVALID_CART_ITEM: UNEXPECTED_ERROR_MESSAGE,
  ITEM_NOT_IN_CART: UNEXPECTED_ERROR_MESSAGE,
  PRICING_MISSING: UNEXPECTED_ERROR_MESSAGE,
  PAYMENT_REQUIRED: OrderMessages.paymentRequired,
  STORED_VALUE_ONLY: OrderMessages.storedValueOnly,
  INSUFFICIENT_BALANCE_FOR_ORDER: OrderMessages.insufficientBalanceForOrder,
  GUEST_EMAIL_REQUIRED: OrderMessages.guestEmailRequired,
  CUP_NAME_INVALID: CupNameText.characters,
  TIP_OUT_OF_RANGE: OrderMessages.tipOutOfRange,
  SLOT_TOO_FAR_AHEAD: OrderMessages.slotTooFarAhead,
  NO_VALID_SERVICE_TIME: OrderMessages.noValidServiceTime,
};

/** Messages of the ordering domain's own checks (cart, pricing and submit preconditions). */
export const resolveOrderingError = (e: OrderingError): OrderingFailure | undefined => {
  const gotIt = lookup(OWN_GOT_IT_CODES, e.code);
  if (gotIt !== undefined) return failure(e, gotIt);
  switch (e.code) {
    case OrderingCodes.ITEM_LIMIT:
      return failure(e, CartMessages.itemLimit(Number(e.context?.['limit'] ?? 0)));
    case OrderingCodes.MODIFIER_LIMIT:
      return failure(e, CartMessages.modifierLimit(Number(e.context?.['limit'] ?? 0)));
    case OrderingCodes.CART_EMPTY:
      return failure(e, CartMessages.emptyCart, [Actions.goToMenu]);
    case OrderingCodes.ITEMS_UNAVAILABLE_IN_CART:
      return failure(e, CartMessages.unavailableItemsBody, [Actions.gotIt], CartMessages.unavailableItemsTitle);
    case OrderingCodes.PRICING_STALE:
    case OrderingCodes.PRICING_EXPIRED:
      return failure(e, CartMessages.stale, [Actions.refresh]);
    case OrderingCodes.GUEST_STORE_NOT_ALLOWED:
      return failure(e, OrderMessages.guestStoreNotAllowed, [Actions.chooseStore]);
    case OrderingCodes.GUEST_CARD_BRAND:
      return failure(e, OrderMessages.guestCardBrand, [Actions.addPaymentAgain]);
    case OrderingCodes.GUEST_TOKEN_EXPIRED:
      return failure(e, OrderMessages.guestTokenExpired, [Actions.addPaymentAgain]);
    default:
      return undefined;
  }
};

/** Spec section 8 submit messages; payment codes through the cards catalogue's 'order' list. */
export const resolveSubmitError = (e: OrderingError): OrderingFailure => {
  const own = resolveOrderingError(e);
  if (own !== undefined) return own;
  if (e.code === OrderingCodes.SLOT_UNAVAILABLE) {
    const next = e.context?.['nextSlotLabel'];
    return failure(e, typeof next === 'string' && next !== '' ? OrderMessages.nextPickupTime(next) : OrderMessages.atCapacity);
  }
  if (e.code === OrderingCodes.INSUFFICIENT_BALANCE) return failure(e, OrderMessages.balanceTooLow);
  if (isPricingCode(e.code)) return resolvePricingError(e);
  // Any other code: the unexpected error (the server's words for a code we do not know are not shown).
  if (isUnknownWireCode(e)) return failure(e, UNEXPECTED_ERROR_MESSAGE);
  const paid = resolvePaymentError(e, 'order');
  // A payment action with no page of its own ('Choose different card', 'Try again') leads back to the
  // payment choice of the checkout it happened in.
  const action: OrderingAction | undefined =
    paid.action === undefined
      ? undefined
      : paid.action.target === undefined
        ? { kind: 'choosePayment', label: paid.action.label }
        : { kind: 'page', label: paid.action.label, target: paid.action.target };
  return failure(e, paid.message, action === undefined ? [Actions.gotIt] : [action]);
};

/** Spec section 8 "Menu and product". */
export const resolveMenuError = (e: OrderingError): OrderingFailure =>
  e.status === 404 || e.code === OrderingCodes.MENU_EMPTY
    ? failure(e, MenuMessages.noMenus.message)
    : failure(e, MenuMessages.menusFailed.message, [Actions.retry]);

export const resolveProductError = (e: OrderingError): OrderingFailure =>
  e.status === 404 || e.code === ErrorCodes.NOT_FOUND
    ? failure(e, MenuMessages.productNotFound.message, [Actions.goToMenu])
    : failure(e, MenuMessages.productFailed.message, [Actions.retry]);

export const categoryNotFound = (): OrderingFailure =>
  failure(domainError(OrderingCodes.CATEGORY_NOT_FOUND, { status: 404 }), MenuMessages.categoryNotFound.message, [Actions.goToMenu]);

/** Spec section 8 "Other": 561007 gives the max message; other errors a generic error. */
export const resolveFavoriteError = (e: OrderingError): OrderingFailure =>
  e.code === OrderingCodes.FAVORITES_MAX ? failure(e, FavoriteMessages.maxReached) : failure(e, FavoriteMessages.generic);

/** Any ordering failure, for use cases that can meet more than one kind. */
export const resolveAnyOrderingError = (e: OrderingError): OrderingFailure => resolveOrderingError(e) ?? resolvePricingError(e);
