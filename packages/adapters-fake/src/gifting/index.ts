// Public surface of the fake gifting adapters ('@crema/adapters-fake/gifting').
export * from './artwork';
export * from './seed';
export * from './catalog';
export * from './history';
export * from './server-rules';
export * from './purchases';
