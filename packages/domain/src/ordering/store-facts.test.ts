import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderAheadRefusal } from './store-facts';

const availability = fc.oneof(fc.constantFrom('READY', 'NOT_READY', 'UNAVAILABLE', 'ready', ''), fc.string(), fc.constant(undefined));

describe('orderAheadRefusal', () => {
  it('takes an order only at an open store whose mobile ordering is READY', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), availability, (open, mobileOrderingAvailability) => {
        const refusal = orderAheadRefusal({ ...(open !== undefined ? { open } : {}), ...(mobileOrderingAvailability !== undefined ? { mobileOrderingAvailability } : {}) });
        expect(refusal === undefined).toBe(open === true && mobileOrderingAvailability === 'READY');
      }),
    );
  });

  it('says closed first: a closed store is STORE_CLOSED whatever its mobile ordering says', () => {
    fc.assert(
      fc.property(availability, (a) => {
        expect(orderAheadRefusal({ open: false, ...(a !== undefined ? { mobileOrderingAvailability: a } : {}) })).toBe('STORE_CLOSED');
      }),
    );
    expect(orderAheadRefusal({ open: true, mobileOrderingAvailability: 'NOT_READY' })).toBe('MOP_UNAVAILABLE');
  });
});
