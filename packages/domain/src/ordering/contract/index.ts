// Test-only entry ('@crema/domain/ordering/contract'): the ordering ports' conformance suites, kept out of
// the capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
export * from '../member-ports.contract';
export * from '../store-pricing.contract';
export { availableDrink, code, run, tokenizeGuestCard, value } from '../contract-helpers';
