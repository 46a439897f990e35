// The behaviours every adapter of the locator ports must show: the server ports (places, locations,
// favorites, recommended stores) run against the fake and against the HTTP adapter on a real server
// process; the device port (the selected store) against every device adapter. The fixture is async and
// moves time only through the subject's `advance` (the fake's clock, or the server's test-only clock).
import { describe, it, expect, beforeEach } from 'vitest';
import { firstValueFrom, type Observable } from 'rxjs';
import { isLeft, isRight, type Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import type { Coordinates, StoreLocation } from './model';
import type { FavoriteStores, Places, RecommendedStores, SelectedStorePreference, StoreLocations } from './ports';
import { matchesFeatures, shortStoreNumber } from './rules';

export interface LocatorContractSubject {
  readonly places: Places;
  readonly stores: StoreLocations;
  readonly favorites: FavoriteStores;
  readonly recommended: RecommendedStores;
  /** Signs a member with no favorite or previous stores in (on the adapter's server). */
  signIn(): void | Promise<void>;
  signOut(): void | Promise<void>;
  /** Moves the server's clock forward. */
  advance(ms: number): void | Promise<void>;
}

export interface LocatorContractFixture {
  /** A city the place search resolves and that has stores ('Seattle'). */
  readonly knownPlace: string;
  /** A name no geocoder resolves, without digits. */
  readonly unknownPlace: string;
  /** A point with no store within the expanded-search radius (mid-ocean). */
  readonly remotePoint: Coordinates;
}

export const DEFAULT_LOCATOR_FIXTURE: LocatorContractFixture = {
  knownPlace: 'Seattle',
  unknownPlace: 'Qwxzv Plkjh',
  remotePoint: { latitude: -48.8767, longitude: -123.3933 },
};

const STORE_KEYS = [
  'storeNumber', 'id', 'name', 'coordinates', 'address', 'phoneNumber', 'open', 'openStatusFormatted', 'hoursStatusFormatted', 'schedule',
  'pickUpOptions', 'amenities', 'warningLabels', 'timeZone', 'ownershipTypeCode', 'mobileOrdering', 'guestOrdering', 'curbsideAvailability', 'stallQuantity',
];

const HOUR_MS = 3_600_000;

const value = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await firstValueFrom(o);
  if (isLeft(r)) throw new Error(`expected success, got ${r.left.code} (${r.left.status ?? '-'})`);
  return r.right;
};

const expectWellFormed = (locations: readonly StoreLocation[]): void => {
  for (const l of locations) {
    expect(Object.keys(l.store)).toEqual(expect.arrayContaining(STORE_KEYS));
    expect(l.store.storeNumber).toMatch(/^\d+-\d+$/);
    expect(Math.abs(l.store.coordinates.latitude)).toBeLessThanOrEqual(90);
    expect(l.store.address.lines.length).toBeGreaterThan(0);
    expect(l.store.schedule).toHaveLength(7);
    expect(l.store.pickUpOptions.map((p) => p.code)).toContain('16');
    expect(l.distanceKm).toBeGreaterThanOrEqual(0);
    expect(l.recommendationReason).toBe(l.isFavorite ? 'FAVORITE' : l.isPrevious ? 'USUAL' : 'NEARBY');
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: l.store.timeZone.timeZoneId })).not.toThrow();
  }
  const distances = locations.map((l) => l.distanceKm);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
};

export const describeLocatorContract = (
  name: string,
  make: () => LocatorContractSubject | Promise<LocatorContractSubject>,
  fixture: LocatorContractFixture = DEFAULT_LOCATOR_FIXTURE,
): void => {
  describe(`locator ports contract: ${name}`, () => {
    let s: LocatorContractSubject;
    let at: Coordinates;
    beforeEach(async () => {
      s = await make();
      await s.signOut();
      const found = await value(s.places.search(fixture.knownPlace));
      if (found.kind !== 'found') throw new Error(`${fixture.knownPlace} should resolve`);
      at = found.coordinates;
    });

    it('resolves a known place to coordinates, and never "finds" an unknown one', async () => {
      expect(Math.abs(at.latitude)).toBeLessThanOrEqual(90);
      expect((await value(s.places.search(fixture.unknownPlace))).kind).not.toBe('found');
    });

    it('autocompletes a prefix with at most `limit` suggestions, the known place among them', async () => {
      const suggestions = await value(s.places.autocomplete(fixture.knownPlace.slice(0, 4), 5));
      expect(suggestions.length).toBeLessThanOrEqual(5);
      expect(suggestions.map((p) => p.name)).toContain(fixture.knownPlace);
      expect(suggestions.every((p) => p.label.length > 0 && p.country.length === 2)).toBe(true);
    });

    it('searches around coordinates and around a place name: nearest first, at most `limit`, every field present', async () => {
      const near = await value(s.stores.search({ target: { coordinates: at }, features: [], limit: 20 }));
      expect(near.length).toBeGreaterThan(0);
      expect(near.length).toBeLessThanOrEqual(20);
      expectWellFormed(near);
      const byPlace = await value(s.stores.search({ target: { place: fixture.knownPlace }, features: [], limit: 5 }));
      expect(byPlace.length).toBeGreaterThan(0);
      expect(byPlace.length).toBeLessThanOrEqual(5);
      expectWellFormed(byPlace);
    });

    it('returns only stores with every requested feature (404 when none has them)', async () => {
      for (const features of [['WF'], ['GC', 'ON'], ['DT', 'WA'], ['hrs24'], ['NOT_A_FEATURE']]) {
        const r = await firstValueFrom(s.stores.search({ target: { coordinates: at }, features, limit: 50 }));
        if (isLeft(r)) expect(r.left.status).toBe(404);
        else expect(r.right.every((l) => matchesFeatures(l.store, features))).toBe(true);
        if (features[0] === 'NOT_A_FEATURE') expect(isRight(r) ? r.right : []).toEqual([]);
      }
    });

    it('expands to the nearest stores, or answers 404 where nothing is near', async () => {
      const nearest = await value(s.stores.nearest({ coordinates: at, features: [] }));
      expect(nearest.length).toBeGreaterThan(0);
      expectWellFormed(nearest);
      const remote = await firstValueFrom(s.stores.nearest({ coordinates: fixture.remotePoint, features: [] }));
      expect(isLeft(remote) && remote.left.status).toBe(404);
    });

    it('finds a store by its full or short number, and answers 404 for an unknown number', async () => {
      const [first] = await value(s.stores.search({ target: { coordinates: at }, features: [], limit: 1 }));
      const number = first?.store.storeNumber ?? '';
      expect((await value(s.stores.byNumber(number))).store.storeNumber).toBe(number);
      expect((await value(s.stores.byNumber(shortStoreNumber(number)))).store.storeNumber).toBe(number);
      const missing = await firstValueFrom(s.stores.byNumber('00000'));
      expect(isLeft(missing) && missing.left.status).toBe(404);
    });

    it('refuses favorites to a guest (401) and keeps a member\'s favorites by the number before the dash', async () => {
      const [first] = await value(s.stores.search({ target: { coordinates: at }, features: [], limit: 1 }));
      const number = first?.store.storeNumber ?? '';
      const short = shortStoreNumber(number);
      const refused = await firstValueFrom(s.favorites.add(short));
      expect(isLeft(refused) && refused.left.status).toBe(401);
      await s.signIn();
      await value(s.favorites.add(short));
      const withFavorite = await value(s.stores.byNumber(number));
      expect([withFavorite.isFavorite, withFavorite.recommendationReason]).toEqual([true, 'FAVORITE']);
      await value(s.favorites.remove(short));
      expect((await value(s.stores.byNumber(number))).isFavorite).toBe(false);
    });

    it('recommends a member\'s favorite stores first, in the order they were added, and refuses a guest (401)', async () => {
      const refused = await firstValueFrom(s.recommended.forMember());
      expect(isLeft(refused) && refused.left.status).toBe(401);
      await s.signIn();
      for (const l of await value(s.recommended.forMember())) if (l.isFavorite) await value(s.favorites.remove(shortStoreNumber(l.store.storeNumber)));
      const [a, b] = (await value(s.stores.search({ target: { coordinates: at }, features: [], limit: 2 }))).map((l) => l.store.storeNumber);
      if (a === undefined || b === undefined) throw new Error('two stores expected');
      await value(s.favorites.add(shortStoreNumber(b)));
      await value(s.favorites.add(shortStoreNumber(a)));
      const recommended = await value(s.recommended.forMember());
      expect(recommended.slice(0, 2).map((l) => [l.store.storeNumber, l.recommendationReason])).toEqual([[b, 'FAVORITE'], [a, 'FAVORITE']]);
      expectWellFormed(recommended);
      await value(s.favorites.remove(shortStoreNumber(a)));
      await value(s.favorites.remove(shortStoreNumber(b)));
      expect((await value(s.recommended.forMember())).some((l) => l.isFavorite)).toBe(false);
    });

    it('tells open from closed by the store\'s hours at the server\'s clock, as its time moves', async () => {
      const near = await value(s.stores.search({ target: { coordinates: at }, features: [], limit: 20 }));
      const store = near.find((l) => l.store.hoursStatusFormatted !== 'Open 24 hours')?.store;
      if (store === undefined) throw new Error('a store with opening hours expected');
      const seen = new Set<boolean>();
      for (let hour = 0; hour < 48 && seen.size < 2; hour++) {
        const { store: now } = await value(s.stores.byNumber(store.storeNumber));
        expect(now.openStatusFormatted.startsWith(now.open ? 'Open' : 'Closed'), now.openStatusFormatted).toBe(true);
        seen.add(now.open);
        await s.advance(HOUR_MS);
      }
      expect(seen).toEqual(new Set([true, false]));
      const before = (await value(s.stores.byNumber(store.storeNumber))).store.schedule;
      await s.advance(24 * HOUR_MS);
      const after = (await value(s.stores.byNumber(store.storeNumber))).store.schedule;
      expect(after.slice(0, 6).map((d) => [d.hoursFormatted, d.holidayFormatted])).toEqual(before.slice(1).map((d) => [d.hoursFormatted, d.holidayFormatted]));
      const openNow = await firstValueFrom(s.stores.search({ target: { coordinates: at }, features: ['ON'], limit: 50 }));
      if (isRight(openNow)) expect(openNow.right.every((l) => l.store.open)).toBe(true);
      else expect(openNow.left.status).toBe(404);
    });
  });
};

/** The selected store, kept on the device: every adapter of SelectedStorePreference. */
export const describeSelectedStorePreferenceContract = (name: string, make: () => SelectedStorePreference | Promise<SelectedStorePreference>): void => {
  describe(`selected store preference contract: ${name}`, () => {
    it('remembers, replaces and forgets the selected store', async () => {
      const preference = await make();
      await value(preference.clear());
      expect(await value(preference.get())).toBeUndefined();
      const record = { storeNumber: '10001-12345', storeConfirmationTimestamp: 1_800_000_000_000, userConfirmed: false };
      await value(preference.set(record));
      expect(await value(preference.get())).toEqual(record);
      await value(preference.set({ ...record, userConfirmed: true }));
      expect((await value(preference.get()))?.userConfirmed).toBe(true);
      await value(preference.clear());
      expect(await value(preference.get())).toBeUndefined();
    });
  });
};
