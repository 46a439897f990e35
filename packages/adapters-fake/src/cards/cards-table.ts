// The fake server's table of every member's stored-value cards, keyed by member id. Other fakes (ordering
// pays with a card; gifting may credit one) read and move balances through the functions below; their
// signatures are stable.
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { autoReloadForPayment, CardCodes, type AutoReloadTopUp, type CardsError } from '@crema/domain/cards';
import { isExpired } from '@crema/domain/payments';
import { seedCardPool, seedCards, type CardPool, type StoredCardRecord } from '@crema/catalog/cards';
import type { FakeBackend, Table } from '../backend';
import { findInstrument } from '../payments/instruments-table';
import { recordMovement } from './movements-table';


export type CardsByMember = Readonly<Record<string, readonly StoredCardRecord[]>>;

export const CARDS_TABLE = 'cards';

/** Spec section 9: a card's balance never exceeds $500. */
export const FAKE_CARD_MAX_BALANCE = 50_000;

export const cardsTable = (backend: FakeBackend): Table<CardsByMember> =>
  backend.table<CardsByMember>(CARDS_TABLE, seedCards);

/** The member's cards (empty when none). */
export const memberCards = (backend: FakeBackend, memberId: string): readonly StoredCardRecord[] =>
  cardsTable(backend).read()[memberId] ?? [];

/** The member's card with this id, or undefined. */
export const findCard = (backend: FakeBackend, memberId: string, cardId: string): StoredCardRecord | undefined =>
  memberCards(backend, memberId).find((c) => c.cardId === cardId);

const notFound = (cardId: string): CardsError => domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { cardId } });

const validAmount = (amountMinor: number): boolean => Number.isSafeInteger(amountMinor) && amountMinor > 0;

const setBalance = (backend: FakeBackend, memberId: string, cardId: string, balance: number): void => {
  cardsTable(backend).update((all) => ({
    ...all,
    [memberId]: (all[memberId] ?? []).map((c) => (c.cardId === cardId ? { ...c, balance } : c)),
  }));
};

/**
 * Moves the member's card to the balance `next` gives for its current one, or to none (its refusal).
 * NOT_FOUND for an unknown card, VALIDATION_ERROR for a non-positive or non-integer amount.
 */
const moveBalance = (
  backend: FakeBackend,
  memberId: string,
  cardId: string,
  amountMinor: number,
  next: (balance: number) => Either<CardsError, number>,
): Either<CardsError, { balance: number }> => {
  const card = findCard(backend, memberId, cardId);
  if (!card) return left(notFound(cardId));
  if (!validAmount(amountMinor)) return left(domainError(ErrorCodes.VALIDATION, { context: { amountMinor } }));
  const moved = next(card.balance);
  if (isLeft(moved)) return moved;
  setBalance(backend, memberId, cardId, moved.right);
  return right({ balance: moved.right });
};

/**
 * Takes `amountMinor` cents off the member's card (an order paid with the card). Fails with
 * INSUFFICIENT_BALANCE when the balance is lower than the amount, NOT_FOUND for an unknown card,
 * VALIDATION_ERROR for a non-positive or non-integer amount. Synchronous: call it inside a backend.call body.
 */
export const debitCard = (backend: FakeBackend, memberId: string, cardId: string, amountMinor: number): Either<CardsError, { balance: number }> =>
  moveBalance(backend, memberId, cardId, amountMinor, (balance) =>
    balance < amountMinor ? left(domainError(CardCodes.INSUFFICIENT_BALANCE, { context: { cardId, balance, amountMinor } })) : right(balance - amountMinor),
  );

/**
 * Adds `amountMinor` cents to the member's card (a refund or a reload). Fails with 121023 when the balance
 * would exceed $500, NOT_FOUND for an unknown card, VALIDATION_ERROR for a non-positive or non-integer amount.
 */
export const creditCard = (backend: FakeBackend, memberId: string, cardId: string, amountMinor: number): Either<CardsError, { balance: number }> =>
  moveBalance(backend, memberId, cardId, amountMinor, (balance) =>
    balance + amountMinor > FAKE_CARD_MAX_BALANCE ? left(domainError(CardCodes.MAX_BALANCE_EXCEEDED, { context: { cardId, balance, amountMinor } })) : right(balance + amountMinor),
  );

/**
 * Pays an order with the member's card, as the server's ledger does (payWithCardInTx): NOT_FOUND for a card that
 * is not theirs, 121025 (BALANCE_TOO_LOW) when the balance is lower than the amount, nothing moved for an amount
 * of 0 (a reward or a coupon covers the whole order). Then the card's auto reload, by the domain's rule
 * (autoReloadAfterPayment): when its profile is active and the payment took the balance below the trigger, the
 * profile's amount is added if it stays within $500 and its instrument is still the member's and not expired.
 * The balance answered is the card's after both, with the auto reload that ran (issue #32: the placed order says
 * so). Synchronous: call it inside a backend.call body.
 */
export const payWithCard = (
  backend: FakeBackend,
  memberId: string,
  cardId: string,
  amountMinor: number,
): Either<CardsError, StoredCardRecord & { readonly autoReloaded?: AutoReloadTopUp }> => {
  const card = findCard(backend, memberId, cardId);
  if (card === undefined) return left(notFound(cardId));
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { amountMinor } }));
  if (amountMinor === 0) return right(card);
  if (card.balance < amountMinor) return left(domainError(CardCodes.BALANCE_TOO_LOW, { status: 400 }));
  const paid = card.balance - amountMinor;
  const topUp = autoReloadForPayment(card.balance, amountMinor, card.autoReloadProfile);
  const instrument = topUp === undefined ? undefined : findInstrument(backend, memberId, topUp.paymentInstrumentId);
  const usable = instrument !== undefined && (instrument.expiry === undefined || !isExpired(instrument.expiry, backend.clock.now()));
  const ran = topUp !== undefined && usable ? topUp : undefined;
  const balance = ran !== undefined ? ran.balance : paid;
  setBalance(backend, memberId, cardId, balance);
  // The card's activity, as the server's ledger writes it: the payment, then the auto reload it set off.
  recordMovement(backend, memberId, { cardId, kind: 'payment', amount: -amountMinor, balanceAfter: paid });
  if (ran !== undefined) recordMovement(backend, memberId, { cardId, kind: 'auto-reload', amount: ran.amount, balanceAfter: ran.balance });
  return right({ ...card, balance, ...(ran !== undefined ? { autoReloaded: ran } : {}) });
};

export const CARD_POOL_TABLE = 'cardPool';

/** Issued cards not registered to anyone, with their balances (a removed card goes back here). */
export const cardPoolTable = (backend: FakeBackend): Table<CardPool> => backend.table<CardPool>(CARD_POOL_TABLE, seedCardPool);
