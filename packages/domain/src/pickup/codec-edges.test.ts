// The pickup codecs at their limits: store numbers of 1 to 20 characters with something besides blanks, an
// order token of at most 256 and a display name of at most 100 characters, a receipt id of 1 to 128; and the type
// guards (`is`) say yes to exactly what decodes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { CheckInReceiptCodec, CustomerArrivalCodec, PickupStoreVariablesCodec } from './codecs';

const arrival = { pickUpOption: 'CX', storeNumber: '10004', stallNumber: 3 };
const receipt = { arrivalId: 'a1', storeNumber: '10004', stallNumber: 3, arrivedAt: 1_764_000_000_000 };
const ok = (codec: t.Decoder<unknown, unknown>, u: unknown): boolean => isRight(codec.decode(u));

describe('pickup codec limits', () => {
  it('a store number holds 1 to 20 characters, not only blanks', () => {
    const store = (storeNumber: string) => ok(PickupStoreVariablesCodec, { storeNumber });
    expect(['1', '10004', 'x'.repeat(20), ' 10004 '].map(store)).toEqual([true, true, true, true]);
    expect(['', '   ', 'x'.repeat(21)].map(store)).toEqual([false, false, false]);
  });

  it('an arrival carries an order token of at most 256 and a display name of at most 100 characters', () => {
    expect(ok(CustomerArrivalCodec, { ...arrival, orderToken: 't'.repeat(256), displayName: 'n'.repeat(100) })).toBe(true);
    expect(ok(CustomerArrivalCodec, { ...arrival, orderToken: 't'.repeat(257) })).toBe(false);
    expect(ok(CustomerArrivalCodec, { ...arrival, displayName: 'n'.repeat(101) })).toBe(false);
    expect(ok(CustomerArrivalCodec, { ...arrival, orderToken: '', displayName: '' })).toBe(true);
  });

  it('a receipt id holds 1 to 128 characters', () => {
    expect(ok(CheckInReceiptCodec, { ...receipt, arrivalId: 'x'.repeat(128) })).toBe(true);
    expect(ok(CheckInReceiptCodec, { ...receipt, arrivalId: 'x'.repeat(129) })).toBe(false);
    expect(ok(CheckInReceiptCodec, { ...receipt, arrivalId: '' })).toBe(false);
  });

  it('property: is() accepts exactly what decodes', () => {
    const text = fc.oneof(fc.constantFrom('', ' ', 'x'.repeat(20), 'x'.repeat(21), 'x'.repeat(128), 'x'.repeat(129), 't'.repeat(257)), fc.string({ maxLength: 30 }));
    const value = fc.oneof(text, fc.constantFrom<unknown>(1.5, 3, -1, null));
    fc.assert(
      fc.property(value, value, value, (a, b, c) => {
        const arr = { ...arrival, storeNumber: a, orderToken: b, displayName: c };
        expect(CustomerArrivalCodec.is(arr)).toBe(ok(CustomerArrivalCodec, arr));
        const rec = { ...receipt, arrivalId: a, stallNumber: b };
        expect(CheckInReceiptCodec.is(rec)).toBe(ok(CheckInReceiptCodec, rec));
      }),
    );
  });
});
