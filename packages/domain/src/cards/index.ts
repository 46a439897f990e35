// Public surface of the stored-value cards capability ('@crema/domain/cards').
export * from './model';
export * from './messages';
export * from './payment-codes';
export * from './rules';
export * from './auto-reload-rules';
export * from './state';
export * from './ports';
export type { CardError, CardState } from './track';
export * from './list-cards';
export * from './get-card';
export * from './add-card';
export * from './add-card-from-token';
export * from './remove-card';
export * from './reload-card';
export * from './save-auto-reload';
export * from './transfer-balance';
export * from './fetch-barcode';
export * from './make-primary-card';
