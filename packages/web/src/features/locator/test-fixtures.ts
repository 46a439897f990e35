// Test-only: a store and its location result as the locator renders them.
import type { LocationResult, Store } from '@crema/domain/locator';

export const testStore = (over: Partial<Store> = {}): Store => ({
  storeNumber: '10001-10001',
  id: '1010001',
  name: '1st & Pike',
  coordinates: { latitude: 47.6097, longitude: -122.3422 },
  address: {
    singleLine: '1912 Pike Pl, Seattle, WA 98101',
    lines: ['1912 Pike Pl', 'Seattle, WA 98101'],
    countryCode: 'US',
    city: 'Seattle',
    countrySubdivisionCode: 'WA',
    postalCode: '98101',
  },
  phoneNumber: '(206) 555-0142',
  open: true,
  openStatusFormatted: 'Open until 8:00 PM',
  hoursStatusFormatted: '6:00 AM to 8:00 PM',
  schedule: [
    { dayFormatted: 'Today', hoursFormatted: '6:00 AM to 8:00 PM' },
    { dayFormatted: 'Tomorrow', hoursFormatted: '6:00 AM to 8:00 PM' },
    { dayFormatted: 'Thursday', hoursFormatted: '8:00 AM to 2:00 PM', holidayFormatted: 'Thanksgiving' },
  ],
  pickUpOptions: [
    { code: '16', name: 'In store' },
    { code: 'DT', name: 'Drive-thru' },
  ],
  amenities: [
    { code: 'WF', name: 'Wi-Fi' },
    { code: 'XO', name: 'Mobile Order and Pay' },
    { code: 'DT', name: 'Drive-thru' },
    { code: 'CC', name: 'Curbside check-in' },
    { code: '17', name: 'Order ahead' },
    { code: 'LB', name: 'Lobby' },
  ],
  warningLabels: [{ code: 'RENO', label: 'Lobby closed for renovation' }],
  timeZone: { timeZoneId: 'America/Los_Angeles' },
  ownershipTypeCode: 'CO',
  mobileOrdering: { availability: 'READY' },
  guestOrdering: true,
  curbsideAvailability: 'UNAVAILABLE',
  stallQuantity: 4,
  ...over,
});

export const testLocation = (over: Partial<LocationResult> = {}, store: Partial<Store> = {}): LocationResult => ({
  store: testStore(store),
  distance: 1.234,
  distanceUnit: 'mi',
  isFavorite: false,
  isPrevious: false,
  favoritePending: false,
  recommendationReason: 'NEARBY',
  ...over,
});
