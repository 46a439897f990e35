// Member-scoped locator data on the fake server: favorite stores (a persisted table, by member) and
// previous stores (the stores of the member's past orders, read from the order history the ordering fake
// writes). Store numbers here are the part before the dash.
import { shortStoreNumber } from '@crema/domain/locator';
import { seedFavoriteStores, type FavoriteStoresByMember } from '@crema/catalog/locator';
import type { FakeBackend, Table } from '../backend';
import { readOrderHistory } from '../account';

export type FavoritesByMember = FavoriteStoresByMember;

export const FAVORITE_STORES_TABLE = 'locator.favoriteStores';

export const favoriteStoresTable = (backend: FakeBackend): Table<FavoritesByMember> =>
  backend.table<FavoritesByMember>(FAVORITE_STORES_TABLE, seedFavoriteStores);

export const memberFavorites = (backend: FakeBackend, memberId: string | undefined): ReadonlySet<string> =>
  new Set(memberId === undefined ? [] : (favoriteStoresTable(backend).read()[memberId] ?? []));

/** Where previous stores come from; the default reads the account fake's order history. */
export type PreviousStoresSource = (backend: FakeBackend, memberId: string) => readonly string[];

export const previousStoresFromOrders: PreviousStoresSource = (backend, memberId) =>
  readOrderHistory(backend, memberId).map((o) => shortStoreNumber(o.storeNumber));

export const memberPrevious = (backend: FakeBackend, memberId: string | undefined, source: PreviousStoresSource): ReadonlySet<string> =>
  new Set(memberId === undefined ? [] : source(backend, memberId).map(shortStoreNumber));
