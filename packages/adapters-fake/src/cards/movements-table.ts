// The fake server's ledger of card movements (issue #32, point 3: a card's activity), as the server's card_movements:
// one row per change of a card's balance, of the domain's kinds, numbered in the order written. Every fake that moves
// a balance (reloads, transfers, adds, removals, an order's payment and its auto reload) writes its row here.
import { activityPage, type CardActivityPage, type CardMovementKind, type RecordedMovement } from '@crema/domain/cards';
import type { FakeBackend, Table } from '../backend';

interface MemberMovement extends RecordedMovement {
  readonly memberId: string;
}

interface MovementLedger {
  /** The last seq given out. */
  readonly seq: number;
  readonly movements: readonly MemberMovement[];
}

export const CARD_MOVEMENTS_TABLE = 'cardMovements';

const movementsTable = (backend: FakeBackend): Table<MovementLedger> => backend.table<MovementLedger>(CARD_MOVEMENTS_TABLE, () => ({ seq: 0, movements: [] }));

export interface Movement {
  readonly cardId: string;
  readonly kind: CardMovementKind;
  /** Signed minor units: what the balance changed by. */
  readonly amount: number;
  readonly balanceAfter: number;
}

/** Writes one movement of the member's card, at the backend's clock. Synchronous: call it inside a backend.call body. */
export const recordMovement = (backend: FakeBackend, memberId: string, m: Movement): void => {
  movementsTable(backend).update((l) => {
    const seq = l.seq + 1;
    return { seq, movements: [...l.movements, { ...m, memberId, seq, id: backend.ids.next('mv'), at: backend.clock.now() }] };
  });
};

/** A page of the member's card's activity, by the domain's rule (the server's SQL reads it the same way). */
export const movementsPage = (backend: FakeBackend, memberId: string, cardId: string, limit: number, before?: number): CardActivityPage =>
  activityPage(movementsTable(backend).read().movements.filter((m) => m.memberId === memberId), cardId, limit, before);
