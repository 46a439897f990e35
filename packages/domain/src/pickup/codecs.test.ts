// The pickup wire codecs: well-formed stores, arrivals and receipts decode; random or truncated JSON and wrong
// shapes are refused without a throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsedPrefix } from '../shared/test-codecs';
import { CheckInReceiptCodec, CustomerArrivalCodec, PickupStoreCodec } from './codecs';

const store = { storeNumber: '10004', name: 'Northgate', pickUpOptions: ['16', 'DT', 'CX'], curbsideAvailability: 'AVAILABLE', checkInSupported: true, stallQuantity: 8, addressLine: '1 Main St' };

describe('pickup wire codecs', () => {
  it('decodes what the server sends and refuses wrong shapes', () => {
    expect(PickupStoreCodec.decode(store)._tag).toBe('Right');
    expect(PickupStoreCodec.decode({ ...store, stallQuantity: 2.5 })._tag).toBe('Left');
    expect(PickupStoreCodec.decode({ ...store, curbsideAvailability: 'MAYBE' })._tag).toBe('Left');
    expect(CustomerArrivalCodec.decode({ pickUpOption: 'CX', storeNumber: '10004', stallNumber: 3 })._tag).toBe('Right');
    expect(CustomerArrivalCodec.decode({ pickUpOption: 'XX', storeNumber: '10004', stallNumber: 3 })._tag).toBe('Left');
    expect(CustomerArrivalCodec.decode({ pickUpOption: 'CX', storeNumber: '', stallNumber: 3 })._tag).toBe('Left');
    expect(CustomerArrivalCodec.decode({ pickUpOption: 'CX', storeNumber: '10004', stallNumber: '3' })._tag).toBe('Left');
    expect(CheckInReceiptCodec.decode({ arrivalId: '', storeNumber: '10004', stallNumber: 1, arrivedAt: 1 })._tag).toBe('Left');
  });

  it('never throws on random or truncated JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        PickupStoreCodec.decode(j);
        CustomerArrivalCodec.decode(j);
        CheckInReceiptCodec.decode(j);
      }),
    );
    fc.assert(
      fc.property(fc.nat(), (cut) => {
        const text = JSON.stringify(store);
        const parsed = parsedPrefix(text, cut % text.length);
        if (parsed !== undefined) expect(PickupStoreCodec.decode(parsed)._tag).toBe('Left');
      }),
    );
  });
});
