// Public surface of the account capability ('@crema/domain/account'): what every concern shares, then each
// concern's folder, whose index.ts names its own exports. The test-only conformance suite is in ./contract.
export * from './model';
export * from './messages';
export * from './errors';
export * from './overview';
export * from './state';
export * from './ports';
export * from './codecs';
export * from './saved';
export * from './use-cases';

// The concerns.
export * from './personal';
export * from './security';
export * from './privacy';
export * from './history';
