// Public surface of the payments capability ('@crema/domain/payments'): what every concern shares, then each
// concern's folder, whose index.ts names its own exports. Test-only conformance suites are in ./contract and the
// io-ts codecs in ./wire, kept out of this index.
export * from './model';
export * from './messages';
export * from './errors';
export * from './rules';
export * from './card-network-table';
export * from './card-token-rules';
export * from './ports';
export * from './payment-use-cases';

// The concerns.
export * from './addresses';
export * from './card-entry';
export * from './instruments';
