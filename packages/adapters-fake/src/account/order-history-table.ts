// The fake server's order history, keyed by member id, newest first. The ordering fake writes into it with
// `recordOrder` when an order is placed; the account fake reads it for /account/history. Stable signatures.
import type { OrderHistoryEntry } from '@crema/domain/account';
import { seedOrderHistory } from '@crema/catalog/account';
import type { FakeBackend, Table } from '../backend';

export type OrderHistoryByMember = Readonly<Record<string, readonly OrderHistoryEntry[]>>;

export const ORDER_HISTORY_TABLE = 'orderHistory';

export const orderHistoryTable = (backend: FakeBackend): Table<OrderHistoryByMember> =>
  backend.table<OrderHistoryByMember>(ORDER_HISTORY_TABLE, () => seedOrderHistory(backend.clock.now()));

/** Records a placed order in the member's history (replacing an entry with the same orderId). */
export const recordOrder = (backend: FakeBackend, memberId: string, order: OrderHistoryEntry): void => {
  orderHistoryTable(backend).update((all) => {
    const others = (all[memberId] ?? []).filter((o) => o.orderId !== order.orderId);
    return { ...all, [memberId]: [order, ...others].sort((a, b) => b.placedAt - a.placedAt) };
  });
};

/** The member's past orders, newest first. */
export const readOrderHistory = (backend: FakeBackend, memberId: string): readonly OrderHistoryEntry[] =>
  orderHistoryTable(backend).read()[memberId] ?? [];
