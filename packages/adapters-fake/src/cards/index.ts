// The cards fake ('@crema/adapters-fake/cards'): the CardLedger simulator and its tables (the seed data
// is the catalog's: '@crema/catalog/cards').
export * from './cards-table';
export { createFakeCardLedger, CardOperations } from './card-ledger';
