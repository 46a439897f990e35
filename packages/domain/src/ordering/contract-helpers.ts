// Shared pieces of the ordering contract suites: the fixture an adapter provides and small helpers.
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import { GUEST_CARD_BRANDS, type PaymentType, type TokenizedCard } from '../payments/model';
import type { CardTokenizer } from '../payments/ports';
import type { CardLedger } from '../cards/ports';
import type { StoredValueCard } from '../cards/model';
import type { MenuCatalog, ProductDetails, ProductSummary } from './menu/catalog-model';
import { allProducts } from './cart/cart-rules';
import type { GuestPlaceOrderInput, PlacedOrder, PlaceOrderInput, PricedOrder, PriceItem, PriceOrderRequest, StoreFacts, TenderType } from './order-model';
import type { FavoriteProducts, Menus, Orders, PreviousOrders, Pricing, StorePricing, TimeSlots } from './ports';

/** What a test may say of a store: it closed, or no longer takes mobile or guest orders. */
export type StoreFactsPatch = Partial<Pick<StoreFacts, 'open' | 'mobileOrderingAvailability' | 'guestOrdering'>>;

/**
 * What an ordering adapter set gives its contract suites. Async throughout, so the same suites drive the fake
 * and the HTTP adapters on a real server process: signing in is a sign-in, time moves through the
 * backend's clock, and the fixture never reaches into an adapter's internals.
 */
export interface OrderingFixture {
  readonly menus: Menus;
  readonly pricing: Pricing;
  readonly orders: Orders;
  readonly timeSlots: TimeSlots;
  readonly previousOrders: PreviousOrders;
  readonly favorites: FavoriteProducts;
  readonly storePricing: StorePricing;
  /** The payment provider a guest tokenizes a card with (guest checkout's card). */
  readonly tokenizer: CardTokenizer;
  /** Signs in the demo member (previous orders on file; the saved card `instrument` and the stored-value card below). */
  signInMember(): Promise<void>;
  /** Signs in a member with nothing on file. */
  signInNewMember(): Promise<void>;
  signOut(): Promise<void>;
  /**
   * A company-operated store on national prices, open at every hour by the backend's own facts, taking member and
   * guest orders ahead by card (not stored-value only), with tipping, not at capacity.
   */
  readonly store: StoreFacts;
  /** A store like `store` with app prices whose list differs from the national prices. */
  readonly marketStore: StoreFacts;
  /** A store like `store` that takes no guest orders (by the backend's own facts). */
  readonly memberOnlyStore: StoreFacts;
  /** A store like `store` that takes only stored-value cards for ordering ahead (by the backend's own facts). */
  readonly storedValueOnlyStore: StoreFacts;
  /** A store like `store` at capacity for ordering ahead (by the backend's own facts): slots only, past its next half hour. */
  readonly atCapacityStore: StoreFacts;
  /**
   * What the backend's store directory says of a store from now on, over its own facts: the store closes, or
   * stops taking mobile or guest orders, between a pricing and its order. The suites set it back.
   */
  setStoreFacts(storeNumber: string, patch: StoreFactsPatch): Promise<void>;
  /** The signed-in member's saved card instrument. */
  readonly instrument: { readonly id: string; readonly paymentType: PaymentType };
  /** The signed-in member's saved PayPal account. */
  readonly paypalInstrumentId: string;
  /** The signed-in member's stored-value card, holding enough for one drink. */
  readonly storedValueCardId: string;
  /** The card ledger of the same session: the member's cards, their balances and auto reload. */
  readonly cards: CardLedger;
  /** Moves the backend's clock forward. */
  advance(ms: number): Promise<void>;
  /** The backend's clock. */
  now(): Promise<number>;
}

export const run = <T>(o: Observable<Either<DomainError, T>>): Promise<Either<DomainError, T>> => firstValueFrom(o);

export const value = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await run(o);
  if (r._tag === 'Left') throw new Error(`expected success, got ${r.left.code}`);
  return r.right;
};

export const code = async <T>(o: Observable<Either<DomainError, T>>): Promise<DomainError> => {
  const r = await run(o);
  if (r._tag === 'Right') throw new Error('expected a failure');
  return r.left;
};

export const availableDrink = async (f: OrderingFixture): Promise<{ summary: ProductSummary; details: ProductDetails }> => {
  const menu: MenuCatalog = await value(f.menus.getMenus(f.store.storeNumber));
  const summary = allProducts(menu).find((p) => p.availability === 'Available' && p.productType === 'Beverage');
  if (summary === undefined) throw new Error('no available drink');
  return { summary, details: await value(f.menus.getProduct(summary.productNumber, summary.formCode, f.store.storeNumber)) };
};

/** Signs in the demo member and answers a drink the fixture's store has on offer: where most pricing and order checks start. */
export const signInWithDrink = async (f: OrderingFixture): Promise<ProductDetails> => {
  await f.signInMember();
  return (await availableDrink(f)).details;
};


/** A guest's card, tokenized by the fixture's payment provider now (a visa ending 1111, billing ZIP 98101). */
export const tokenizeGuestCard = async (f: OrderingFixture): Promise<TokenizedCard> => {
  const year = new Date(await f.now()).getUTCFullYear() + 2;
  return value(f.tokenizer.tokenize({ cardNumber: '4111 1111 1111 1111', expiry: { month: 12, year }, securityCode: '123', postalCode: '98101', allowedBrands: GUEST_CARD_BRANDS }));
};

export const priceRequestFor = (store: StoreFacts, details: ProductDetails, quantity = 1, key = 'line-1'): PriceOrderRequest => {
  const size = details.sizes[0];
  if (size === undefined) throw new Error('product without sizes');
  const item: PriceItem = { key, productNumber: details.productNumber, formCode: details.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity, options: [] };
  return {
    storeNumber: store.storeNumber,
    store,
    cart: { items: [item], offers: [] },
    fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
  };
};

/** A member's order of a pricing, paid in full with one tender (plus `more`: a tip, a slot, another store, another amount). */
export const placeWith = (
  f: OrderingFixture,
  priced: PricedOrder,
  tender: { id: string; tender: TenderType },
  key = `k-${priced.orderId}`,
  more: Partial<Pick<PlaceOrderInput, 'tipAmount' | 'scheduledOrdering' | 'storeNumber' | 'cupName'>> & { readonly amount?: number } = {},
): Observable<Either<DomainError, PlacedOrder | null>> => {
  const tip = more.tipAmount ?? 0;
  return f.orders.placeOrder({
    orderId: priced.orderId,
    storeNumber: more.storeNumber ?? priced.store.storeNumber,
    tenders: [{ ...tender, amount: more.amount ?? priced.summary.price + tip }],
    tipAmount: tip,
    idempotencyKey: key,
    ...(more.scheduledOrdering !== undefined ? { scheduledOrdering: more.scheduledOrdering } : {}),
    ...(more.cupName !== undefined ? { cupName: more.cupName } : {}),
  });
};

/** The member's saved card as a tender. */
export const byCard = (f: OrderingFixture): { id: string; tender: TenderType } => ({ id: f.instrument.id, tender: f.instrument.paymentType.toUpperCase() as TenderType });

/** A guest's order of a pricing, paid in full with a tokenized card. */
export const guestInput = (
  f: OrderingFixture,
  priced: PricedOrder,
  card: Pick<TokenizedCard, 'token' | 'brand' | 'lastFour'>,
  key = `g-${priced.orderId}`,
  guest: Partial<GuestPlaceOrderInput['guest']> = {},
): GuestPlaceOrderInput => ({
  orderId: priced.orderId,
  storeNumber: priced.store.storeNumber,
  tenders: [{ id: card.token, tender: card.brand.toUpperCase() as TenderType, amount: priced.summary.price }],
  tipAmount: 0,
  idempotencyKey: key,
  ...(priced.guestSecret !== undefined ? { guestSecret: priced.guestSecret } : {}),
  guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: card.brand, lastFour: card.lastFour, ...guest },
});

/** A guest's priced drink at a store (the fixture's store by default). */
export const guestPricing = async (f: OrderingFixture, store: StoreFacts = f.store): Promise<PricedOrder> => {
  const { details } = await availableDrink(f);
  return value(f.pricing.priceOrderForGuest(priceRequestFor(store, details)));
};

let topUps = 0;
/** The member's card, with at least `minimum` on it (reloaded from the saved card when it holds less). */
export const cardWithAtLeast = async (f: OrderingFixture, cardId: string, minimum: number): Promise<StoredValueCard> => {
  const card = await value(f.cards.get(cardId));
  if (card.balance.amount >= minimum) return card;
  const key = `top-up-${cardId}-${(await f.now()).toString(36)}-${++topUps}`;
  return value(f.cards.reload({ cardId, amount: minimum - card.balance.amount, paymentInstrumentId: f.instrument.id, idempotencyKey: key }));
};
