// Shared pieces of the ordering contract suites: the fixture an adapter provides and small helpers.
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import type { CardBrand, PaymentType } from '../payments';
import type { MenuCatalog, ProductDetails, ProductSummary } from './catalog-model';
import { allProducts } from './cart-rules';
import type { StoreFacts } from './order-model';
import type { FavoriteProducts, Menus, Orders, PreviousOrders, Pricing, StorePricing, TimeSlots } from './ports';

export interface OrderingFixture {
  readonly menus: Menus;
  readonly pricing: Pricing;
  readonly orders: Orders;
  readonly timeSlots: TimeSlots;
  readonly previousOrders: PreviousOrders;
  readonly favorites: FavoriteProducts;
  readonly storePricing: StorePricing;
  /** Signs in a member with previous orders and a saved card (instrument below) and stored-value card. */
  signInMember(): void;
  /** Signs in a member with nothing on file. */
  signInNewMember(): void;
  signOut(): void;
  /** A company-operated store with app prices, taking member and guest orders ahead by card (not stored-value only), with tipping. */
  readonly store: StoreFacts;
  /** A store with app prices whose list differs from the national prices (open, taking orders ahead). */
  readonly marketStore: StoreFacts;
  /** The signed-in member's saved card instrument. */
  readonly instrument: { readonly id: string; readonly paymentType: PaymentType };
  /** The signed-in member's stored-value card, holding enough for one drink. */
  readonly storedValueCardId: string;
  /** A tokenized card a guest may pay with. */
  readonly guestCard: { readonly token: string; readonly brand: CardBrand; readonly lastFour: string };
  /** Moves the adapter's clock forward. */
  advance(ms: number): void;
  now(): number;
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

