// Pickup stores for this capability's tests (not part of the public surface): one sample store and a
// fast-check generator of any.
import fc from 'fast-check';
import type { CurbsideAvailability, PickupStore } from './model';

export const arbStore: fc.Arbitrary<PickupStore> = fc
  .record({
    storeNumber: fc.stringMatching(/^[0-9]{5}(-[0-9]{3})?$/),
    name: fc.constantFrom('Pike Place', 'Aurora', 'Ballard'),
    pickUpOptions: fc.subarray(['16', 'DT', 'CX', 'XO']),
    curbsideAvailability: fc.constantFrom<CurbsideAvailability>('AVAILABLE', 'CLOSED', 'UNAVAILABLE'),
    checkInSupported: fc.boolean(),
    stallQuantity: fc.option(fc.oneof(fc.integer({ min: -2, max: 30 }), fc.constant(2.5)), { nil: undefined }),
    addressLine: fc.constant('1912 Pike Pl, Seattle, WA 98101'),
  })
  .map(({ stallQuantity, ...s }) => (stallQuantity === undefined ? s : { ...s, stallQuantity }));

/** Capitol Hill: curbside open, check-in supported. */
export const testPickupStore = (over: Partial<PickupStore> = {}): PickupStore => ({
  storeNumber: '10003',
  name: 'Capitol Hill',
  pickUpOptions: ['16', 'CX'],
  curbsideAvailability: 'AVAILABLE',
  checkInSupported: true,
  addressLine: '434 Broadway E, Seattle, WA 98102',
  ...over,
});
