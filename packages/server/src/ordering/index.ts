// Order ahead on the server (spec section 7): the graph operations by the spec's names (get-menu, get-product,
// price-order, price-order-guest, submit-order, submit-order-guest, get-store-time-slots, pricing-rules,
// pricing-by-store-number, get-previous-orders, get-/add-/delete-favorite-product), the REST product and
// pickup-time calls, and the guest card tokenizer. Requests are decoded with the domain's wire codecs; every
// rule is the domain's or the catalog's; member operations need the session (401 otherwise).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import { domainError, ErrorCodes } from '@crema/domain';
import { shortStoreNumber, type MenuCatalog, type ProductDetails, type StoreTimeSlots } from '@crema/domain/ordering';
import {
  detailsWithArtworkUrl,
  FavoriteProductInputCodec,
  menuWithArtworkUrls,
  ORDERING_PATH,
  OrderingOperations,
  GuestPlaceOrderInputCodec,
  PlaceOrderInputCodec,
  PreviousOrdersQueryCodec,
  PriceOrderRequestCodec,
} from '@crema/domain/ordering/wire';
import { answerStorePriceList, catalogEntries, menuFor, PRICING_RULES, productDetailsAt, slotsFor } from '@crema/catalog/ordering';
import type { ServerContext } from '../context';
import type { GraphPart } from '../http/graph';
import { guestOrderLimit, guestPricingLimit } from '../http/anonymous-limits';
import { decodeOr400 } from '../http/decode';
import { DomainFailure, orFail } from '../http/failure';
import { requireMember } from '../auth/sessions';
import { storeDirectoryOf, type StoreDirectory } from './store-directory';
import { createPricing, storeNotFound } from './pricing';
import { createOrders } from './orders';
import { createMemberData } from './member-data';
import { registerCardTokenizer } from './card-tokens';
import { registerArtwork } from './artwork';

const SDL = `
  extend type Query {
    menu(storeNumber: String): JSON
    product(productNumber: String!, formCode: String!, storeNumber: String): JSON
    storeTimeSlots(storeNumber: String!): JSON
    pricingRules: JSON
    pricingByStoreNumber(storeNumber: String!): JSON
    previousOrders(limit: Int!, storeNumber: String, locale: String, storePricing: JSON): JSON
    favoriteProducts: JSON
  }
  extend type Mutation {
    priceOrder(order: JSON!): JSON
    priceOrderGuest(order: JSON!): JSON
    placeOrder(input: JSON!): JSON
    placeOrderGuest(input: JSON!): JSON
    addFavoriteProduct(input: JSON!): JSON
    deleteFavoriteProduct(id: String!): JSON
  }
`;

const OPERATIONS: Readonly<Record<string, string>> = {
  [OrderingOperations.getMenu]: 'query GetMenu($storeNumber: String) { menu(storeNumber: $storeNumber) }',
  [OrderingOperations.getProduct]: 'query GetProduct($productNumber: String!, $formCode: String!, $storeNumber: String) { product(productNumber: $productNumber, formCode: $formCode, storeNumber: $storeNumber) }',
  [OrderingOperations.priceOrder]: 'mutation PriceOrder($order: JSON!) { priceOrder(order: $order) }',
  [OrderingOperations.priceOrderGuest]: 'mutation PriceOrderGuest($order: JSON!) { priceOrderGuest(order: $order) }',
  [OrderingOperations.submitOrder]: 'mutation SubmitOrder($input: JSON!) { placeOrder(input: $input) }',
  [OrderingOperations.submitOrderGuest]: 'mutation SubmitOrderGuest($input: JSON!) { placeOrderGuest(input: $input) }',
  [OrderingOperations.getStoreTimeSlots]: 'query GetStoreTimeSlots($storeNumber: String!) { storeTimeSlots(storeNumber: $storeNumber) }',
  [OrderingOperations.pricingRules]: 'query PricingRules { pricingRules }',
  [OrderingOperations.pricingByStoreNumber]: 'query PricingByStoreNumber($storeNumber: String!) { pricingByStoreNumber(storeNumber: $storeNumber) }',
  [OrderingOperations.getPreviousOrders]:
    'query GetPreviousOrders($limit: Int!, $storeNumber: String, $locale: String, $storePricing: JSON) { previousOrders(limit: $limit, storeNumber: $storeNumber, locale: $locale, storePricing: $storePricing) }',
  [OrderingOperations.getFavoriteProducts]: 'query GetFavoriteProducts { favoriteProducts }',
  [OrderingOperations.addFavoriteProduct]: 'mutation AddFavoriteProduct($input: JSON!) { addFavoriteProduct(input: $input) }',
  [OrderingOperations.deleteFavoriteProduct]: 'mutation DeleteFavoriteProduct($id: String!) { deleteFavoriteProduct(id: $id) }',
};

const optionalString = t.union([t.string, t.null, t.undefined]);
const StoreArgs = t.type({ storeNumber: optionalString });
const ProductArgs = t.type({ productNumber: t.string, formCode: t.string, storeNumber: optionalString });
const ProductQuery = t.partial({ formCode: t.string, storeNumber: t.string });
const RequiredStoreArgs = t.type({ storeNumber: t.string });
const IdArgs = t.type({ id: t.string });
const PickupParams = t.type({ orderId: t.string, shortStoreNumber: t.string });

/** A graph argument of the JSON scalar, decoded with a domain codec. */
const arg = <A>(codec: t.Decoder<unknown, A>, args: Record<string, unknown>, name: string): A => decodeOr400(codec, args[name]);
const present = (s: string | null | undefined): string | undefined => (s === null || s === undefined || s.trim() === '' ? undefined : s);

/** Menus do not change while the server runs: each store's menu is built once (the most recent few hundred kept). */
const createMenuCache = (max = 500) => {
  const cache = new Map<string, MenuCatalog>();
  return (key: string, build: () => MenuCatalog): MenuCatalog => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const menu = build();
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(key, menu);
    return menu;
  };
};

/** The store directory each app's ordering runs on, for its test controls (what a test says of a store reaches the orders). */
const directories = new WeakMap<FastifyInstance, StoreDirectory>();
export const orderingDirectoryOf = (app: FastifyInstance): StoreDirectory | undefined => directories.get(app);

export const registerOrdering = (app: FastifyInstance, ctx: ServerContext, directory: StoreDirectory = storeDirectoryOf(app, ctx)): GraphPart => {
  directories.set(app, directory);
  const { clock } = ctx;
  const pricing = createPricing(ctx, directory);
  const orders = createOrders(ctx, directory);
  const member = createMemberData(ctx);
  const menus = createMenuCache();
  // The stores start loading now, in the background (a start on a busy machine must not wait on them past
  // fastify's ready timeout); the first request that needs them waits for them.
  directory.index().catch(() => undefined);

  /** The store a request names, as the server knows it; undefined for none; 404 for a store it does not know. */
  const storeOf = async (storeNumber: string | undefined) => {
    if (storeNumber === undefined) return undefined;
    const store = await directory.find(storeNumber);
    if (store === undefined) throw new DomainFailure(storeNotFound(storeNumber));
    return store;
  };

  const menuAt = async (storeNumber: string | undefined): Promise<MenuCatalog> => {
    const store = await storeOf(storeNumber);
    const number = store?.facts.storeNumber;
    return menus(number ?? '', () => menuWithArtworkUrls(menuFor(number)));
  };

  const productAt = async (productNumber: string, formCode: string, storeNumber: string | undefined): Promise<ProductDetails> => {
    const store = await storeOf(storeNumber);
    return detailsWithArtworkUrl(orFail(productDetailsAt(productNumber, formCode, store?.facts.storeNumber)));
  };

  const timeSlots = async (storeNumber: string): Promise<StoreTimeSlots> => {
    const store = await storeOf(storeNumber);
    if (store === undefined) throw new DomainFailure(storeNotFound(storeNumber));
    return { storeNumber: store.facts.storeNumber, timeZoneId: store.derived.timeZoneId, atCapacity: store.derived.atCapacity, slots: slotsFor(store.derived, clock.now()) };
  };

  const memberOf = (req: FastifyRequest): string => requireMember(req).session.memberId;

  // GET /apiproxy/v1/ordering/{productNumber}: the spec reads products[0]; ours lists the asked form first
  // (the product's other forms follow), at the store when one is given.
  app.get<{ Params: { productNumber: string } }>(`${ORDERING_PATH}/:productNumber`, async (req) => {
    const { formCode, storeNumber } = decodeOr400(ProductQuery, req.query);
    const productNumber = req.params.productNumber;
    const forms = catalogEntries().filter((e) => e.details.productNumber === productNumber).map((e) => e.details.formCode);
    const order = formCode === undefined ? forms : [formCode, ...forms.filter((f) => f !== formCode)];
    if (order.length === 0 || !forms.includes(order[0] as string)) throw new DomainFailure(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
    const products = await Promise.all(order.map((f) => productAt(productNumber, f, present(storeNumber))));
    return { products };
  });

  app.get<{ Params: { orderId: string; shortStoreNumber: string } }>(`${ORDERING_PATH}/pickup-time/:orderId/:shortStoreNumber`, async (req) => {
    const p = decodeOr400(PickupParams, req.params);
    return orders.pickupTime(p.orderId, shortStoreNumber(p.shortStoreNumber), req.signedIn?.session.memberId);
  });

  registerCardTokenizer(app, ctx);
  registerArtwork(app);

  return {
    sdl: SDL,
    operations: OPERATIONS,
    // Open to anyone and each writing a row: limited per client address (http/anonymous-limits.ts).
    limits: { [OrderingOperations.priceOrderGuest]: guestPricingLimit(), [OrderingOperations.submitOrderGuest]: guestOrderLimit() },
    // The menu is the same for everyone (its resolver never reads the session): kept per store number for the
    // server clock's minute. A variable of another type is not cached (the resolver refuses it).
    publicReads: {
      [OrderingOperations.getMenu]: ({ storeNumber }) => (storeNumber === undefined || storeNumber === null || typeof storeNumber === 'string' ? JSON.stringify([storeNumber ?? null]) : undefined),
    },
    resolvers: {
      menu: (args) => menuAt(present(decodeOr400(StoreArgs, args).storeNumber)),
      product: (args) => {
        const a = decodeOr400(ProductArgs, args);
        return productAt(a.productNumber, a.formCode, present(a.storeNumber));
      },
      storeTimeSlots: (args) => timeSlots(decodeOr400(RequiredStoreArgs, args).storeNumber),
      pricingRules: () => PRICING_RULES,
      pricingByStoreNumber: async (args) => {
        const { storeNumber } = decodeOr400(RequiredStoreArgs, args);
        if ((await directory.find(storeNumber)) === undefined) throw new DomainFailure(storeNotFound(storeNumber));
        return orFail(answerStorePriceList(storeNumber, clock.now()));
      },
      previousOrders: (args, { req }) => {
        const memberId = memberOf(req);
        const query = decodeOr400(PreviousOrdersQueryCodec, Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined)));
        return member.previousOrders(memberId, query);
      },
      favoriteProducts: (_args, { req }) => member.favorites(memberOf(req)),
      addFavoriteProduct: (args, { req }) => {
        const memberId = memberOf(req);
        return member.addFavorite(memberId, arg(FavoriteProductInputCodec, args, 'input'));
      },
      deleteFavoriteProduct: (args, { req }) => {
        const memberId = memberOf(req);
        return member.removeFavorite(memberId, decodeOr400(IdArgs, args).id);
      },
      priceOrder: (args, { req }) => {
        const memberId = memberOf(req);
        return pricing.price(arg(PriceOrderRequestCodec, args, 'order'), memberId);
      },
      priceOrderGuest: (args) => pricing.price(arg(PriceOrderRequestCodec, args, 'order'), undefined),
      placeOrder: (args, { req }) => {
        const memberId = memberOf(req);
        return orders.placeOrder(arg(PlaceOrderInputCodec, args, 'input'), memberId);
      },
      placeOrderGuest: (args) => orders.placeGuestOrder(arg(GuestPlaceOrderInputCodec, args, 'input')),
    },
  };
};

export { seedOrdering } from './seed';
export { OrderingOperations, ORDERING_PATH };
export { createStoreDirectory } from './store-directory';
export { registerOrderingTestControls } from './fixture-stores';
