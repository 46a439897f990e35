// Public surface of the ordering fake ('@crema/adapters-fake/ordering'). The menu, store behaviour, prices,
// offers and pricing engine it serves are the catalog's ('@crema/catalog/ordering').
import type { CartStore, OrderingPorts } from '@crema/domain/ordering';
import type { StoreDirectory } from '@crema/catalog/ordering';
import type { FakeBackend } from '../backend';
import { createFakeFavoriteProducts } from './favorites';
import { createFakeMenus } from './menus';
import { createFakeOrders } from './orders';
import { createFakePreviousOrders } from './previous-orders';
import { createFakePricing } from './pricing';
import { createFakeTimeSlots } from './time-slots';
import { createFakeStorePricing } from './store-pricing';

export { createFakeMenus } from './menus';
export { createFakePricing } from './pricing';
export { createFakeOrders } from './orders';
export { createFakeTimeSlots } from './time-slots';
export { createFakePreviousOrders } from './previous-orders';
export { createFakeFavoriteProducts } from './favorites';
export { createFakeStorePricing } from './store-pricing';
export { placedOrderFacts } from './placed-orders';
export { createMemoryCartStore, createCartHub, type CartHub } from './cart-store';

/** The fault-injection names of every ordering operation. */
export const ORDERING_OPERATIONS = [
  'getMenus',
  'getProduct',
  'priceOrder',
  'priceOrderGuest',
  'placeOrder',
  'placeOrderGuest',
  'getPickupTime',
  'getTimeSlots',
  'getPreviousOrders',
  'getFavoriteProducts',
  'addFavoriteProduct',
  'deleteFavoriteProduct',
  'getPricingRules',
  'getPricingByStore',
] as const;

export type FakeOrderingPorts = OrderingPorts;

/** Every server port of ordering on one fake backend (the CartStore is the web's; see createMemoryCartStore). */
/**
 * With a store directory (the app passes the locator's, see createLocatorStoreDirectory), pricing, placing
 * and time slots act on the server's own facts of a store (open by its hours, mobile and guest ordering)
 * rather than the request's.
 */
export const createFakeOrdering = (backend: FakeBackend, directory?: StoreDirectory): FakeOrderingPorts => ({
  menus: createFakeMenus(backend),
  pricing: createFakePricing(backend, directory),
  orders: createFakeOrders(backend, directory),
  timeSlots: createFakeTimeSlots(backend, directory),
  previousOrders: createFakePreviousOrders(backend),
  favoriteProducts: createFakeFavoriteProducts(backend),
  storePricing: createFakeStorePricing(backend),
});

export type { CartStore };
