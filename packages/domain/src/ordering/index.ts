// Public surface of the ordering capability ('@crema/domain/ordering'): what every concern shares, named one
// by one, then each concern's folder, whose index.ts names its own exports (listed once, there).
// Test-only conformance suites are in ./contract and the io-ts codecs in ./wire, kept out of this index.

// Shared by every concern: the order vocabulary, failures and messages, the ports, the stores.
export { DEFAULT_COLLECTION, DEFAULT_CONSUMPTION } from './order-model';
export type {
  AppliedOffer,
  CartOffer,
  CollectionType,
  ConsumptionType,
  GuestCheckout,
  GuestPlaceOrderInput,
  OfferSelection,
  OfferType,
  OrderPayment,
  PickupEstimate,
  PlacedOrder,
  PlaceOrderInput,
  PricedLine,
  PricedOrder,
  PricedStore,
  PriceItem,
  PriceItemOption,
  PriceOrderRequest,
  PricingSummary,
  ScheduledOrdering,
  StoreFacts,
  StoreTimeSlots,
  SummaryLine,
  SummaryLineKind,
  Tender,
  TenderType,
  TimeSlot,
} from './order-model';
export {
  categoryNotFound,
  failure,
  isOrderingErrorCode,
  OrderingCodes,
  OrderingErrorCodes,
  PRICING_CHOOSE_STORE_CODES,
  PRICING_GOT_IT_CODES,
  PricingErrorCodes,
  resolveAnyOrderingError,
  resolveFavoriteError,
  resolveMenuError,
  resolveOrderingError,
  resolvePricingError,
  resolveProductError,
  resolveSubmitError,
} from './errors';
export type { OrderingError, OrderingErrorCode, OrderingFailure, OrderPaymentCode } from './errors';
export {
  Actions,
  CartMessages,
  FavoriteMessages,
  FAVORITES_MAX_CODE,
  MenuMessages,
  OrderMessages,
  ReorderMessages,
  TileText,
} from './messages';
export type { OrderingAction } from './messages';
export { fail } from './ordering-state';
export type { OrderingState } from './ordering-state';
export type {
  CartStore,
  FavoriteProducts,
  Menus,
  OrderingAnswer,
  OrderingPorts,
  Orders,
  PreviousOrders,
  PreviousOrdersQuery,
  Pricing,
  StorePricing,
  TimeSlots,
} from './ports';
export { createLiveQuery, settledQuery } from './live-query';
export type { LiveQuery } from './live-query';
export { createStateStore, makeOrderStore, makeSelectedStore } from './state-store';
export type { OrderStore, SelectedStore, StateStore } from './state-store';
export { initialSelectedStore, selectedStoreReducer } from './store-state';
export type { SelectedStoreEvent, SelectedStoreState } from './store-state';
export { orderAheadRefusal, storeFactsOf } from './store-facts';

// The concerns.
export * from './menu';
export * from './cart';
export * from './pricing';
export * from './checkout';
export * from './store-pricing';
export * from './favorites';
export * from './previous-orders';
