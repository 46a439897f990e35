// Public surface of the fake gifting adapters ('@crema/adapters-fake/gifting'). The gift catalog's designs,
// artwork and purchase checks are the catalog's ('@crema/catalog/gifting').
export * from './catalog';
export * from './history';
export * from './purchases';
export * from './received';
