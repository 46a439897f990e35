// Fake PickupStores and CustomerArrivals. Stores live in a persisted table so a test or the browser can
// switch a store's curbside status; arrivals are recorded per store (one per order token: a repeated
// check-in moves the customer to the new stall). No sign-in needed, as on the real pickup pages: as on the
// server, the order token must be the id of an order placed here, at that store, within the domain's check-in
// window (checkInOrder).
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  checkInOrder,
  checkInOrderNotFound,
  curbsideStatus,
  isPickupErrorCode,
  isValidParkingSpot,
  orderTokenOf,
  PickupErrorCodes,
  PickupOptionCodes,
  type CheckInReceipt,
  type CurbsideAvailability,
  type CustomerArrival,
  type CustomerArrivals,
  type PickupError,
  type PickupStore,
  type PickupStores,
} from '@crema/domain/pickup';
import { SEED_PICKUP_STORES } from '@crema/catalog/pickup';
import type { FakeBackend, Table } from '../backend';
import { placedOrderFacts } from '../ordering/placed-orders';

/** Operation names, as the fault-injection control knows them. */
export const PickupOperations = {
  getPickupStore: 'getPickupStore',
  createCustomerArrival: 'createCustomerArrival',
} as const;

export interface RecordedArrival extends CheckInReceipt {
  readonly orderToken?: string;
  readonly displayName?: string;
}

interface PickupTableState {
  readonly stores: readonly PickupStore[];
  readonly arrivals: readonly RecordedArrival[];
}

export const PICKUP_TABLE = 'pickup.stores';

const pickupTable = (backend: FakeBackend): Table<PickupTableState> =>
  backend.table<PickupTableState>(PICKUP_TABLE, () => ({ stores: SEED_PICKUP_STORES, arrivals: [] }));

/** Finds a store by its number, or by the number before a dash ('10003-1' is 10003). */
const findStore = (backend: FakeBackend, storeNumber: string): PickupStore | undefined => {
  const wanted = storeNumber.trim();
  const stores = pickupTable(backend).read().stores;
  return stores.find((s) => s.storeNumber === wanted) ?? stores.find((s) => s.storeNumber === wanted.split('-')[0]);
};

const notFound = (storeNumber: string): PickupError => domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { storeNumber } });

/** Switches a store's curbside status (for tests and the browser's fake controls). */
export const setCurbsideAvailability = (backend: FakeBackend, storeNumber: string, availability: CurbsideAvailability): void => {
  pickupTable(backend).update((t) => ({
    ...t,
    stores: t.stores.map((s) => (s.storeNumber === storeNumber ? { ...s, curbsideAvailability: availability } : s)),
  }));
};

/** Customers currently checked in at a store (what a barista's screen would show). */
export const arrivalsAt = (backend: FakeBackend, storeNumber: string): readonly RecordedArrival[] =>
  pickupTable(backend).read().arrivals.filter((a) => a.storeNumber === storeNumber);

/**
 * Where stores beyond the seeded six come from (in the app: the locator's stores, so every store a customer
 * orders from has a pickup page); the seeded stores answer first, so their numbers keep their README roles.
 */
export type PickupStoreDirectory = (storeNumber: string) => Promise<PickupStore | undefined>;

const lookUp = async (backend: FakeBackend, storeNumber: string, directory: PickupStoreDirectory | undefined): Promise<PickupStore | undefined> =>
  findStore(backend, storeNumber) ?? (directory === undefined ? undefined : await directory(storeNumber.trim()));

export const createFakePickupStores = (backend: FakeBackend, directory?: PickupStoreDirectory): PickupStores => ({
  getStore: (storeNumber) =>
    backend.typed(isPickupErrorCode).callAsync(PickupOperations.getPickupStore, async (): Promise<Either<PickupError, PickupStore>> => {
      const store = await lookUp(backend, storeNumber, directory);
      return store ? right(store) : left(notFound(storeNumber));
    }),
});

export const createFakeCustomerArrivals = (backend: FakeBackend, directory?: PickupStoreDirectory): CustomerArrivals => ({
  createCustomerArrival: (arrival: CustomerArrival) =>
    backend.typed(isPickupErrorCode).callAsync(PickupOperations.createCustomerArrival, async (): Promise<Either<PickupError, CheckInReceipt>> => {
      const store = await lookUp(backend, arrival.storeNumber, directory);
      if (!store) return left(notFound(arrival.storeNumber));
      if (arrival.pickUpOption !== PickupOptionCodes.curbside || curbsideStatus(store) !== 'available') {
        return left(domainError(PickupErrorCodes.CURBSIDE_UNAVAILABLE, { status: 409, context: { storeNumber: store.storeNumber } }));
      }
      if (!isValidParkingSpot(arrival.stallNumber, store)) {
        return left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { field: 'stallNumber', stallNumber: arrival.stallNumber } }));
      }
      const now = backend.clock.now();
      const orderToken = orderTokenOf(arrival.orderToken);
      if (orderToken === undefined) return left(checkInOrderNotFound());
      const order = checkInOrder(placedOrderFacts(backend, orderToken), store.storeNumber, now);
      if (order._tag === 'Left') return left(order.left);
      const receipt: RecordedArrival = {
        arrivalId: backend.ids.next('arrival'),
        storeNumber: store.storeNumber,
        stallNumber: arrival.stallNumber,
        arrivedAt: now,
        orderToken,
        ...(arrival.displayName !== undefined ? { displayName: arrival.displayName } : {}),
      };
      pickupTable(backend).update((t) => ({
        ...t,
        arrivals: [...t.arrivals.filter((a) => a.storeNumber !== store.storeNumber || a.orderToken !== orderToken), receipt],
      }));
      return right({ arrivalId: receipt.arrivalId, storeNumber: receipt.storeNumber, stallNumber: receipt.stallNumber, arrivedAt: receipt.arrivedAt });
    }),
});
