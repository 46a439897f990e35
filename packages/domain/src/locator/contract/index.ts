// Test-only entry ('@crema/domain/locator/contract'): the locator ports' conformance suite, kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
// The store fixtures other packages' tests build on, so one valid store shape serves them all.
export { storeLocation, testLocation, testStore } from '../test-support';
