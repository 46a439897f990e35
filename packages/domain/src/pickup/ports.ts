// What pickup needs from the outside world: a store's pickup facts (graph "get store by number") and the
// curbside check-in (graph "create customer arrival"). Neither needs a signed-in member.
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { PickupError } from './errors';
import type { CheckInReceipt, CustomerArrival, PickupStore } from './model';

export interface PickupStores {
  /** The store's pickup facts; Left NOT_FOUND (404) for an unknown store number. */
  getStore(storeNumber: string): Observable<Either<PickupError, PickupStore>>;
}

export interface CustomerArrivals {
  /** Tells the store the customer has arrived at a curbside stall. */
  createCustomerArrival(arrival: CustomerArrival): Observable<Either<PickupError, CheckInReceipt>>;
}

/** The store chosen for ordering on this device, if any (the locator's selected-store preference). */
export interface PickupStoreChoice {
  selectedStoreNumber(): Observable<Either<PickupError, string | undefined>>;
}
