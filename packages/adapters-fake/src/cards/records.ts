// Mapping between the fake server's card records and the domain's StoredValueCard, and small helpers for
// updating one member's cards.
import { left, right, type Either } from 'fp-ts/Either';
import { DEFAULT_CURRENCY, domainError, type DomainError } from '@crema/domain';
import type { StoredValueCard } from '@crema/domain/cards';
import type { FakeBackend } from '../backend';
import { cardsTable, memberCards } from './cards-table';
import type { StoredCardRecord } from './seed';

export const toCard = (r: StoredCardRecord): StoredValueCard => ({
  cardId: r.cardId,
  cardNumber: r.cardNumber,
  nickname: r.nickname,
  cardImageUrl: r.cardImageUrl,
  productNumber: r.productNumber,
  balance: { amount: r.balance, currency: DEFAULT_CURRENCY },
  primary: r.primary,
  ...(r.autoReloadProfile === undefined ? {} : { autoReloadProfile: { ...r.autoReloadProfile } }),
});

/** Primary first, then by registration. */
export const ordered = (cards: readonly StoredCardRecord[]): readonly StoredCardRecord[] =>
  [...cards].sort((a, b) => Number(b.primary) - Number(a.primary) || a.registeredAt - b.registeredAt || a.cardId.localeCompare(b.cardId));

export const requireCard = (backend: FakeBackend, memberId: string, cardId: string): Either<DomainError, StoredCardRecord> => {
  const card = memberCards(backend, memberId).find((c) => c.cardId === cardId);
  return card === undefined ? left(domainError('NOT_FOUND', { status: 404, context: { cardId } })) : right(card);
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
