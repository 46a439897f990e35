// Test-only: store and location builders, fast-check arbitraries, and minimal in-memory ports that record
// their calls (the real simulator is the fake adapter, checked by the contract suite).
import { expect } from 'vitest';
import fc from 'fast-check';
import { of, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError } from '../shared/errors';
import type { LocatorError } from './errors';
import type { LocatorSession } from './locator-session';
import { resultsView } from './state-view';
import type { GuestSession, MemberSession } from '../shared/session';
import type {
  CodeName,
  Coordinates,
  LocationResult,
  MobileOrderingAvailability,
  PlaceMatch,
  PlaceSuggestion,
  RecommendationReason,
  RememberedPlace,
  SelectedStoreRecord,
  Store,
  StoreLocation,
} from './model';
import type { DevicePosition, FavoriteStores, Places, RecentPlaces, RecommendedStores, SelectedStorePreference, StoreLocations } from './ports';

export const testStore = (over: Partial<Store> = {}): Store => ({
  storeNumber: '12345-67890',
  id: '1012345',
  name: 'Pine & Main',
  coordinates: { latitude: 47.6097, longitude: -122.3422 },
  address: { singleLine: '1 Main St, Seattle, WA 98101', lines: ['1 Main St', 'Seattle, WA 98101'], countryCode: 'US', city: 'Seattle', countrySubdivisionCode: 'WA', postalCode: '98101' },
  phoneNumber: '(206) 555-0100',
  open: true,
  openStatusFormatted: 'Open until 8:00 PM',
  hoursStatusFormatted: '6:00 AM to 8:00 PM',
  schedule: [{ dayFormatted: 'Today', hoursFormatted: '6:00 AM to 8:00 PM' }],
  pickUpOptions: [{ code: '16', name: 'In store' }],
  amenities: [{ code: 'WF', name: 'Wi-Fi' }],
  warningLabels: [],
  timeZone: { timeZoneId: 'America/Los_Angeles' },
  ownershipTypeCode: 'CO',
  mobileOrdering: { availability: 'READY' },
  guestOrdering: true,
  curbsideAvailability: 'UNAVAILABLE',
  stallQuantity: 4,
  ...over,
});

export const testLocation = (over: Partial<LocationResult> & { storeNumber?: string } = {}): LocationResult => {
  const { storeNumber, ...rest } = over;
  return {
    store: testStore(storeNumber !== undefined ? { storeNumber } : {}),
    distance: 1,
    distanceUnit: 'mi',
    isFavorite: false,
    isPrevious: false,
    favoritePending: false,
    recommendationReason: 'NEARBY',
    ...rest,
  };
};

export const member: MemberSession = { kind: 'member', memberId: 'm1', email: 'a@b.c', firstName: 'A', lastName: 'B', signedInAt: 0 };
export const guest: GuestSession = { kind: 'guest', guestId: 'g1', startedAt: 0, expiresAt: 1e15 };

export const AMENITY_CODES = ['WA', 'WF', 'LB', 'XO', '16', 'DT', 'CX', '17', 'CC', 'hrs24', 'NB', 'CL'] as const;
export const FILTER_CODES = [...AMENITY_CODES, 'GC', 'ON'] as const;

const codeNameArb = (codes: readonly string[]): fc.Arbitrary<CodeName[]> =>
  fc.subarray([...codes]).map((cs) => cs.map((code) => ({ code, name: `name ${code}` })));

export const storeArb: fc.Arbitrary<Store> = fc
  .record({
    short: fc.integer({ min: 10000, max: 99999 }),
    open: fc.boolean(),
    guestOrdering: fc.boolean(),
    availability: fc.constantFrom<MobileOrderingAvailability>('READY', 'NOT_READY', 'UNAVAILABLE'),
    amenities: codeNameArb(AMENITY_CODES),
    pickUpOptions: codeNameArb(['16', 'DT', 'CX']),
  })
  .map((s) => testStore({
    storeNumber: `${s.short}-10000`,
    open: s.open,
    guestOrdering: s.guestOrdering,
    mobileOrdering: { availability: s.availability },
    amenities: s.amenities,
    pickUpOptions: s.pickUpOptions,
  }));

export const reasonArb: fc.Arbitrary<RecommendationReason> = fc.constantFrom('FAVORITE', 'USUAL', 'NEARBY');

/** Location results with unique store numbers. */
export const locationsArb = (maxLength = 12): fc.Arbitrary<LocationResult[]> =>
  fc
    .uniqueArray(fc.integer({ min: 10000, max: 99999 }), { maxLength })
    .chain((numbers) =>
      fc.tuple(...numbers.map((n) =>
        fc.record({ fav: fc.boolean(), prev: fc.boolean(), distance: fc.double({ min: 0, max: 60, noNaN: true }) }).map((x): LocationResult => {
          const reason: RecommendationReason = x.fav ? 'FAVORITE' : x.prev ? 'USUAL' : 'NEARBY';
          return testLocation({ storeNumber: `${n}-1`, isFavorite: x.fav, isPrevious: x.prev, distance: x.distance, recommendationReason: reason });
        }),
      )),
    );

export interface StubPorts {
  readonly calls: string[];
  readonly places: Places;
  readonly stores: StoreLocations;
  readonly favorites: FavoriteStores;
  readonly preference: SelectedStorePreference & { record?: SelectedStoreRecord };
  /** The remembered place lives in `place`; remembering is not logged in `calls` (it follows every found place). */
  readonly recentPlaces: RecentPlaces & { place?: RememberedPlace };
  readonly recommended: RecommendedStores;
  readonly position: DevicePosition;
  /** The next call of this method fails with this error. */
  failNext(method: string, e: LocatorError): void;
}

export const stubPorts = (
  o: {
    match?: PlaceMatch;
    suggestions?: PlaceSuggestion[];
    locations?: StoreLocation[];
    nearest?: StoreLocation[];
    /** The member's recommended stores (favorites, then previous). */
    recommended?: StoreLocation[];
    /** The position the device gives without asking (location already allowed). */
    position?: Coordinates;
  } = {},
): StubPorts => {
  const calls: string[] = [];
  const failures = new Map<string, LocatorError>();
  const answer = <T>(method: string, f: () => Either<LocatorError, T>): Observable<Either<LocatorError, T>> => {
    calls.push(method);
    const e = failures.get(method);
    failures.delete(method);
    return of(e !== undefined ? left(e) : f());
  };
  const notFound = domainError('NOT_FOUND', { status: 404 });
  const preference: StubPorts['preference'] = {
    get: () => answer('preference.get', () => right(preference.record)),
    set: (record) => answer('preference.set', () => right(void (preference.record = record))),
    clear: () => answer('preference.clear', () => right(void delete preference.record)),
  };
  const recentPlaces: StubPorts['recentPlaces'] = {
    last: () => answer('recentPlaces.last', () => right(recentPlaces.place)),
    remember: (place) => of(right(void (recentPlaces.place = place))),
  };
  return {
    calls,
    failNext: (method, e) => void failures.set(method, e),
    recentPlaces,
    recommended: { forMember: () => answer('recommended.forMember', () => right(o.recommended ?? [])) },
    position: {
      ifGranted: () => {
        calls.push('position.ifGranted');
        return of(o.position);
      },
      current: () => {
        calls.push('position.current');
        return of(o.position);
      },
    },
    places: {
      search: (q) => answer(`places.search:${q}`, () => right(o.match ?? { kind: 'notFound' })),
      autocomplete: (p, limit) => answer(`places.autocomplete:${p}:${limit}`, () => right(o.suggestions ?? [])),
    },
    stores: {
      search: (q) => answer(`stores.search:${q.features.join(',')}:${q.limit ?? ''}`, () => (o.locations?.length ? right(o.locations) : left(notFound))),
      nearest: () => answer('stores.nearest', () => (o.nearest?.length ? right(o.nearest) : left(notFound))),
      byNumber: (n) => answer(`stores.byNumber:${n}`, () => {
        const found = o.locations?.find((l) => l.store.storeNumber.split('-')[0] === n.split('-')[0]);
        return found ? right(found) : left(notFound);
      }),
    },
    favorites: {
      add: (n) => answer(`favorites.add:${n}`, () => right(undefined)),
      remove: (n) => answer(`favorites.remove:${n}`, () => right(undefined)),
    },
    preference,
  };
};

export const storeLocation = (over: Partial<StoreLocation> & { storeNumber?: string } = {}): StoreLocation => {
  const { storeNumber, ...rest } = over;
  return {
    store: testStore(storeNumber !== undefined ? { storeNumber } : {}),
    distanceKm: 1,
    isFavorite: false,
    isPrevious: false,
    recommendationReason: 'NEARBY',
    ...rest,
  };
};

/**
 * A place search that fails shows the catalogue's message with a Try again, which repeats the place search
 * and then the stores around the place.
 */
export const expectPlaceSearchFailedThenRetried = (p: StubPorts, s: LocatorSession): void => {
  p.failNext('places.search:Seattle', domainError('HTTP_500', { status: 500 }));
  s.searchPlace('Seattle');
  expect(resultsView(s.state())).toEqual({ kind: 'error', message: "Whoops! We couldn't find that location. Please search again." });
  s.retry();
  expect(p.calls.slice(-2)).toEqual(['places.search:Seattle', 'stores.search::50']);
  expect(resultsView(s.state())).toMatchObject({ kind: 'results' });
};
