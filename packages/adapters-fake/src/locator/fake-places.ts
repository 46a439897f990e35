// The fake Places port: the place-geocoding helper and the maps autocomplete over the offline gazetteer.
// Deterministic geocode fallback: an input the gazetteer cannot resolve but that holds a digit (a street
// address or postal code) yields only a place name, which the store search then tries to resolve.
import { right } from 'fp-ts/Either';
import type { PlaceMatch, Places } from '@crema/domain/locator';
import type { FakeBackend } from '../backend';
import { loadLocatorWorld, type LocatorWorldOptions } from './locator-world';
import { LocatorOperations } from './operations';

export const createFakePlaces = (backend: FakeBackend, options: LocatorWorldOptions = {}): Places => ({
  search: (query) =>
    backend.callAsync(LocatorOperations.searchPlaces, async () => {
      const { gazetteer } = await loadLocatorWorld(options);
      const found = gazetteer.resolve(query);
      const match: PlaceMatch =
        found !== undefined
          ? { kind: 'found', placeName: found.label, coordinates: { latitude: found.place.latitude, longitude: found.place.longitude } }
          : /\d/.test(query) && query.trim() !== ''
            ? { kind: 'fallback', placeName: query.trim() }
            : { kind: 'notFound' };
      return right(match);
    }),
  autocomplete: (prefix, limit) =>
    backend.callAsync(LocatorOperations.autocompletePlaces, async () => {
      const { gazetteer } = await loadLocatorWorld(options);
      return right(gazetteer.autocomplete(prefix, Math.max(0, Math.min(limit, 20))));
    }),
});
