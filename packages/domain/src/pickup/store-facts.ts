// A locator store (spec section 3 "Location result") as the pickup pages see it, so any store a customer can
// order from has a pickup page: its pickup option codes, curbside status and stalls, one-line address.
import { PickupOptionCodes as LocatorPickupCodes, type Store } from '../locator/model';
import type { PickupStore } from './model';

/** Check-in is supported where the store offers curbside (CX) at all; whether it is open now is curbsideAvailability. */
export const pickupStoreOf = (store: Store): PickupStore => ({
  storeNumber: store.storeNumber,
  name: store.name,
  pickUpOptions: store.pickUpOptions.map((o) => o.code),
  curbsideAvailability: store.curbsideAvailability,
  checkInSupported: store.pickUpOptions.some((o) => o.code === LocatorPickupCodes.CURBSIDE),
  stallQuantity: store.stallQuantity,
  addressLine: store.address.singleLine,
});
