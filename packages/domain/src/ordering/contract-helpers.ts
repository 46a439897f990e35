// Shared pieces of the ordering contract suites: the fixture an adapter provides and small helpers.
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import { GUEST_CARD_BRANDS, type PaymentType, type TokenizedCard } from '../payments/model';
import type { CardTokenizer } from '../payments/ports';
import type { MenuCatalog, ProductDetails, ProductSummary } from './menu/catalog-model';
import { allProducts } from './cart/cart-rules';
import type { StoreFacts } from './order-model';
import type { FavoriteProducts, Menus, Orders, PreviousOrders, Pricing, StorePricing, TimeSlots } from './ports';

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
  /** The signed-in member's saved card instrument. */
  readonly instrument: { readonly id: string; readonly paymentType: PaymentType };
  /** The signed-in member's stored-value card, holding enough for one drink. */
  readonly storedValueCardId: string;
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
