// Pickup on the server (spec sections 2, 3, 5, 8, 9): a store's pickup facts and the curbside check-in. A store
// is any store of the app's store directory (the stores table, as the locator and ordering see it) as it is now
// at the server's clock (the domain's pickupStoreOf), under its full number, so every store a customer orders
// from has a pickup page, and it is the store of the order: the README's six pickup stores (10001..10006) are
// rows of that table, their pickup options, stalls and curbside pinned (migration 0022). A check-in is re-checked with the domain's rules: curbside must be the option and available now
// (CURBSIDE_UNAVAILABLE, 409), the stall 1..the store's stall count (isValidParkingSpot: VALIDATION_ERROR, 400).
// No sign-in needed, as on the pickup pages, so the order token is the proof (issue #26): it must name an order
// placed at that store within the domain's check-in window (checkInOrder: else 404 NOT_FOUND, whatever was wrong).
// One arrival per store and order token (a second moves the customer).
import { domainError, ErrorCodes, type Clock, type IdGenerator } from '@crema/domain';
import { checkInOrder, checkInOrderNotFound, curbsideStatus, isValidParkingSpot, orderTokenOf, PickupErrorCodes, PickupOptionCodes, type CheckInReceipt, type CustomerArrival, type PickupStore } from '@crema/domain/pickup';
import type { Db } from '../db/database';
import { DomainFailure } from '../http/failure';
import type { StoreDirectory } from '../stores/store-directory';

const refuse = (code: string, status: number, context: Readonly<Record<string, unknown>>): never => {
  throw new DomainFailure(domainError(code, { status, context }));
};

export const createPickup = (d: { readonly db: Db; readonly clock: Clock; readonly ids: IdGenerator; readonly stores: Pick<StoreDirectory, 'pickupStore'> }) => {
  /** The store's pickup facts now, by any form of its number ('10003', '10003-39386'); 404 for a store nobody knows. */
  const store = async (storeNumber: string): Promise<PickupStore> => {
    const wanted = storeNumber.trim();
    const found = await d.stores.pickupStore(wanted);
    return found ?? refuse(ErrorCodes.NOT_FOUND, 404, { storeNumber: wanted });
  };

  const arrive = async (arrival: CustomerArrival): Promise<CheckInReceipt> => {
    const s = await store(arrival.storeNumber);
    if (arrival.pickUpOption !== PickupOptionCodes.curbside || curbsideStatus(s) !== 'available') {
      refuse(PickupErrorCodes.CURBSIDE_UNAVAILABLE, 409, { storeNumber: s.storeNumber });
    }
    if (!isValidParkingSpot(arrival.stallNumber, s)) refuse(ErrorCodes.VALIDATION, 400, { field: 'stallNumber', stallNumber: arrival.stallNumber });
    const now = d.clock.now();
    // The token is the order's id (random): the order's own store and time decide, at the server's clock.
    const orderToken = orderTokenOf(arrival.orderToken);
    if (orderToken === undefined) throw new DomainFailure(checkInOrderNotFound());
    const order = await d.db.selectFrom('orders').select(['store_number', 'placed_at']).where('order_id', '=', orderToken).executeTakeFirst();
    const allowed = checkInOrder(order === undefined ? undefined : { storeNumber: order.store_number, placedAt: Number(order.placed_at) }, s.storeNumber, now);
    if (allowed._tag === 'Left') throw new DomainFailure(allowed.left);
    const receipt: CheckInReceipt = { arrivalId: d.ids.next('arrival'), storeNumber: s.storeNumber, stallNumber: arrival.stallNumber, arrivedAt: now };
    // One statement on the unique (store, token) index: two check-ins at once keep one arrival, the later spot.
    await d.db
      .insertInto('customer_arrivals')
      .values({
        arrival_id: receipt.arrivalId,
        store_number: receipt.storeNumber,
        stall_number: receipt.stallNumber,
        order_token: orderToken,
        display_name: arrival.displayName ?? null,
        arrived_at: receipt.arrivedAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['store_number', 'order_token'])
          .where('order_token', 'is not', null)
          .doUpdateSet({ arrival_id: receipt.arrivalId, stall_number: receipt.stallNumber, display_name: arrival.displayName ?? null, arrived_at: receipt.arrivedAt }),
      )
      .execute();
    return receipt;
  };

  /** Customers checked in at a store now (what a barista's screen would show), oldest first. */
  const arrivalsAt = async (storeNumber: string) =>
    d.db.selectFrom('customer_arrivals').selectAll().where('store_number', '=', storeNumber).orderBy('arrived_at').execute();

  return { store, arrive, arrivalsAt };
};
