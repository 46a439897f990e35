// Test-only entry ('@crema/domain/account/contract'): the account conformance suite, kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
