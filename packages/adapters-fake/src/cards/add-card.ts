// The fake server's add-card action: checks the number and security code against the issuer's catalogue,
// registers the card (first card becomes primary) and, for a transfer, moves its whole balance onto
// another of the member's cards without lifting that card over $500. Only the last four digits appear in
// error context; the security code is compared and forgotten.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { CardCodes, type AddCardRequest, type AddCardResult, type CardsError } from '@crema/domain/cards';
import { findPhysicalCard, toCard, type StoredCardRecord } from '@crema/catalog/cards';
import type { FakeBackend } from '../backend';
import { cardPoolTable, cardsTable, FAKE_CARD_MAX_BALANCE, memberCards } from './cards-table';
import { writeMemberCards } from './records';
import { recordMovement } from './movements-table';

const fail = (code: CardsError['code'], cardNumber: string): CardsError => domainError(code, { context: { lastFour: cardNumber.slice(-4) } });

export const addCardOnServer = (backend: FakeBackend, memberId: string, req: AddCardRequest): Either<CardsError, AddCardResult> => {
  const cardNumber = req.cardNumber.replace(/\D/g, '');
  if (cardNumber.length !== 16 || !/^\d{8}$/.test(req.securityCode)) return left(fail(CardCodes.CARD_ENTRY_MALFORMED, cardNumber));
  const physical = findPhysicalCard(cardNumber);
  if (physical === undefined) return left(fail(CardCodes.CARD_NUMBER_UNKNOWN, cardNumber));
  if (physical.securityCode !== req.securityCode) return left(fail(CardCodes.SECURITY_CODE_WRONG, cardNumber));
  if (physical.failWith !== undefined) return left(fail(physical.failWith, cardNumber));
  const pooled = cardPoolTable(backend).read()[cardNumber];
  const registered = Object.values(cardsTable(backend).read()).some((cards) => cards.some((c) => c.cardNumber === cardNumber));
  if (pooled === undefined || registered) return left(fail(CardCodes.ALREADY_REGISTERED, cardNumber));

  const mine = memberCards(backend, memberId);
  let balance = pooled.balance;
  let transfer: AddCardResult['transfer'];
  let others = mine;
  if (req.transferToCardId !== undefined) {
    const toCardId = req.transferToCardId;
    const target = mine.find((c) => c.cardId === toCardId);
    if (target === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { cardId: toCardId } }));
    if (target.balance + balance > FAKE_CARD_MAX_BALANCE) return left(fail(CardCodes.MAX_BALANCE_EXCEEDED, cardNumber));
    transfer = { toCardId, amount: balance };
    others = mine.map((c) => (c.cardId === toCardId ? { ...c, balance: c.balance + pooled.balance } : c));
    balance = 0;
  }
  const record: StoredCardRecord = {
    cardId: backend.ids.next('card'),
    cardNumber,
    nickname: physical.nickname,
    cardImageUrl: physical.cardImageUrl,
    productNumber: physical.productNumber,
    balance,
    primary: mine.length === 0,
    registeredAt: backend.clock.now(),
  };
  cardPoolTable(backend).update(({ [cardNumber]: _taken, ...rest }) => rest);
  writeMemberCards(backend, memberId, [...others, record]);
  // As the server's ledger writes them: the target's transfer in first, then the new card's own line.
  if (transfer !== undefined) {
    const target = others.find((c) => c.cardId === transfer.toCardId);
    recordMovement(backend, memberId, { cardId: transfer.toCardId, kind: 'add-transfer-in', amount: transfer.amount, balanceAfter: target?.balance ?? 0 });
  }
  recordMovement(backend, memberId, { cardId: record.cardId, kind: 'add', amount: balance, balanceAfter: balance });
  const card = toCard(record);
  return right(transfer === undefined ? { card } : { card, transfer });
};
