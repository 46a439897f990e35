// Public surface of the fake pickup adapters ('@crema/adapters-fake/pickup'). The seeded stores are the
// catalog's ('@crema/catalog/pickup').
export * from './pickup-fakes';
