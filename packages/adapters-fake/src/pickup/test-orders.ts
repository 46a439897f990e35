// Test only: orders placed in the fake at a pickup store as its customer would (the demo member, with the saved
// Visa), through the fake's own ordering ports on the same backend: the check-ins' order tokens.
import { shortStoreNumber, type StoreFacts } from '@crema/domain/ordering';
import type { PickupStore } from '@crema/domain/pickup';
import { placeOrderForCheckIn } from '@crema/domain/pickup/contract';
import { deriveStore, type StoreDirectory } from '@crema/catalog/ordering';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import type { FakeBackend } from '../backend';
import { createFakeOrdering } from '../ordering';

/** The store an order is placed at for a pickup store: its number with a suffix that takes cards, open, taking orders ahead. */
const orderingStoreFor = (pickupStoreNumber: string): StoreFacts => {
  const short = shortStoreNumber(pickupStoreNumber);
  let k = 1;
  while (deriveStore(`${short}-${k}`).acceptsOnlyStoredValue) k++;
  return {
    storeNumber: `${short}-${k}`,
    name: `Store ${short}`,
    guestOrdering: true,
    open: true,
    mobileOrderingAvailability: 'READY',
    timeZoneId: 'America/Los_Angeles',
    countryCode: 'US',
    ownershipTypeCode: 'CO',
  };
};

/** Answers an order token placed now at the given pickup store. */
export const fakeOrderPlacer = (backend: FakeBackend) => {
  const directory: StoreDirectory = async (n) => orderingStoreFor(n);
  const ordering = createFakeOrdering(backend, directory);
  return async (store: Pick<PickupStore, 'storeNumber'>): Promise<string> => {
    backend.setCurrentMember(DEMO_MEMBER.memberId);
    return placeOrderForCheckIn(ordering, orderingStoreFor(store.storeNumber), { id: DEMO_INSTRUMENT_IDS.visa, tender: 'VISA' });
  };
};
