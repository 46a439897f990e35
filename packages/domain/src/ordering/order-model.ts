// Spec section 3 "Order pricing", "Place order input" and the stores ordering talks about; section 9
// consumption and collection types. Previous orders and favorites are in previous-orders/ and favorites/.
import type { CardBrand, GuestCardToken, PaymentType } from '../payments';
import type { OwnershipTypeCode } from '../locator/model';

export type ConsumptionType = 'CONSUME_IN_STORE' | 'CONSUME_OUT_OF_STORE';
export type CollectionType = 'IN_STORE';
export const DEFAULT_CONSUMPTION: ConsumptionType = 'CONSUME_OUT_OF_STORE';
export const DEFAULT_COLLECTION: CollectionType = 'IN_STORE';

/** What the ordering flow knows about a store (from the locator, when it has it). */
export interface StoreFacts {
  readonly storeNumber: string;
  readonly name?: string;
  readonly timeZoneId?: string;
  readonly guestOrdering?: boolean;
  readonly open?: boolean;
  /** Mobile ordering availability; 'READY' when the store takes orders ahead. */
  readonly mobileOrderingAvailability?: string;
  /** The store's address country (pricing rules are per country). */
  readonly countryCode?: string;
  /** Company-operated or licensed (pricing rules are per ownership type). */
  readonly ownershipTypeCode?: OwnershipTypeCode;
}

export type OfferType = 'STAR_REWARD' | 'REWARD';

/** An offer the priced cart may take (spec: cart.offers). */
export interface CartOffer {
  readonly code: string;
  readonly hasBeenApplied: boolean;
  readonly description: string;
  readonly type: OfferType;
  /** Stars it costs (STAR_REWARD). */
  readonly stars?: number;
  /** The member's coupon (REWARD). */
  readonly couponId?: string;
}

/** Spec: "Offer selection: code, stars, type, couponId". */
export interface OfferSelection {
  readonly code: string;
  readonly stars?: number;
  readonly type: OfferType;
  readonly couponId?: string;
}

export interface AppliedOffer {
  readonly code: string;
  readonly type: OfferType;
  readonly stars: number;
  readonly couponId?: string;
  readonly description: string;
  readonly discountMinor: number;
}

export interface PriceItemOption {
  readonly optionProductNumber: string;
  readonly quantity?: number;
  readonly value?: string;
  readonly sku?: string;
}

export interface PriceItem {
  /** The cart item key, echoed back on the priced line. */
  readonly key: string;
  readonly productNumber: string;
  readonly formCode: string;
  readonly sku: string;
  readonly sizeCode: string;
  readonly quantity: number;
  readonly options: readonly PriceItemOption[];
}

export interface PriceOrderRequest {
  readonly storeNumber: string;
  readonly store?: StoreFacts;
  readonly cart: { readonly items: readonly PriceItem[]; readonly offers: readonly OfferSelection[] };
  readonly fulfillment: { readonly consumptionType: ConsumptionType; readonly collectionType: CollectionType };
  readonly scheduledTimeSlot?: { readonly start: number };
  readonly locale?: string;
}

export interface PricedLine {
  readonly key: string;
  readonly label: string;
  readonly quantity: number;
  readonly unitPriceMinor: number;
  readonly totalMinor: number;
}

export type SummaryLineKind = 'subtotal' | 'discount' | 'tax' | 'total';

export interface SummaryLine {
  readonly kind: SummaryLineKind;
  readonly label: string;
  readonly amountMinor: number;
}

export interface PricingSummary {
  readonly lineItems: readonly SummaryLine[];
  readonly subtotalMinor: number;
  readonly discountMinor: number;
  readonly taxMinor: number;
  /** The amount to pay before tip. */
  readonly price: number;
  readonly label: string;
  readonly currency: string;
}

/** What pricing says about the store the order is priced at. */
export interface PricedStore {
  readonly storeNumber: string;
  readonly timeZoneId: string;
  readonly guestOrdering: boolean;
  /** The store accepts only stored-value cards for ordering ahead. */
  readonly acceptsOnlyStoredValue: boolean;
}

export interface PricedOrder {
  /** transaction.orderId: the key the order is placed (and deduplicated) under. */
  readonly orderId: string;
  readonly summary: PricingSummary;
  readonly isTipEnabled: boolean;
  /** Seconds from receipt after which this pricing is expired. */
  readonly expiresIn: number;
  /** Absolute expiry (epoch ms), when the server gives one. */
  readonly expiresAt?: number;
  readonly store: PricedStore;
  readonly cart: { readonly offers: readonly CartOffer[]; readonly lines: readonly PricedLine[] };
  readonly appliedOffers: readonly AppliedOffer[];
  readonly fulfillment: { readonly consumptionType: ConsumptionType; readonly collectionType: CollectionType };
  /**
   * Ours (issue #32): when the order would be ready placed now for as soon as possible, by the domain's
   * asapPickupEstimate of its lines; the placed order's estimate is the same rule's on the same lines.
   */
  readonly pickupEstimate?: PickupEstimate;
  /**
   * Ours: a guest's pricing only. The secret that binds the priced order to the guest who priced it: the
   * guest's place call echoes it, and an order id without it is not found (an order id alone is no receipt).
   */
  readonly guestSecret?: string;
}

/** How an order is paid. */
export type OrderPayment =
  | { readonly kind: 'storedValue'; readonly cardId: string; readonly balanceMinor: number; readonly nickname?: string }
  | { readonly kind: 'instrument'; readonly paymentInstrumentId: string; readonly paymentType: PaymentType; readonly lastFour?: string }
  | { readonly kind: 'guestCard'; readonly card: GuestCardToken };

/** Tender values are uppercase payment types or the stored-value type (spec section 3). */
export type TenderType = 'SVC' | 'AMEX' | 'DISCOVER' | 'MASTERCARD' | 'VISA' | 'PAYPAL' | 'VENMO';

export interface Tender {
  readonly id: string;
  readonly tender: TenderType;
  readonly amount: number;
}

export interface ScheduledOrdering {
  readonly slotId: string;
  readonly start: number;
}

export interface PlaceOrderInput {
  readonly orderId: string;
  readonly storeNumber: string;
  readonly tenders: readonly Tender[];
  readonly tipAmount: number;
  readonly scheduledOrdering?: ScheduledOrdering;
  /** One key per priced order id: a double submit or a retry never places two orders. */
  readonly idempotencyKey: string;
  /** Ours (issue #32): the name the barista writes on the cup, when the customer gave one (checkout/cup-name.ts). */
  readonly cupName?: string;
}

export interface GuestCheckout {
  readonly email: string;
  readonly marketingOptIn: boolean;
}

export interface GuestPlaceOrderInput extends PlaceOrderInput {
  /** The pricing's guestSecret, echoed. */
  readonly guestSecret?: string;
  readonly guest: GuestCheckout & {
    readonly paymentToken: string;
    readonly paymentType: CardBrand;
    readonly lastFour: string;
  };
}

export interface PlacedOrder {
  readonly orderId: string;
  readonly storeNumber: string;
  readonly placedAt: number;
  /** Price plus tip, as charged. */
  readonly totalMinor: number;
  readonly tipMinor: number;
  readonly starsEarned: number;
  readonly starsRedeemed: number;
  readonly scheduledFor?: number;
  /** The name for the cup the order was placed with (issue #32), as the store writes it: text, never markup. */
  readonly cupName?: string;
  readonly paidWith: { readonly tender: TenderType; readonly lastFour?: string; readonly balanceAfterMinor?: number };
  /** A guest's order: the token of its tokenized progress link (issue #28); a member reads their own orders by session. */
  readonly trackToken?: string;
  /**
   * Issue #32: the Crema card's auto reload this order's payment started (cards' autoReloadForPayment), the amount
   * added from the profile's payment instrument; absent when none ran.
   */
  readonly autoReloaded?: { readonly amountMinor: number; readonly paymentInstrumentId?: string };
}

/** Spec section 9: pickup estimates above 20 show '20+ mins'. */
export interface PickupEstimate {
  readonly minMinutes: number;
  readonly maxMinutes: number;
}

export interface TimeSlot {
  readonly id: string;
  /** Epoch ms. */
  readonly start: number;
  readonly end: number;
  readonly available: boolean;
}

export interface StoreTimeSlots {
  readonly storeNumber: string;
  readonly timeZoneId: string;
  readonly atCapacity: boolean;
  readonly slots: readonly TimeSlot[];
}
