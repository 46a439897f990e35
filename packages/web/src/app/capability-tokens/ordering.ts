// In app/: the ordering capability's tokens, read by the ordering and account (order history) pages; the composition root owns tokens other features use.
// Typed service identifiers of ordering (menu, product, cart, pricing, checkout, previous orders,
// favorites), bound by app/modules/ordering.ts, which alone picks the adapters. Types only: importing this
// file pulls no ordering code into a chunk. Pages reach these with useService after useCapability('ordering').
import type { Observable } from 'rxjs';
import type { AsyncState } from '@crema/domain';
import type {
  CartService,
  FavoriteProductsService,
  FindReplacement,
  GuestTokenExpiry,
  ListPreviousOrders,
  LoadMenus,
  LoadTimeSlots,
  OrderStore,
  PickupTimeFlow,
  PricingFlow,
  SelectedStore,
  StorePricingService,
  makeLoadProduct,
  makePlaceOrder,
  makeReorder,
} from '@crema/domain/ordering';
import type { CardState, ReloadCardInput, StoredValueCard } from '@crema/domain/cards';
import type { GuestCardEntry, GuestCardToken, PaymentError, PaymentInstrument, ReadCardNumber } from '@crema/domain/payments';
import type { CurrentStoreService } from '@crema/domain/locator';
import { tokensOf } from './tokens-of';

export type LoadProduct = ReturnType<typeof makeLoadProduct>;
export type PlaceOrder = ReturnType<typeof makePlaceOrder>;
export type Reorder = ReturnType<typeof makeReorder>;
export type ListStoredValueCards = (previous?: readonly StoredValueCard[]) => Observable<CardState<readonly StoredValueCard[]>>;
export type ReloadStoredValueCard = (input: ReloadCardInput) => Observable<CardState<StoredValueCard>>;
export type ListPaymentMethods = () => Observable<AsyncState<readonly PaymentInstrument[]>>;
export type TokenizeGuestCard = (card: GuestCardEntry) => Observable<AsyncState<GuestCardToken, PaymentError>>;

/** The ordering services, by the name each is bound and reached under (a token is named once, here). */
export interface OrderingServices {
  /** The cart (one per app): state$, add/edit/setQuantity/remove/replace...; persisted in localStorage, synced across tabs. */
  readonly Cart: CartService;
  /** The order state (one per app): pricing, offers, consumption, payment, tip, slot, submit. */
  readonly Order: OrderStore;
  /** The domain's selected-store state (one per app): status, location (StoreFacts), menu-failure notice. */
  readonly SelectedStore: SelectedStore;
  /**
   * The store to order from, read from the locator's selected-store preference: state$ (status, store
   * facts, address), refresh() after the locator chose, clear(). Keeps SelectedStore and the cart's store in step.
   */
  readonly CurrentStore: CurrentStoreService;
  /** (storeNumber?) => menus of the store or the national menu, cached (5 min); .invalidate(storeNumber?). */
  readonly LoadMenus: LoadMenus;
  /** ({productNumber, formCode, storeNumber?}) => product details, cached. */
  readonly LoadProduct: LoadProduct;
  /** (unavailable item, storeNumber) => the out-of-stock recommendation ready to take its slot, or undefined. */
  readonly FindReplacement: FindReplacement;
  /**
   * () => a checkout page's pricing flow: prices the cart (member or guest operation, recorded in Order) on
   * arrival and on change, applies offers and consumption, turns stale on expiry. One per page visit.
   */
  readonly CreatePricingFlow: () => PricingFlow;
  /** ({session, store, guest?}) => confirmation; idempotent per priced order; clears cart on success. */
  readonly PlaceOrder: PlaceOrder;
  /** () => guest checkout's card-token expiry (reset the token, ask for the card again): one per page visit. */
  readonly CreateGuestTokenExpiry: () => GuestTokenExpiry;
  /** (store) => time slots; .latest$ (refetched on SLOT_UNAVAILABLE). */
  readonly LoadTimeSlots: LoadTimeSlots;
  /** () => the cart's pickup time flow (slot loads, refetch when stale, a passed slot cleared): one per visit. */
  readonly CreatePickupTimeFlow: () => PickupTimeFlow;
  /**
   * pricing-rules and pricing-by-store-number, each reused 5 minutes: shownPrices(store?) gives the prices a
   * page shows at the store (its list, none at a store setting its own, national on any failure).
   */
  readonly StorePricing: StorePricingService;
  /** ({session, store?}) => previous orders (with the store's pricing input); .invalidate() (done after each placed order). */
  readonly ListPreviousOrders: ListPreviousOrders;
  /** (order | item) => adds its reorderable items to the cart, all or none. */
  readonly Reorder: Reorder;
  /** The member's favorite products: list/add/remove(session, ...). */
  readonly FavoriteProducts: FavoriteProductsService;
  /** The member's stored-value cards (for paying an order). */
  readonly ListStoredValueCards: ListStoredValueCards;
  /** Reload a stored-value card whose balance is too low for the order. */
  readonly ReloadStoredValueCard: ReloadStoredValueCard;
  /** The member's saved payment instruments. */
  readonly ListPaymentMethods: ListPaymentMethods;
  /** Guest checkout: tokenizes amex/discover/mastercard/visa through the payment provider (no number kept). */
  readonly TokenizeGuestCard: TokenizeGuestCard;
  /** Guest checkout: the card number as typed (brand, grouping, security-code length, refusal by name). */
  readonly ReadCardNumber: ReadCardNumber;
}

export const OrderingTokens = tokensOf<OrderingServices>('ordering');

// ---- Added by the checkout helper (cart, checkout, previous orders): the selected store's pickup options.
/** The pickup options (code and name: '16' in store, 'DT' drive-thru, 'CX' curbside) of a store, by number. */
export type StorePickupOptions = (storeNumber: string) => Observable<AsyncState<readonly { readonly code: string; readonly name: string }[]>>;

export const CheckoutTokens = tokensOf<{
  /** The cart's pickup-option choice: in store, or drive-thru where the store has one. */
  readonly StorePickupOptions: StorePickupOptions;
}>('ordering');
