// Checkout: payment and schedule rules, the order reducer (spec section 4), the pickup time slots and
// the place-order use case.
export {
  canPlaceOrder,
  checkOrderPayment,
  checkStoredValueBalance,
  defaultOrderCard,
  guestCanOrderAt,
  guestEmailError,
  isGuestPaymentType,
  isGuestTokenExpired,
  paymentIdOf,
  tenderTypeOf,
  TIP_UNAVAILABLE_PAYMENT_TYPES,
  tipAfterPaymentChange,
  tippingAvailable,
  isTipWithinBounds,
  maxTipMinor,
  tipRefusal,
  TIP_MAX_FLOOR_MINOR,
} from './payment-rules';
export type { PaymentCheckInput, StoredValueCheck } from './payment-rules';
export { checkOrderTender, cupNameRefusal, instrumentPaymentOf, placeOrderKeyRequest, placedCupName, tipUnavailableRefusal } from './place-order-rules';
export { CUP_NAME_MAX_LENGTH, CupNameText, cupNameError, cupNameField, cupNameToSend, normalizeCupName } from './cup-name';
export type { PlaceOrderKeyRequest } from './place-order-rules';
export { asapPickupEstimate, asapRefusal, ITEMS_PER_EXTRA_MINUTE, productPickupEstimate, scheduledPickupEstimate } from './pickup-estimate';
export type { EstimatedLine } from './pickup-estimate';
export {
  formatSlotTime,
  isSchedulable,
  nextAvailableSlot,
  PICKUP_ESTIMATE_CAP_MINUTES,
  pickupEstimateLabel,
  schedulableSlots,
  SCHEDULE_MAX_AHEAD_MS,
  scheduleWindow,
  shortStoreNumber,
  storeTimeZoneNote,
  TIME_SLOTS_MIN_REFETCH_MS,
  timeSlotsStale,
  timeSlotsStaleAt,
} from './schedule-rules';
export type { ScheduleWindow } from './schedule-rules';
export { initialOrderState, initialPricing, orderReducer } from './order-state';
export type { OrderConfirmation, OrderEvent, OrderNotice, OrderState, PricingState } from './order-state';
export { makeLoadTimeSlots, pickupChoiceAt } from './load-time-slots';
export type { LoadTimeSlots, LoadTimeSlotsDeps, PickupChoice, SlotView, TimeSlotsView } from './load-time-slots';
export { idempotencyKeyFor, isUnknownOutcome, makePlaceOrder, orderIntentOf } from './place-order';
export type { PlaceOrderDeps, PlaceOrderRequest } from './place-order';
export { createGuestTokenExpiry, GUEST_TOKEN_CHECK_MARGIN_MS } from './guest-token-expiry';
export type { GuestTokenExpiry, GuestTokenExpiryDeps, GuestTokenExpiryState } from './guest-token-expiry';
export { createPickupTimeFlow } from './pickup-time-flow';
export type { PickupTimeFlow, PickupTimeFlowDeps, PickupTimeState } from './pickup-time-flow';
export { orderReceipt, receiptNumber } from './receipt';
export type { ReceiptFacts } from './receipt';
