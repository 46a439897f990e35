// Spec section 3 "Order state" and section 4 "Pricing" / "Order submit" as a pure reducer.
import type { OrderingFailure } from '../errors';
import { OrderingCodes } from '../errors';
import { OrderMessages } from '../messages';
import type {
  CartOffer,
  ConsumptionType,
  OfferSelection,
  OrderPayment,
  PickupEstimate,
  PlacedOrder,
  PricedOrder,
  PricingSummary,
  TimeSlot,
} from '../order-model';
import { DEFAULT_CONSUMPTION } from '../order-model';
import { isTipWithinBounds, tippingAvailable } from './payment-rules';

export interface PricingState {
  readonly isLoading: boolean;
  readonly error?: OrderingFailure;
  readonly cartOffers: readonly CartOffer[];
  readonly summary?: PricingSummary;
  readonly priced?: PricedOrder;
  /** Epoch ms the pricing was received: its expiry counts from here. */
  readonly receivedAt?: number;
}

/** A placed order: what the success modal shows of it. Where the app shows it is the app's to decide. */
export interface OrderConfirmation {
  readonly order: PlacedOrder;
  readonly storeNumber: string;
  readonly storeName?: string;
  readonly pickupEstimate?: PickupEstimate;
  /** '5-10 mins', '20+ mins'; undefined when the pickup time could not be fetched. */
  readonly pickupLabel?: string;
  /** Label of the scheduled slot, in the store's time zone. */
  readonly scheduledLabel?: string;
  readonly modal: { readonly title: string; readonly totalMinor: number; readonly starsEarned: number };
}

export interface OrderNotice {
  readonly title?: string;
  readonly message: string;
}

export interface OrderState {
  readonly deliveryType: ConsumptionType;
  readonly selectedMethod?: OrderPayment;
  readonly tipMinor: number;
  readonly pricing: PricingState;
  readonly pickupOption?: string;
  /** Undefined: as soon as possible. */
  readonly scheduledTimeSlot?: TimeSlot;
  readonly appliedOffers: readonly OfferSelection[];
  readonly orderStatus: { readonly processing: boolean; readonly error?: OrderingFailure };
  readonly continueAsGuest: boolean;
  readonly guestEmailMarketingOptIn: boolean;
  readonly previousOrder?: OrderConfirmation;
  readonly mostRecentOrderTime?: number;
  readonly shouldShowTimeSlotErrorDialog: boolean;
  /** A passing notice, e.g. the tip was removed. */
  readonly notice?: OrderNotice;
  /** The name for the cup as typed at checkout (cup-name.ts); undefined until typed (a member's first name stands in). */
  readonly cupName?: string;
}

export const initialPricing: PricingState = { isLoading: false, cartOffers: [] };

export const initialOrderState: OrderState = {
  deliveryType: DEFAULT_CONSUMPTION,
  tipMinor: 0,
  pricing: initialPricing,
  appliedOffers: [],
  orderStatus: { processing: false },
  continueAsGuest: false,
  guestEmailMarketingOptIn: false,
  shouldShowTimeSlotErrorDialog: false,
};

export type OrderEvent =
  | { readonly type: 'PricingRequested' }
  | { readonly type: 'PricingSucceeded'; readonly priced: PricedOrder; readonly receivedAt: number }
  | { readonly type: 'PricingFailed'; readonly failure: OrderingFailure }
  | { readonly type: 'PricingCleared' }
  | { readonly type: 'ConsumptionSet'; readonly consumptionType: ConsumptionType }
  | { readonly type: 'OfferApplied'; readonly offer: OfferSelection }
  | { readonly type: 'OfferRemoved'; readonly code: string }
  | { readonly type: 'PaymentSelected'; readonly payment?: OrderPayment }
  | { readonly type: 'TipSet'; readonly tipMinor: number }
  | { readonly type: 'NoticeDismissed' }
  | { readonly type: 'PickupOptionSelected'; readonly pickupOption?: string }
  | { readonly type: 'TimeSlotSelected'; readonly slot?: TimeSlot }
  | { readonly type: 'TimeSlotErrorDialogDismissed' }
  | { readonly type: 'ContinueAsGuestSet'; readonly value: boolean }
  | { readonly type: 'GuestMarketingOptInSet'; readonly value: boolean }
  | { readonly type: 'CupNameSet'; readonly name: string }
  | { readonly type: 'SubmitStarted' }
  | { readonly type: 'SubmitSucceeded'; readonly confirmation: OrderConfirmation; readonly at: number }
  | { readonly type: 'SubmitFailed'; readonly failure: OrderingFailure }
  | { readonly type: 'SubmitErrorDismissed' };

const omit = <K extends keyof OrderState>(s: OrderState, ...keys: K[]): OrderState => {
  const copy: Partial<Record<keyof OrderState, unknown>> = { ...s };
  for (const k of keys) delete copy[k];
  return copy as OrderState;
};

const tipRemoved: OrderNotice = { title: OrderMessages.tipRemovedTitle, message: OrderMessages.tipUnavailable };

export const orderReducer = (s: OrderState, e: OrderEvent): OrderState => {
  switch (e.type) {
    case 'PricingRequested':
      return { ...s, pricing: { ...omit2(s.pricing), isLoading: true } };
    case 'PricingSucceeded':
      return {
        ...s,
        pricing: { isLoading: false, cartOffers: e.priced.cart.offers, summary: e.priced.summary, priced: e.priced, receivedAt: e.receivedAt },
        // A tip above the new pricing's limit (a smaller order) goes, as a disabled tip does.
        ...(e.priced.isTipEnabled && isTipWithinBounds(s.tipMinor, e.priced.summary.subtotalMinor) ? {} : { tipMinor: 0 }),
      };
    case 'PricingFailed':
      return { ...s, pricing: { isLoading: false, cartOffers: [], error: e.failure } };
    case 'PricingCleared':
      return { ...s, pricing: initialPricing };
    case 'ConsumptionSet':
      return e.consumptionType === s.deliveryType ? s : { ...s, deliveryType: e.consumptionType };
    case 'OfferApplied':
      return { ...s, appliedOffers: [...s.appliedOffers.filter((o) => o.code !== e.offer.code), e.offer] };
    case 'OfferRemoved':
      return { ...s, appliedOffers: s.appliedOffers.filter((o) => o.code !== e.code) };
    case 'PaymentSelected': {
      const next = e.payment === undefined ? omit(s, 'selectedMethod') : { ...s, selectedMethod: e.payment };
      if (s.tipMinor > 0 && !tippingAvailable(e.payment)) return { ...next, tipMinor: 0, notice: tipRemoved };
      // The notice speaks of the payment type it was about: one that takes a tip again makes it moot.
      return next.notice?.message === tipRemoved.message && tippingAvailable(e.payment) ? omit(next, 'notice') : next;
    }
    case 'TipSet': {
      const tip = Number.isSafeInteger(e.tipMinor) && e.tipMinor > 0 ? e.tipMinor : 0;
      if (tip > 0 && !tippingAvailable(s.selectedMethod)) return { ...s, tipMinor: 0, notice: tipRemoved };
      if (tip > 0 && s.pricing.priced !== undefined && !s.pricing.priced.isTipEnabled) return { ...s, tipMinor: 0 };
      // The tip's upper bound (the server's too): a tip above it is not taken; the tip stays what it was.
      if (s.pricing.priced !== undefined && !isTipWithinBounds(tip, s.pricing.priced.summary.subtotalMinor)) return s;
      return { ...s, tipMinor: tip };
    }
    case 'NoticeDismissed':
      return omit(s, 'notice');
    case 'PickupOptionSelected':
      return e.pickupOption === undefined ? omit(s, 'pickupOption') : { ...s, pickupOption: e.pickupOption };
    case 'TimeSlotSelected':
      return e.slot === undefined ? omit(s, 'scheduledTimeSlot') : { ...s, scheduledTimeSlot: e.slot };
    case 'TimeSlotErrorDialogDismissed':
      return { ...s, shouldShowTimeSlotErrorDialog: false };
    case 'ContinueAsGuestSet':
      return { ...s, continueAsGuest: e.value };
    case 'GuestMarketingOptInSet':
      return { ...s, guestEmailMarketingOptIn: e.value };
    case 'CupNameSet':
      return { ...s, cupName: e.name };
    case 'SubmitStarted':
      return { ...s, orderStatus: { processing: true } };
    case 'SubmitSucceeded':
      return {
        // The name goes with the order: the next one starts from the member's first name again (or empty).
        ...omit(s, 'scheduledTimeSlot', 'cupName'),
        orderStatus: { processing: false },
        previousOrder: e.confirmation,
        mostRecentOrderTime: e.at,
        appliedOffers: [],
        pricing: initialPricing,
        tipMinor: 0,
      };
    case 'SubmitFailed':
      // Spec section 4: an expired guest token is reset (the 'add payment again' dialog follows).
      if (e.failure.error.code === OrderingCodes.GUEST_TOKEN_EXPIRED && s.selectedMethod?.kind === 'guestCard') {
        return { ...omit(s, 'selectedMethod'), orderStatus: { processing: false, error: e.failure } };
      }
      return e.failure.error.code === OrderingCodes.SLOT_UNAVAILABLE
        ? { ...omit(s, 'scheduledTimeSlot'), orderStatus: { processing: false, error: e.failure }, shouldShowTimeSlotErrorDialog: true }
        : { ...s, orderStatus: { processing: false, error: e.failure } };
    case 'SubmitErrorDismissed':
      return { ...s, orderStatus: { processing: s.orderStatus.processing } };
  }
};

const omit2 = (p: PricingState): PricingState => {
  const { error: _e, ...rest } = p;
  return rest;
};
