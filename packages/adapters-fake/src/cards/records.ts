// Small helpers for reading and updating one member's cards in the fake server's table (the mapping to the
// domain's StoredValueCard is the catalog's toCard).
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import type { CardsError } from '@crema/domain/cards';
import type { StoredCardRecord } from '@crema/catalog/cards';
import type { FakeBackend } from '../backend';
import { cardsTable, memberCards } from './cards-table';

export const requireCard = (backend: FakeBackend, memberId: string, cardId: string): Either<CardsError, StoredCardRecord> => {
  const card = memberCards(backend, memberId).find((c) => c.cardId === cardId);
  return card === undefined ? left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { cardId } })) : right(card);
};

/** Replaces the member's card list. */
export const writeMemberCards = (backend: FakeBackend, memberId: string, cards: readonly StoredCardRecord[]): void => {
  cardsTable(backend).update((all) => ({ ...all, [memberId]: cards }));
};

/** Applies `f` to one card of the member and returns the updated record. */
export const updateCard = (
  backend: FakeBackend,
  memberId: string,
  cardId: string,
  f: (c: StoredCardRecord) => StoredCardRecord,
): StoredCardRecord => {
  const next = memberCards(backend, memberId).map((c) => (c.cardId === cardId ? f(c) : c));
  writeMemberCards(backend, memberId, next);
  const updated = next.find((c) => c.cardId === cardId);
  // Callers check the card exists first; a throw here becomes UNEXPECTED_ERROR through backend.call.
  if (updated === undefined) throw new Error(`card ${cardId} vanished`);
  return updated;
};

export const isMoney = (n: number): boolean => Number.isSafeInteger(n) && n > 0;
