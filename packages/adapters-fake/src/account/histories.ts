// The fake order history (written by the ordering fake through recordOrder) and e-gift history (kept by the
// gifting fake in its 'egiftHistory' table; read here through its listEgiftHistoryRows, one row per e-gift).
import { right } from 'fp-ts/Either';
import type { EgiftHistory, EgiftHistoryEntry, OrderHistory } from '@crema/domain/account';
import type { FakeBackend } from '../backend';
import { listEgiftHistoryRows } from '../gifting';
import { accountCalls, asMember } from './member-scope';
import { readOrderHistory } from './order-history-table';

export const HISTORY_OPERATIONS = { orders: 'getOrderHistory', egifts: 'getEgiftHistory' } as const;

export const readEgiftHistory = (backend: FakeBackend, memberId: string): readonly EgiftHistoryEntry[] => listEgiftHistoryRows(backend, memberId);

export const createFakeOrderHistory = (backend: FakeBackend): OrderHistory => ({
  list: () => asMember(accountCalls(backend))(HISTORY_OPERATIONS.orders, (id) => right(readOrderHistory(backend, id))),
});

export const createFakeEgiftHistory = (backend: FakeBackend): EgiftHistory => ({
  list: () => asMember(accountCalls(backend))(HISTORY_OPERATIONS.egifts, (id) => right(readEgiftHistory(backend, id))),
});
