// Test-only entry ('@crema/domain/auth/contract'): the membership port's conformance suite, kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
