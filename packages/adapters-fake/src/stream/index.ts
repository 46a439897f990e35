// Public surface of the fake stream adapters ('@crema/adapters-fake/stream').
export * from './stream-feed';
export * from './onboarding-table';
export * from './seed-items';
