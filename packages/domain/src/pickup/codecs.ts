// The pickup capability's wire shapes (spec section 7 graph operations: get store by number, as the pickup
// pages read it, and create customer arrival). The HTTP adapter decodes the server's answers with these and the
// server decodes the arrival with the same codec. A stall that is not a whole number, a curbside status outside
// the three, or a receipt without an id does not decode.
import * as t from 'io-ts';
import type { CheckInReceipt, CurbsideAvailability, CustomerArrival, PickupOptionCode, PickupStore } from './model';

const refined = <A>(name: string, base: t.Type<A, A, unknown>, ok: (a: A) => boolean): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, (u): u is A => base.is(u) && ok(u), (u, c) => (base.is(u) && ok(u) ? t.success(u) : t.failure(u, c)), t.identity);

const Whole = refined('Whole', t.number, (n) => Number.isSafeInteger(n));
const StoreNumber = refined('StoreNumber', t.string, (s) => s.trim().length > 0 && s.length <= 20);
const Short = (name: string, max: number) => refined(name, t.string, (s) => s.length <= max);

const CurbsideAvailabilityCodec = t.union([t.literal('AVAILABLE'), t.literal('CLOSED'), t.literal('UNAVAILABLE')]) as t.Type<CurbsideAvailability, CurbsideAvailability, unknown>;
const PickupOptionCodeCodec = t.union([t.literal('16'), t.literal('DT'), t.literal('CX')]) as t.Type<PickupOptionCode, PickupOptionCode, unknown>;

export const PickupStoreCodec: t.Type<PickupStore, PickupStore, unknown> = t.intersection([
  t.type({
    storeNumber: StoreNumber,
    name: t.string,
    pickUpOptions: t.readonlyArray(t.string),
    curbsideAvailability: CurbsideAvailabilityCodec,
    checkInSupported: t.boolean,
    addressLine: t.string,
  }),
  t.partial({ stallQuantity: Whole }),
]);

export const CustomerArrivalCodec: t.Type<CustomerArrival, CustomerArrival, unknown> = t.intersection([
  t.type({ pickUpOption: PickupOptionCodeCodec, storeNumber: StoreNumber, stallNumber: Whole }),
  t.partial({ orderToken: Short('OrderToken', 256), displayName: Short('DisplayName', 100) }),
]);

export const CheckInReceiptCodec: t.Type<CheckInReceipt, CheckInReceipt, unknown> = t.type({
  arrivalId: refined('ArrivalId', t.string, (s) => s.length > 0 && s.length <= 128),
  storeNumber: StoreNumber,
  stallNumber: Whole,
  arrivedAt: Whole,
});

/** Graph answers: data.pickupStore and data.customerArrival. */
export const PickupStoreAnswerCodec = t.type({ pickupStore: PickupStoreCodec });
export const CustomerArrivalAnswerCodec = t.type({ customerArrival: CheckInReceiptCodec });
export const PickupStoreVariablesCodec = t.type({ storeNumber: StoreNumber });

/** Graph operations: the spec's "create customer arrival"; the pickup view of "get store by number" is ours. */
export const PickupGraphOperations = {
  getPickupStore: 'get-pickup-store',
  createCustomerArrival: 'create-customer-arrival',
} as const;
