// '@crema/adapters-http/pickup': the PickupStores and CustomerArrivals ports over HTTP.
export { createHttpCustomerArrivals, createHttpPickup, createHttpPickupStores } from './pickup';
