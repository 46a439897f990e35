// Public surface of the fake pickup adapters ('@crema/adapters-fake/pickup').
export * from './seed-stores';
export * from './pickup-fakes';
