// Public surface of '@crema/catalog/pickup': the seeded pickup stores.
export { PICKUP_STORE_NUMBERS, SEED_PICKUP_STORES } from './seed-stores';
