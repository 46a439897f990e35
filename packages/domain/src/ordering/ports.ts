// The ordering capability's ports, named by business role (spec section 7 calls and graph operations). Every
// method answers Either<OrderingError, T>.
import type { Observable } from 'rxjs';
import type { Answer } from '../shared';
import type { OrderingError } from './errors';
import type { MenuCatalog, ProductDetails } from './menu/catalog-model';
import type { CartSnapshot } from './cart/cart-model';
import type { GuestPlaceOrderInput, PickupEstimate, PlaceOrderInput, PlacedOrder, PriceOrderRequest, PricedOrder, StoreFacts, StoreTimeSlots } from './order-model';
import type { FavoriteProduct, FavoriteProductInput } from './favorites/favorite-model';
import type { PreviousOrder } from './previous-orders/previous-order-model';
import type { PricingRules, StorePriceList, StorePricingInput } from './store-pricing/store-pricing-model';

/** The shared kernel's Answer with the ordering capability's error. */
export type OrderingAnswer<T> = Answer<T, OrderingError>;

/** get-menu and get-product (GET /apiproxy/v1/ordering/{productNumber}). */
export interface Menus {
  /** The store's menu, or the national menu without a store. */
  getMenus(storeNumber?: string): OrderingAnswer<MenuCatalog>;
  /** A product form's details; 404 when unknown. */
  getProduct(productNumber: string, formCode: string, storeNumber?: string): OrderingAnswer<ProductDetails>;
}

/** price-order and price-order-guest: separate operations. */
export interface Pricing {
  priceOrder(request: PriceOrderRequest): OrderingAnswer<PricedOrder>;
  priceOrderForGuest(request: PriceOrderRequest): OrderingAnswer<PricedOrder>;
}

/** submit-order and submit-order-guest: separate operations; and the pickup time after success. */
export interface Orders {
  /** Right(null) when the server answers without a result ('No valid service time'). */
  placeOrder(input: PlaceOrderInput): OrderingAnswer<PlacedOrder | null>;
  placeGuestOrder(input: GuestPlaceOrderInput): OrderingAnswer<PlacedOrder | null>;
  /** GET /apiproxy/v1/ordering/pickup-time/{orderId}/{shortStoreNumber} */
  pickupTime(orderId: string, shortStoreNumber: string): OrderingAnswer<PickupEstimate>;
}

/** get-store-time-slots. */
export interface TimeSlots {
  getStoreTimeSlots(storeNumber: string, store?: StoreFacts): OrderingAnswer<StoreTimeSlots>;
}

/** pricing-rules and pricing-by-store-number. */
export interface StorePricing {
  /** Which stores show and charge app prices. */
  pricingRules(): OrderingAnswer<PricingRules>;
  /** The store's price list; 404 for an unknown store. */
  pricingByStoreNumber(storeNumber: string): OrderingAnswer<StorePriceList>;
}

/** Spec section 7: get previous orders takes locale, storeNumber, limit and the store pricing input. */
export interface PreviousOrdersQuery {
  readonly storeNumber?: string;
  readonly limit: number;
  readonly locale?: string;
  readonly storePricing?: StorePricingInput;
}

/** get-previous-orders (the signed-in member's). */
export interface PreviousOrders {
  list(query: PreviousOrdersQuery): OrderingAnswer<readonly PreviousOrder[]>;
}

/** get/add/delete favorite product (the signed-in member's). */
export interface FavoriteProducts {
  list(): OrderingAnswer<readonly FavoriteProduct[]>;
  /** Adding an item already saved answers the existing favorite. 561007 past the maximum. */
  add(input: FavoriteProductInput): OrderingAnswer<FavoriteProduct>;
  /** Answers the list after removal. */
  remove(id: string): OrderingAnswer<readonly FavoriteProduct[]>;
}

/** Every server port of ordering, as one backend provides them (the fake's, the HTTP adapters'). */
export interface OrderingPorts {
  readonly menus: Menus;
  readonly pricing: Pricing;
  readonly orders: Orders;
  readonly timeSlots: TimeSlots;
  readonly previousOrders: PreviousOrders;
  readonly favoriteProducts: FavoriteProducts;
  readonly storePricing: StorePricing;
}

/** Where the cart is kept between visits (the web: localStorage, synced across tabs). */
export interface CartStore {
  load(): OrderingAnswer<CartSnapshot | null>;
  save(snapshot: CartSnapshot): OrderingAnswer<void>;
  /** Snapshots written by another tab (never this instance's own writes). */
  changes(): Observable<CartSnapshot | null>;
}
