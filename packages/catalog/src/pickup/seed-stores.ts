// Six seeded pickup stores covering every combination the pickup pages show (self-contained: the locator's
// store world is separate). Numbers for the README and the browser tests:
//   10001 Pike & 1st            in-store only (no drive-thru, no curbside check-in)
//   10002 Aurora Avenue         in-store + drive-thru, no curbside check-in
//   10003 Capitol Hill          in-store + curbside available, default 4 stalls
//   10004 Northgate             in-store + drive-thru + curbside available, 8 stalls
//   10005 Ballard Market        in-store, curbside closed right now (banner), 6 stalls
//   10006 Eastlake              in-store + drive-thru, curbside unavailable, 2 stalls
import type { PickupStore } from '@crema/domain/pickup';

export const PICKUP_STORE_NUMBERS = {
  inStoreOnly: '10001',
  driveThruOnly: '10002',
  curbside: '10003',
  driveThruAndCurbside: '10004',
  curbsideClosed: '10005',
  curbsideUnavailable: '10006',
} as const;

export const SEED_PICKUP_STORES: readonly PickupStore[] = [
  {
    storeNumber: PICKUP_STORE_NUMBERS.inStoreOnly, name: 'Pike & 1st', pickUpOptions: ['16'],
    curbsideAvailability: 'UNAVAILABLE', checkInSupported: false, addressLine: '1912 Pike Pl, Seattle, WA 98101',
  },
  {
    storeNumber: PICKUP_STORE_NUMBERS.driveThruOnly, name: 'Aurora Avenue', pickUpOptions: ['16', 'DT'],
    curbsideAvailability: 'UNAVAILABLE', checkInSupported: false, addressLine: '10002 Aurora Ave N, Seattle, WA 98133',
  },
  {
    storeNumber: PICKUP_STORE_NUMBERS.curbside, name: 'Capitol Hill', pickUpOptions: ['16', 'CX'],
    curbsideAvailability: 'AVAILABLE', checkInSupported: true, addressLine: '434 Broadway E, Seattle, WA 98102',
  },
  {
    storeNumber: PICKUP_STORE_NUMBERS.driveThruAndCurbside, name: 'Northgate', pickUpOptions: ['16', 'DT', 'CX'],
    curbsideAvailability: 'AVAILABLE', checkInSupported: true, stallQuantity: 8, addressLine: '401 NE Northgate Way, Seattle, WA 98125',
  },
  {
    storeNumber: PICKUP_STORE_NUMBERS.curbsideClosed, name: 'Ballard Market', pickUpOptions: ['16', 'CX'],
    curbsideAvailability: 'CLOSED', checkInSupported: true, stallQuantity: 6, addressLine: '1400 NW Market St, Seattle, WA 98107',
  },
  {
    storeNumber: PICKUP_STORE_NUMBERS.curbsideUnavailable, name: 'Eastlake', pickUpOptions: ['16', 'DT', 'CX'],
    curbsideAvailability: 'UNAVAILABLE', checkInSupported: true, stallQuantity: 2, addressLine: '2344 Eastlake Ave E, Seattle, WA 98102',
  },
];
