// Store-specific prices: which stores price their own menu, the shown prices, and the use case that
// loads a store's price list.
export { HIDDEN_PRICES, NATIONAL_PRICES } from './store-pricing-model';
export type {
  PricingMarket,
  PricingRules,
  ShownPrices,
  StorePriceList,
  StorePricingInput,
} from './store-pricing-model';
export {
  isPricingEnabled,
  optionSkuAt,
  shownList,
  shownOptionUnitPrice,
  shownPricesAt,
  shownSizePrice,
  storeOptionUnitPrice,
  storePricingInput,
  storeSizePrice,
} from './store-pricing-rules';
export { makeStorePricing } from './load-store-pricing';
export type { StorePricingDeps, StorePricingService } from './load-store-pricing';
