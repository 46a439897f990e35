// Test-only entry ('@crema/domain/pickup/contract'): the pickup conformance suites, kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
