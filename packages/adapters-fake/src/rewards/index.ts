// Public surface of the fake rewards adapters ('@crema/adapters-fake/rewards').
export * from './stars-table';
export * from './loyalty-program';
