// Test-only entry ('@crema/domain/stream/contract'): the StreamFeed conformance suite, kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
