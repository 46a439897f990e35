// Pricing the cart at a store: the estimate and expiry rules, the price-order use case and offers.
export {
  buildPriceRequest,
  estimateCalories,
  estimatedCartTotal,
  estimateShownUnitPrice,
  estimateUnitPrice,
  includedQuantity,
  isOrderStale,
  isPricingExpired,
  offerApplied,
  offerSelectionOf,
  optionPrice,
  optionPriceLabel,
  pricingExpiresAt,
  starsToRedeem,
  toggleConsumption,
  toPriceItem,
} from './pricing-rules';
export type { OptionPriceLabel } from './pricing-rules';
export { canPriceAt, currentPricedView, makePriceOrder } from './price-order';
export type { PricedOrderView, PriceOrderDeps, PriceOrderInput } from './price-order';
export { makeApplyOffer, makeRemoveOffer, makeSetConsumption } from './offers';
export { createPricingFlow } from './pricing-flow';
export type { PricingContext, PricingFlow, PricingFlowDeps, PricingFlowState } from './pricing-flow';
export { pricingViewOf } from './pricing-view';
export type { PricingView } from './pricing-view';
export { repriceKey } from './reprice-rule';
