// Public surface of '@crema/catalog/ordering': the menu (products, options, artwork), each store's derived
// behaviour (tax, tips, capacity, availability) and price list, the offers, the pricing engine, pickup
// slots and estimates, and the ordering seed data of the demo member.
export { catalogEntries, findEntry, buildMenuCatalog, summaryOf, type CatalogEntry } from './catalog/catalog';
export { artworkSvg } from './catalog/artwork';
export { OPT, DRINK_SIZE_CODES } from './catalog/options';
export { PRODUCT_DEFS, type ProductDef } from './catalog/products';
export { menuFor, productDetailsAt } from './menus';
export { deriveStore, availabilityAt, hashString, randomFor, unitFor, type DerivedStore } from './store-facts';
export { serverFacts, type StoreDirectory } from './store-directory';
export { PRICING_RULES, priceTierOf, storePriceList, answerStorePriceList, tierSteps, type PriceTier } from './store-prices';
export { STAR_REWARDS, DEMO_COUPONS, seedCoupons, type OfferDef, type OfferRule, type CouponsByMember } from './offers-seed';
export { PRICING_EXPIRES_IN_SECONDS, priceCart, type PricingMember } from './pricing-engine';
export { slotsFor, SLOT_STEP_MS, SLOT_LEAD_MS, CAPACITY_FULL_MS } from './time-slots';
export { pickupEstimate, basketOf, type PricedItems } from './placed-orders';
export { previousOrdersPage } from './previous-orders';
export { DEMO_STORE_NUMBER, seedPreviousOrders, seedFavorites } from './seed';
export { atCapacityStoreNumber, friendlyStoreNumber, storedValueOnlyStoreNumber } from './friendly-store';
