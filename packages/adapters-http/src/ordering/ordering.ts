// The ordering ports over HTTP (spec section 7): each port method is one call, its answer decoded with the
// domain's wire codecs (a malformed answer is DECODE_ERROR, never a crash). Graph operations by the spec's
// names; the product and the pickup time over REST. The server prices, places and knows its stores itself:
// the request carries only what the customer wants, never a price nor the store's facts.
import { map, of, type Observable } from 'rxjs';
import { left, map as mapRight, chain, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { domainError, ErrorCodes } from '@crema/domain';
import { isOrderingErrorCode, type OrderingError, type OrderingPorts, type PriceOrderRequest } from '@crema/domain/ordering';
import {
  FavoriteProductCodec,
  FavoriteProductsCodec,
  MenuCatalogCodec,
  ORDERING_PATH,
  OrderingOperations as Op,
  PickupEstimateCodec,
  PreviousOrdersCodec,
  PricedOrderCodec,
  PricingRulesCodec,
  ProductAnswerCodec,
  StorePriceListCodec,
  StoreTimeSlotsCodec,
  SubmitAnswerCodec,
} from '@crema/domain/ordering/wire';
import { path, restValue, typedClient, type GraphOptions, type HttpClient } from '../client';

type Answer<T> = Observable<Either<OrderingError, T>>;

/** The client with its errors' codes decoded to the ordering codes (an unknown code becomes the typed fallback). */
const orderingClient = (client: HttpClient) => typedClient(client, isOrderingErrorCode);

/** A graph call whose answer is one field of `data`, decoded with `codec`. */
const field = <A>(
  client: HttpClient,
  operation: string,
  variables: Readonly<Record<string, unknown>>,
  name: string,
  codec: t.Type<A, unknown, unknown>,
  options?: GraphOptions,
): Answer<A> => orderingClient(client).graph(operation, variables, t.type({ [name]: codec }), options).pipe(map(mapRight((d) => (d as Record<string, A>)[name] as A)));

/** The menu is the same for everyone: asked by URL, kept by the browser and the service worker by URL. */
const PUBLIC_READ: GraphOptions = { byUrl: true };

/** What the server prices: the cart, the store's number, the fulfillment; not the browser's facts of the store. */
const wanted = ({ store: _facts, ...order }: PriceOrderRequest): Omit<PriceOrderRequest, 'store'> => order;

export type HttpOrderingPorts = OrderingPorts;

export interface HttpOrderingOptions {
  /**
   * The national menu a page came with (build/first-view.ts writes it beside the view it renders), as the server
   * answers get-menu's `menu`: it answers the first ask for the national menu, at once, when it decodes; every
   * later ask (a retry, a reload once the use case counts it stale) goes to the server.
   */
  readonly pageMenu?: unknown;
}

/** The page's menu, decoded, for one use; undefined once used or when it does not decode. */
const takeOnce = <A>(value: unknown, codec: t.Type<A, unknown, unknown>): (() => A | undefined) => {
  let unused = value !== undefined;
  return () => {
    if (!unused) return undefined;
    unused = false;
    const decoded = codec.decode(value);
    return decoded._tag === 'Right' ? decoded.right : undefined;
  };
};

/** Every ordering port as one call to the server. */
const httpOrdering = (client: HttpClient): HttpOrderingPorts => ({
  menus: {
    getMenus: (storeNumber) => field(client, Op.getMenu, { storeNumber }, 'menu', MenuCatalogCodec, PUBLIC_READ),
    getProduct: (productNumber, formCode, storeNumber) =>
      restValue(orderingClient(client), { method: 'GET', path: `${ORDERING_PATH}${path`/${productNumber}`}`, query: { formCode, storeNumber }, decoder: ProductAnswerCodec }).pipe(
        map(
          chain((a) => {
            const product = a.products.find((p) => p.formCode === formCode) ?? a.products[0];
            return product === undefined ? left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { productNumber, formCode } })) : right(product);
          }),
        ),
      ),
  },
  pricing: {
    priceOrder: (req) => field(client, Op.priceOrder, { order: wanted(req) }, 'priceOrder', PricedOrderCodec),
    priceOrderForGuest: (req) => field(client, Op.priceOrderGuest, { order: wanted(req) }, 'priceOrderGuest', PricedOrderCodec),
  },
  orders: {
    placeOrder: (input) => field(client, Op.submitOrder, { input }, 'placeOrder', SubmitAnswerCodec),
    placeGuestOrder: (input) => field(client, Op.submitOrderGuest, { input }, 'placeOrderGuest', SubmitAnswerCodec),
    pickupTime: (orderId, shortStoreNumber) =>
      restValue(orderingClient(client), { method: 'GET', path: `${ORDERING_PATH}${path`/pickup-time/${orderId}/${shortStoreNumber}`}`, decoder: PickupEstimateCodec }),
  },
  timeSlots: {
    getStoreTimeSlots: (storeNumber) => field(client, Op.getStoreTimeSlots, { storeNumber }, 'storeTimeSlots', StoreTimeSlotsCodec),
  },
  previousOrders: {
    list: (q) =>
      field(client, Op.getPreviousOrders, { limit: q.limit, storeNumber: q.storeNumber, locale: q.locale, storePricing: q.storePricing }, 'previousOrders', PreviousOrdersCodec),
  },
  favoriteProducts: {
    list: () => field(client, Op.getFavoriteProducts, {}, 'favoriteProducts', FavoriteProductsCodec),
    add: (input) => field(client, Op.addFavoriteProduct, { input }, 'addFavoriteProduct', FavoriteProductCodec),
    remove: (id) => field(client, Op.deleteFavoriteProduct, { id }, 'deleteFavoriteProduct', FavoriteProductsCodec),
  },
  storePricing: {
    pricingRules: () => field(client, Op.pricingRules, {}, 'pricingRules', PricingRulesCodec),
    pricingByStoreNumber: (storeNumber) => field(client, Op.pricingByStoreNumber, { storeNumber }, 'pricingByStoreNumber', StorePriceListCodec),
  },
});

export const createHttpOrdering = (client: HttpClient, o: HttpOrderingOptions = {}): HttpOrderingPorts => {
  const ports = httpOrdering(client);
  const pageMenu = takeOnce(o.pageMenu, MenuCatalogCodec);
  const getMenus: HttpOrderingPorts['menus']['getMenus'] = (storeNumber) => {
    const shipped = storeNumber === undefined ? pageMenu() : undefined;
    return shipped !== undefined ? of(right(shipped)) : ports.menus.getMenus(storeNumber);
  };
  return { ...ports, menus: { ...ports.menus, getMenus } };
};
