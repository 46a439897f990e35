// Test-only entry ('@crema/domain/ordering/contract'): the ordering ports' conformance suites, kept out of
// the capability's index so production bundles never pull in vitest.
export {
  describeMenusContract,
  describeOrderingContract,
  describeOrdersContract,
  describePricingContract,
  describeTimeSlotsContract,
  priceRequestFor,
} from '../ports.contract';
export {
  describeCartStoreContract,
  describeFavoriteProductsContract,
  describePreviousOrdersContract,
} from '../member-ports.contract';
export { describeStorePricingContract } from '../store-pricing/store-pricing.contract';
export { availableDrink, code, run, tokenizeGuestCard, value } from '../contract-helpers';
export type { OrderingFixture } from '../contract-helpers';
