// Test-only entry ('@crema/domain/payments/contract'): the payments conformance suite, kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
export * from '../card-networks.contract';
