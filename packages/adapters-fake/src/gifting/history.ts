// E-gift history per member (table 'egiftHistory', seeded and shaped by '@crema/catalog/gifting'), written
// by the fake gift-purchase and read by the account area's /account/history/egift through listEgiftHistory.
import { egiftHistoryRows, seedEgiftHistory, type EgiftHistoryByMember, type EgiftHistoryEntry, type EgiftHistoryRow } from '@crema/catalog/gifting';
import type { FakeBackend, Table } from '../backend';

export type EgiftHistoryTable = EgiftHistoryByMember;

export const EGIFT_HISTORY_TABLE = 'egiftHistory';

export const egiftHistoryTable = (backend: FakeBackend): Table<EgiftHistoryTable> => backend.table(EGIFT_HISTORY_TABLE, seedEgiftHistory);

/** A member's e-gift purchases, newest first (default: the member signed in to the fake; none for guests). */
export const listEgiftHistory = (backend: FakeBackend, memberId: string | undefined = backend.currentMemberId()): readonly EgiftHistoryEntry[] =>
  memberId === undefined ? [] : [...(egiftHistoryTable(backend).read()[memberId] ?? [])].sort((a, b) => b.purchasedAt - a.purchasedAt);

export const recordEgiftPurchase = (backend: FakeBackend, memberId: string, entry: EgiftHistoryEntry): void => {
  egiftHistoryTable(backend).update((t) => ({ ...t, [memberId]: [entry, ...(t[memberId] ?? [])] }));
};

/** One row per e-gift (per recipient), newest first: the flat shape the account area's e-gift history lists. */
export const listEgiftHistoryRows = (backend: FakeBackend, memberId: string | undefined = backend.currentMemberId()): readonly EgiftHistoryRow[] =>
  egiftHistoryRows(listEgiftHistory(backend, memberId));
