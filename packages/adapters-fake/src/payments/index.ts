// Public surface of the payments fake ('@crema/adapters-fake/payments').
export * from './instruments-table';
export * from './card-tokenizer';
export * from './addresses';
export * from './payment-methods';
