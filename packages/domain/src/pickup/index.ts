// Public surface of the pickup and curbside check-in capability ('@crema/domain/pickup').
export * from './model';
export * from './messages';
export * from './errors';
export * from './rules';
export * from './check-in-order';
export type * from './ports';
export * from './state';
export * from './load-pickup';
export * from './pickup-start';
export * from './store-facts';
export * from './check-in';
export * from './pickup-check-in';
export * from './codecs';
