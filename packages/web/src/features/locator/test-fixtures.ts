// Test-only: a store and its location result as the locator renders them: the domain's test store with
// the details a card and the store details show (a full week, several pickup options and amenities, a warning).
import type { LocationResult, Store } from '@crema/domain/locator';
import { testStore as domainTestStore } from '@crema/domain/locator/contract';

export const testStore = (over: Partial<Store> = {}): Store => domainTestStore({
  storeNumber: '10001-10001',
  id: '1010001',
  name: '1st & Pike',
  address: {
    singleLine: '1912 Pike Pl, Seattle, WA 98101',
    lines: ['1912 Pike Pl', 'Seattle, WA 98101'],
    countryCode: 'US',
    city: 'Seattle',
    countrySubdivisionCode: 'WA',
    postalCode: '98101',
  },
  phoneNumber: '(206) 555-0142',
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
