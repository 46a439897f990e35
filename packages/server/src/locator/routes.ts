// The locator over HTTP (spec section 7): GET /locations, POST /locations/nearest-location, POST and DELETE
// /stores/favorites, the graph's "get store by number" and "get recommended stores", and the place-geocoding
// helper and autocomplete (paths not shown in the spec: ours, under /places). Requests are decoded with the
// domain's codecs; who is signed in comes from the session (never from the request); open state is the
// store's hours at the server clock's instant. The stores are the app's store directory (stores/store-directory.ts:
// the stores table, as ordering and pickup see it).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@crema/domain';
import {
  AutocompleteQueryCodec,
  FavoriteStoreBodyCodec,
  NearestLocationBodyCodec,
  PlaceSearchQueryCodec,
  ShortStoreNumberCodec,
  StoreByNumberVariablesCodec,
  StoreSearchQueryCodec,
} from '@crema/domain/locator';
import { autocompletePlaces, createGazetteer, decodeGazetteer, defaultGazetteerLoader, NO_MEMBER_STORES, searchPlace, type Gazetteer, type Hit, type MemberStores } from '@crema/catalog/locator';
import type { ServerContext } from '../context';
import type { GraphPart } from '../http/graph';
import { decodeOr400 } from '../http/decode';
import { fail, orFail } from '../http/failure';
import { requireMember } from '../auth/sessions';
import { locationOf, locationsJson, nearestStores, normalizeSearch, searchStores, storeByNumber, type StoreIndex } from './store-index';
import { storeDirectoryOf } from '../stores/store-directory';
import { createResponseCache, sendCached } from '../http/response-cache';
import { memoByText } from '../http/memo-by-text';
import { addFavoriteStore, favoriteStoresOf, memberStoresOf, previousStoresOf, removeFavoriteStore } from './member-stores';

export const LOCATIONS_PATH = '/apiproxy/v1/locations';
export const FAVORITE_STORES_PATH = '/apiproxy/v1/stores/favorites';
export const PLACES_PATH = '/apiproxy/v1/places';

export const LocatorOperations = { getStoreByNumber: 'getStoreByNumber', getRecommendedStores: 'getRecommendedStores' } as const;

interface LocatorData {
  readonly gazetteer: Gazetteer;
  readonly index: StoreIndex;
}

/** The gazetteer: loaded once per process. */
let gazetteerLoad: Promise<Gazetteer> | undefined;
const loadGazetteer = (): Promise<Gazetteer> => (gazetteerLoad ??= defaultGazetteerLoader().then((raw) => createGazetteer(decodeGazetteer(raw))));

export const registerLocator = (app: FastifyInstance, ctx: ServerContext): GraphPart => {
  const { db, clock } = ctx;
  const stores = storeDirectoryOf(app, ctx);
  // The stores as they are now (the directory keeps up with the table); the gazetteer, loaded once.
  const data = async (): Promise<LocatorData> => {
    const [gazetteer, index] = await Promise.all([loadGazetteer(), stores.index()]);
    return { gazetteer, index };
  };
  // Loading starts now, while the server starts (not in an onReady hook: under load it can outlast fastify's
  // plugin timeout); a request that comes first waits for it. A failed load is tried again on the next request.
  void data().catch((e: unknown) => app.log.error({ err: e }, 'locator: the stores did not load; the next request tries again'));

  const memberStores = async (req: FastifyRequest): Promise<MemberStores> => {
    const memberId = req.signedIn?.session.memberId;
    return memberId === undefined ? NO_MEMBER_STORES : memberStoresOf(db, memberId);
  };
  /** A list of stores as JSON text: each store's lasting facts are written once per process, not per answer. */
  const sendLocations = async (req: FastifyRequest, reply: FastifyReply, index: StoreIndex, hits: readonly Hit[], now: number) =>
    reply.type('application/json; charset=utf-8').send(locationsJson(index, hits, now, await memberStores(req)));
  /** A store number the index knows (404 otherwise): favorites only take stores that exist. */
  const knownStore = async (shortNumber: string): Promise<void> => {
    if ((await data()).index.indexOf(shortNumber) === undefined) fail(ErrorCodes.NOT_FOUND, 404);
  };

  // Anonymous store searches are the same for everyone asking the same (normalized) search in the same minute of
  // the server's clock: their answers are kept, compressed, in a small cache (http/response-cache.ts), under the
  // stores' version too, so a changed store is never hidden behind an answer made before the change. A signed-in
  // member's answer marks their favorite and previous stores: never cached.
  const publicSearches = createResponseCache();
  // The search a query string asks for: decoded and normalized once per distinct text (a 400 is not kept).
  const searchOf = memoByText((_url: string, query: unknown) => normalizeSearch(decodeOr400(StoreSearchQueryCodec, query)));
  app.get(LOCATIONS_PATH, async (req, reply) => {
    const { search, key } = searchOf(req.url, req.query);
    const { gazetteer, index } = await data();
    const now = clock.now();
    if (req.signedIn !== undefined) return sendLocations(req, reply, index, orFail(searchStores(gazetteer, index, search, now)), now);
    const versioned = `${index.version}|${key}`;
    const kept = publicSearches.get(versioned, now);
    if (kept !== undefined) return sendCached(req, reply, kept, true, now, ['Cookie']);
    const made = await publicSearches.put(versioned, now, locationsJson(index, orFail(searchStores(gazetteer, index, search, now)), now, NO_MEMBER_STORES));
    return sendCached(req, reply, made, false, now, ['Cookie']);
  });

  app.post(`${LOCATIONS_PATH}/nearest-location`, async (req, reply) => {
    const query = decodeOr400(NearestLocationBodyCodec, req.body);
    const { index } = await data();
    const now = clock.now();
    return sendLocations(req, reply, index, orFail(nearestStores(index, query, now)), now);
  });

  app.post(FAVORITE_STORES_PATH, async (req, reply) => {
    const { session } = requireMember(req);
    const { storeNumber } = decodeOr400(FavoriteStoreBodyCodec, req.body);
    await knownStore(storeNumber);
    await addFavoriteStore(db, session.memberId, storeNumber, clock.now());
    return reply.status(204).send();
  });

  app.delete<{ Params: { storeNumber: string } }>(`${FAVORITE_STORES_PATH}/:storeNumber`, async (req, reply) => {
    const { session } = requireMember(req);
    const storeNumber = decodeOr400(ShortStoreNumberCodec, req.params.storeNumber);
    await knownStore(storeNumber);
    await removeFavoriteStore(db, session.memberId, storeNumber);
    return reply.status(204).send();
  });

  // The gazetteer changes only with a new release: answers may be kept a day.
  app.get(PLACES_PATH, async (req, reply) => {
    const query = decodeOr400(PlaceSearchQueryCodec, req.query);
    const { gazetteer } = await data();
    return reply.header('Cache-Control', 'public, max-age=86400').send(searchPlace({ gazetteer }, query));
  });

  app.get(`${PLACES_PATH}/autocomplete`, async (req, reply) => {
    const { prefix, limit } = decodeOr400(AutocompleteQueryCodec, req.query);
    const { gazetteer } = await data();
    return reply.header('Cache-Control', 'public, max-age=86400').send(autocompletePlaces({ gazetteer }, prefix, limit));
  });

  return {
    sdl: `
      extend type Query {
        storeByNumber(storeNumber: String!): JSON
        recommendedStores: JSON
      }
    `,
    operations: {
      [LocatorOperations.getStoreByNumber]: 'query getStoreByNumber($storeNumber: String!) { storeByNumber(storeNumber: $storeNumber) }',
      [LocatorOperations.getRecommendedStores]: 'query getRecommendedStores { recommendedStores }',
    },
    resolvers: {
      storeByNumber: async (args, { req }) => {
        const { storeNumber } = decodeOr400(StoreByNumberVariablesCodec, args);
        const { index } = await data();
        const hit = orFail(storeByNumber(index, storeNumber));
        return locationOf(index, hit, clock.now(), await memberStores(req));
      },
      // Favorites in the order they were added, then the stores of past orders, newest first; each store once.
      recommendedStores: async (_args, { req }) => {
        const { session } = requireMember(req);
        const [{ index }, favorites, previous] = await Promise.all([data(), favoriteStoresOf(db, session.memberId), previousStoresOf(db, session.memberId)]);
        const mine: MemberStores = { favorites: new Set(favorites), previous: new Set(previous) };
        const now = clock.now();
        return [...new Set([...favorites, ...previous])].flatMap((n) => {
          const i = index.indexOf(n);
          return i === undefined ? [] : [locationOf(index, { index: i, distanceKm: 0 }, now, mine)];
        });
      },
    },
  };
};
