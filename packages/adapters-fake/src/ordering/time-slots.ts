// Fake TimeSlots ('getTimeSlots'): the catalog's slots of the store as the server knows it, at the backend clock.
import { right } from 'fp-ts/Either';
import { isOrderingErrorCode, type TimeSlots } from '@crema/domain/ordering';
import { deriveStore, serverFacts, slotsFor, type StoreDirectory } from '@crema/catalog/ordering';
import type { FakeBackend } from '../backend';

export const createFakeTimeSlots = (backend: FakeBackend, directory?: StoreDirectory): TimeSlots => ({
  getStoreTimeSlots: (storeNumber, facts) =>
    backend.typed(isOrderingErrorCode).callAsync('getTimeSlots', async () => {
      const store = deriveStore(storeNumber, await serverFacts(directory, storeNumber, facts));
      return right({ storeNumber, timeZoneId: store.timeZoneId, atCapacity: store.atCapacity, slots: slotsFor(store, backend.clock.now()) });
    }),
});
