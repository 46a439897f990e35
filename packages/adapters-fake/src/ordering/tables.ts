// The ordering fake's persisted tables.
import type { FavoriteProduct, PickupEstimate, PlacedOrder, PreviousOrder, PricedOrder, PriceItem, StoreFacts } from '@crema/domain/ordering';
import { seedCoupons, seedFavorites, seedPreviousOrders, type CouponsByMember } from '@crema/catalog/ordering';
import type { FakeBackend, Table } from '../backend';

export interface PricingRecord {
  readonly orderId: string;
  /** The member who priced it; undefined for a guest pricing. */
  readonly memberId?: string;
  readonly guest: boolean;
  readonly storeNumber: string;
  readonly store?: StoreFacts;
  readonly pricedAt: number;
  readonly priced: PricedOrder;
  readonly items: readonly PriceItem[];
}

export interface OrderRecord {
  readonly order: PlacedOrder;
  readonly idempotencyKey: string;
  /** Whose key it is ('member:<id>' or 'guest:<e-mail>'); absent in an order kept from before. */
  readonly scope?: string;
  /** What the key stands for (the domain's placeOrderKeyRequest, as JSON); absent in an order kept from before. */
  readonly keyRequest?: string;
  readonly memberId?: string;
  /** A guest's order: where the receipt goes and whether they asked for offers (never any card data). */
  readonly guest?: { readonly email: string; readonly marketingOptIn: boolean };
  readonly pickup: PickupEstimate;
}

export type Pricings = Readonly<Record<string, PricingRecord>>;
export type OrdersById = Readonly<Record<string, OrderRecord>>;
export type PreviousOrdersByMember = Readonly<Record<string, readonly PreviousOrder[]>>;
export type FavoritesByMember = Readonly<Record<string, readonly FavoriteProduct[]>>;

/** Pricings older than this are dropped from the table (they expire after 300 s anyway). */
export const PRICING_RETENTION_MS = 60 * 60_000;
/** At most this many pricings are kept. */
export const PRICING_MAX_KEPT = 20;

export const COUPONS_TABLE = 'ordering.coupons';

export const pricingsTable = (b: FakeBackend): Table<Pricings> => b.table<Pricings>('ordering.pricings', () => ({}));
export const ordersTable = (b: FakeBackend): Table<OrdersById> => b.table<OrdersById>('ordering.orders', () => ({}));
export const previousOrdersTable = (b: FakeBackend): Table<PreviousOrdersByMember> =>
  b.table<PreviousOrdersByMember>('ordering.previousOrders', () => seedPreviousOrders(b.clock.now()));
export const favoritesTable = (b: FakeBackend): Table<FavoritesByMember> => b.table<FavoritesByMember>('ordering.favorites', () => seedFavorites(b.clock.now()));
export const couponsTable = (b: FakeBackend): Table<CouponsByMember> => b.table<CouponsByMember>(COUPONS_TABLE, seedCoupons);
