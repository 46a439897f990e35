// The pickup ports over HTTP (spec section 7 graph operations): a store's pickup facts (get-pickup-store, our
// pickup view of "get store by number") and the curbside check-in ("create customer arrival"), each answer
// decoded with the domain's pickup codecs (a malformed answer is DECODE_ERROR, never a crash). No sign-in needed.
import { map } from 'rxjs';
import { map as mapRight } from 'fp-ts/Either';
import {
  CustomerArrivalAnswerCodec,
  isPickupErrorCode,
  PickupGraphOperations,
  PickupStoreAnswerCodec,
  type CustomerArrival,
  type CustomerArrivals,
  type PickupStores,
} from '@crema/domain/pickup';
import { typedClient, type HttpClient } from '../client';

export const createHttpPickupStores = (client: HttpClient): PickupStores => ({
  getStore: (storeNumber) =>
    typedClient(client, isPickupErrorCode).graph(PickupGraphOperations.getPickupStore, { storeNumber }, PickupStoreAnswerCodec).pipe(map(mapRight((d) => d.pickupStore))),
});

export const createHttpCustomerArrivals = (client: HttpClient): CustomerArrivals => ({
  createCustomerArrival: (arrival: CustomerArrival) =>
    typedClient(client, isPickupErrorCode).graph(PickupGraphOperations.createCustomerArrival, { arrival }, CustomerArrivalAnswerCodec).pipe(map(mapRight((d) => d.customerArrival))),
});

export const createHttpPickup = (client: HttpClient): { readonly stores: PickupStores; readonly arrivals: CustomerArrivals } => ({
  stores: createHttpPickupStores(client),
  arrivals: createHttpCustomerArrivals(client),
});
