// The locator's server ports over HTTP (spec section 7): each method is one call, its answer decoded with
// the domain's codecs (a malformed answer is a DECODE_ERROR value, never a throw). The selected store and
// the recent place are kept on the device (the web app's localStorage adapters), not here.
import { map } from 'rxjs';
import { map as mapRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  AutocompleteQueryCodec,
  NearestLocationBodyCodec,
  PlaceMatchCodec,
  PlaceSearchQueryCodec,
  PlaceSuggestionsCodec,
  StoreLocationCodec,
  StoreLocationsCodec,
  StoreSearchQueryCodec,
  isLocatorErrorCode,
  type FavoriteStores,
  type Places,
  type RecommendedStores,
  type StoreLocations,
} from '@crema/domain/locator';
import { path, restValue, typedClient, type HttpClient } from '../client';

export const LOCATIONS_PATH = '/apiproxy/v1/locations';
export const FAVORITE_STORES_PATH = '/apiproxy/v1/stores/favorites';
/** The place-geocoding helper and the autocomplete: the spec does not show their paths; these are ours. */
export const PLACES_PATH = '/apiproxy/v1/places';

/** Graph operations by the spec's names ("get store by number", "get recommended stores"). */
export const LocatorGraphOperations = { getStoreByNumber: 'getStoreByNumber', getRecommendedStores: 'getRecommendedStores' } as const;

/** The client with its errors' codes decoded to the locator's codes (an unknown code becomes the typed fallback). */
const locatorClient = (wire: HttpClient) => typedClient(wire, isLocatorErrorCode);

const NoBody = t.union([t.undefined, t.null, t.UnknownRecord]);
const StoreByNumberData = t.type({ storeByNumber: StoreLocationCodec });
const RecommendedStoresData = t.type({ recommendedStores: StoreLocationsCodec });

export const createHttpPlaces = (wire: HttpClient): Places => {
  const client = locatorClient(wire);
  return {
    search: (query) => restValue(client, { method: 'GET', path: PLACES_PATH, query: PlaceSearchQueryCodec.encode(query), decoder: PlaceMatchCodec }),
    autocomplete: (prefix, limit) =>
      restValue(client, { method: 'GET', path: `${PLACES_PATH}/autocomplete`, query: AutocompleteQueryCodec.encode({ prefix, limit }), decoder: PlaceSuggestionsCodec }),
  };
};

/** A 404 stays an error value (NOT_FOUND, status 404): the port's "no results", as the use cases read it. */
export const createHttpStoreLocations = (wire: HttpClient): StoreLocations => {
  const client = locatorClient(wire);
  return {
    search: (q) => restValue(client, { method: 'GET', path: LOCATIONS_PATH, query: StoreSearchQueryCodec.encode(q), decoder: StoreLocationsCodec }),
    nearest: (q) => restValue(client, { method: 'POST', path: `${LOCATIONS_PATH}/nearest-location`, body: NearestLocationBodyCodec.encode(q), decoder: StoreLocationsCodec }),
    byNumber: (storeNumber) =>
      client.graph(LocatorGraphOperations.getStoreByNumber, { storeNumber }, StoreByNumberData).pipe(map(mapRight((d) => d.storeByNumber))),
  };
};

export const createHttpFavoriteStores = (wire: HttpClient): FavoriteStores => {
  const client = locatorClient(wire);
  return {
    add: (storeNumber) =>
      restValue(client, { method: 'POST', path: FAVORITE_STORES_PATH, body: { storeNumber }, decoder: NoBody }).pipe(map(mapRight(() => undefined))),
    remove: (storeNumber) =>
      restValue(client, { method: 'DELETE', path: path`/apiproxy/v1/stores/favorites/${storeNumber}`, decoder: NoBody }).pipe(map(mapRight(() => undefined))),
  };
};

export const createHttpRecommendedStores = (wire: HttpClient): RecommendedStores => {
  const client = locatorClient(wire);
  return {
    forMember: () => client.graph(LocatorGraphOperations.getRecommendedStores, {}, RecommendedStoresData).pipe(map(mapRight((d) => d.recommendedStores))),
  };
};

export interface HttpLocator {
  readonly places: Places;
  readonly stores: StoreLocations;
  readonly favorites: FavoriteStores;
  readonly recommended: RecommendedStores;
}

/** Every server port of the locator on one HTTP client (the client's cookies say who is signed in). */
export const createHttpLocator = (client: HttpClient): HttpLocator => ({
  places: createHttpPlaces(client),
  stores: createHttpStoreLocations(client),
  favorites: createHttpFavoriteStores(client),
  recommended: createHttpRecommendedStores(client),
});
