// Public surface of the fake stream adapters ('@crema/adapters-fake/stream'). The cards themselves are the
// catalog's ('@crema/catalog/stream').
export * from './stream-feed';
export * from './onboarding-table';
