// Test-only entry ('@crema/domain/gifting/contract'): the GiftCatalog and GiftPurchases conformance
// suites, kept out of the capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
// The samples other packages' gifting tests build on.
export { sampleDesign, sampleLine, sampleRequestBase } from '../test-samples';
export * from '../received.contract';
