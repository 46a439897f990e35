// Public surface of the ordering fake ('@crema/adapters-fake/ordering').
import type { CartStore, FavoriteProducts, Menus, Orders, PreviousOrders, Pricing, StorePricing, TimeSlots } from '@crema/domain/ordering';
import type { FakeBackend } from '../backend';
import { createFakeFavoriteProducts } from './favorites';
import { createFakeMenus } from './menus';
import { createFakeOrders } from './orders';
import { createFakePreviousOrders } from './previous-orders';
import { createFakePricing } from './pricing';
import { createFakeTimeSlots } from './time-slots';
import type { StoreDirectory } from './store-directory';
import { createFakeStorePricing } from './store-pricing';

export { createFakeMenus } from './menus';
export { createFakePricing } from './pricing';
export { createFakeOrders } from './orders';
export { createFakeTimeSlots, slotsFor, SLOT_STEP_MS, SLOT_LEAD_MS } from './time-slots';
export { createFakePreviousOrders } from './previous-orders';
export { createFakeFavoriteProducts } from './favorites';
export { createFakeStorePricing } from './store-pricing';
export { FAKE_PRICING_RULES, priceTierOf, storePriceList, tierSteps, type PriceTier } from './store-prices';
export { createMemoryCartStore, createCartHub, type CartHub } from './cart-store';
export { serverFacts, type StoreDirectory } from './store-directory';
export { deriveStore, availabilityAt, hashString, type DerivedStore } from './store-facts';
export { catalogEntries, findEntry, buildMenuCatalog, type CatalogEntry } from './catalog/catalog';
export { artworkSvg } from './catalog/artwork';
export { OPT } from './catalog/options';
export { STAR_REWARDS, DEMO_COUPONS, type OfferDef } from './offers-seed';
export { DEMO_STORE_NUMBER } from './seed';
export { PRICING_EXPIRES_IN_SECONDS, priceCart } from './pricing-engine';

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

export interface FakeOrderingPorts {
  readonly menus: Menus;
  readonly pricing: Pricing;
  readonly orders: Orders;
  readonly timeSlots: TimeSlots;
  readonly previousOrders: PreviousOrders;
  readonly favoriteProducts: FavoriteProducts;
  readonly storePricing: StorePricing;
}

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
