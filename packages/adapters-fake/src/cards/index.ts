// The cards fake ('@crema/adapters-fake/cards'): the CardLedger simulator, its tables and seed data.
export * from './cards-table';
export * from './seed';
export { createFakeCardLedger, CardOperations } from './card-ledger';
export { toCard } from './records';
