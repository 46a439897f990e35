import type { Generated } from 'kysely';
import type { StoreDoc } from './store-records';

/** The chain's stores: one row each, the store's lasting facts and weekly hours in `doc`. */
export interface StoresTable {
  /** The full store number ('10001-65096'). */
  store_number: string;
  /** The part before the dash ('10001'): unique, what favorites and previous stores refer to. */
  short_number: string;
  lat: number;
  lng: number;
  doc: StoreDoc;
  /** The stores_version of the statement that last wrote the row (a trigger sets it; migration 0022). */
  changed_in: Generated<number>;
}

/**
 * One row (id 1): the stores table's version, counted up by a trigger in the transaction of every statement that
 * changes that table, which also sends NOTIFY crema_stores with it (migration 0022; stores/store-directory.ts).
 */
export interface StoresVersionTable {
  id: number;
  version: number;
  /** The version of the latest delete (or change of a short number): a copy older than it is read again whole. */
  removed_in: number;
}

/** A member's favorite stores, in the order they were added. */
export interface FavoriteStoresTable {
  member_id: string;
  short_number: string;
  added_seq: Generated<number>;
  added_at: number;
}

/** The stores a member has ordered from, with their latest order's time. */
export interface PreviousStoresTable {
  member_id: string;
  short_number: string;
  last_ordered_at: number;
}

export interface LocatorTables {
  stores: StoresTable;
  stores_version: StoresVersionTable;
  favorite_stores: FavoriteStoresTable;
  previous_stores: PreviousStoresTable;
}
