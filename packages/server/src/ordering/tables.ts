// The ordering tables (migration 0002-ordering). JSON columns hold the domain's own shapes, written as JSON
// text and read back parsed; money and instants are integers (minor units, epoch ms).
import type { ColumnType } from 'kysely';
import type { FavoriteProduct, PickupEstimate, PlacedOrder, PreviousOrderItem, PricedOrder, PriceItem } from '@crema/domain/ordering';

type Json<T> = ColumnType<T, string, string>;

/** A pricing the server made: its own total and expiry, for whom (a member, or a guest) and at which store. */
export interface PricedOrdersTable {
  order_id: string;
  /** null for a guest's pricing. */
  member_id: string | null;
  guest: boolean;
  /** The store's full number as the server knows it. */
  store_number: string;
  priced: Json<PricedOrder>;
  items: Json<readonly PriceItem[]>;
  /** The total the order must be paid with (before tip): the server's, never the request's. */
  price_minor: number;
  priced_at: number;
  expires_at: number;
  /** A guest's pricing: the keyed hash of the secret its answer gave the guest (migration 0020); null for a member's. */
  guest_secret_hash: string | null;
}

/**
 * Placed orders, and the demo member's seeded history: a member's previous orders are this table's rows of
 * that member. `placed` is the submit answer (null for seeded history, which was never submitted here).
 */
export interface OrdersTable {
  order_id: string;
  member_id: string | null;
  /** A guest's receipt e-mail and offers opt-in (never anything of the card beyond its last four in `placed`). */
  guest_email: string | null;
  guest_marketing_opt_in: boolean | null;
  store_number: string;
  store_name: string | null;
  order_type: string;
  express_order_token: string | null;
  placed_at: number;
  total_minor: number | null;
  basket: Json<readonly PreviousOrderItem[]>;
  placed: Json<PlacedOrder | null>;
  pickup: Json<PickupEstimate | null>;
}

export interface FavoriteProductsTable {
  id: string;
  member_id: string;
  /** The domain's favoriteKey of the canonical item: one row per drink per member. */
  favorite_key: string;
  added_at: number;
  favorite: Json<FavoriteProduct>;
}

/** Guest card tokens this server's payment provider issued: only the token, brand, last four and when. */
export interface CardTokensTable {
  token: string;
  brand: string;
  last_four: string;
  created_at: number;
  used_at: number | null;
  used_by_order: string | null;
}

/** A member's coupon, used up by the order that redeemed it (the key makes a second use impossible). */
export interface UsedCouponsTable {
  member_id: string;
  coupon_id: string;
  order_id: string;
}

export interface OrderingTables {
  priced_orders: PricedOrdersTable;
  orders: OrdersTable;
  favorite_products: FavoriteProductsTable;
  card_tokens: CardTokensTable;
  used_coupons: UsedCouponsTable;
}
