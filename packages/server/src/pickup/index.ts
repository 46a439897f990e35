// Pickup on the server: stores' pickup facts and curbside check-in.
export { createPickup } from './arrivals';
export { registerPickup } from './routes';
