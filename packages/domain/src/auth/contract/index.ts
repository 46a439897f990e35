// Test-only entry ('@crema/domain/auth/contract'): the membership and session-store ports' conformance
// suites, kept out of the capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
export * from '../session-store.contract';
export * from '../password-resets.contract';
