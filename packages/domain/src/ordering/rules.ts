// The ordering capability's pure rules.
export * from './cart-rules';
export * from './pricing-rules';
export * from './store-pricing-rules';
export * from './payment-rules';
export * from './schedule-rules';
export * from './previous-rules';
export * from './catalog-rules';
export * from './customization-rules';
export * from './replacement-rules';
export * from './product-facts';
export * from './favorite-rules';
