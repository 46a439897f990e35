// The gifting capability's public surface ('@crema/domain/gifting').
export * from './model';
export * from './email';
export * from './amount';
export * from './rules';
export * from './form-fields';
export * from './catalog';
export * from './summary';
export * from './guest-payment';
export * from './messages';
export * from './errors';
export * from './state';
export type * from './ports';
export * from './load-gift-catalog';
export * from './load-gift-card';
export * from './buy-gift';
export * from './gift-draft';
export * from './gift-flow';
export * from './add-guest-card';
