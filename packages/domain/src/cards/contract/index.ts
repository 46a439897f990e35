// Test-only entry ('@crema/domain/cards/contract'): the CardLedger conformance suite, kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
