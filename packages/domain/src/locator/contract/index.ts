// Test-only entry ('@crema/domain/locator/contract'): the locator ports' conformance suite, kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
