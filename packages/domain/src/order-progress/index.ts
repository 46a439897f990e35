// Public surface of the order-progress capability ('@crema/domain/order-progress'): the order's life after it is
// placed (received, preparing, ready, picked up, or cancelled by the store), its rules, and the customer's and
// the partner's flows. Wire codecs and paths: '@crema/domain/order-progress/wire'.
export * from './model';
export * from './errors';
export * from './rules';
export * from './messages';
export type * from './ports';
export * from './live-feed';
export * from './tracking-flow';
export * from './store-queue-flow';
export * from './move-errors';
