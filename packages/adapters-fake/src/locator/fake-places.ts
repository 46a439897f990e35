// The fake Places port: the place-geocoding helper and the maps autocomplete, answered by the catalog's
// place search over the offline gazetteer.
import { right } from 'fp-ts/Either';
import type { Places } from '@crema/domain/locator';
import { autocompletePlaces, loadLocatorWorld, searchPlace, type LocatorWorldOptions } from '@crema/catalog/locator';
import type { FakeBackend } from '../backend';
import { LocatorOperations, locatorCalls } from './operations';

export const createFakePlaces = (backend: FakeBackend, options: LocatorWorldOptions = {}): Places => ({
  search: (query) => locatorCalls(backend).callAsync(LocatorOperations.searchPlaces, async () => right(searchPlace(await loadLocatorWorld(options), query))),
  autocomplete: (prefix, limit) =>
    locatorCalls(backend).callAsync(LocatorOperations.autocompletePlaces, async () => right(autocompletePlaces(await loadLocatorWorld(options), prefix, limit))),
});
