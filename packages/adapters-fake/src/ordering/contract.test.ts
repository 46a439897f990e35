// The ordering ports' conformance suites, run against the fake adapters.
import { describeCartStoreContract, describeOrderingContract } from '@crema/domain/ordering/contract';
import { createCartHub, createMemoryCartStore } from './cart-store';
import { makeFixture } from './test-fixture';

describeOrderingContract('fake', makeFixture);

describeCartStoreContract('in-memory', () => {
  const hub = createCartHub();
  return [createMemoryCartStore(hub), createMemoryCartStore(hub)] as const;
});

