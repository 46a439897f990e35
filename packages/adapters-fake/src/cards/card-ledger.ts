// The fake CardLedger: a stateful simulator of the member's stored-value cards on the fake backend. Every
// method is one backend.call with a stable operation name (the names fault injection uses), scoped to the
// signed-in member. The server enforces $500 per card on reloads, transfers and adds.
import { left, right, chain, type Either } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { domainError } from '@crema/domain';
import { checkAutoReloadSettings, isCardsErrorCode, type AutoReloadSettings, type CardLedger, type CardsError, type StoredValueCard } from '@crema/domain/cards';
import { ordered, PHYSICAL_CARDS, toCard, type PhysicalCard, type StoredAutoReloadProfile } from '@crema/catalog/cards';
import type { FakeBackend } from '../backend';
import { isExpired } from '@crema/domain/payments';
import { findInstrument } from '../payments/instruments-table';
import { addCardOnServer } from './add-card';
import { cardPoolTable, FAKE_CARD_MAX_BALANCE, memberCards } from './cards-table';
import { isMoney, requireCard, updateCard, writeMemberCards } from './records';
import { RELOAD_COMPLETES } from '@crema/catalog/stream';
import { completeOnboardingTask } from '../stream/onboarding-table';

/** Operation names, for fault injection (backend.faults.set(CardOperations.reload, { code: '121035' })). */
export const CardOperations = {
  list: 'listCards',
  get: 'getCard',
  add: 'addCard',
  remove: 'removeCard',
  makePrimary: 'makePrimaryCard',
  reload: 'reloadCard',
  transfer: 'transferBalance',
  createAutoReload: 'createAutoReload',
  updateAutoReload: 'updateAutoReload',
  disableAutoReload: 'disableAutoReload',
  barcode: 'getBarcode',
  cardInfoFromToken: 'getCardInfoFromToken',
} as const;

/** Answers of money operations by member, operation and idempotency key (only answers that happened). */
type KeyedAnswers = Readonly<Record<string, unknown>>;
export const CARD_IDEMPOTENCY_TABLE = 'cardIdempotency';

const invalid = (detail: string, status = 400): CardsError => domainError('VALIDATION_ERROR', { status, context: { detail } });

const checkSettings = (s: AutoReloadSettings): Either<CardsError, AutoReloadSettings> =>
  pipe(checkAutoReloadSettings(s), chain(() => right(s)));

export const createFakeCardLedger = (backend: FakeBackend): CardLedger => {
  const cards = backend.typed(isCardsErrorCode);
  /** Runs `body` for the signed-in member (401 when signed out). */
  const asMember = <T>(operation: string, body: (memberId: string) => Either<CardsError, T>) =>
    cards.call(operation, () => pipe(cards.requireMember(), chain(body)));

  /** A reload is paid only from one of the member's own saved instruments. */
  const ownsInstrument = (memberId: string, paymentInstrumentId: string): boolean =>
    paymentInstrumentId.trim() !== '' && findInstrument(backend, memberId, paymentInstrumentId) !== undefined;

  /** A saved card past its expiry month at the backend's clock (the domain's rule): it pays no reload (121044). */
  const isExpiredInstrument = (memberId: string, paymentInstrumentId: string): boolean => {
    const expiry = findInstrument(backend, memberId, paymentInstrumentId)?.expiry;
    return expiry !== undefined && isExpired(expiry, backend.clock.now());
  };

  const keyed = backend.table<KeyedAnswers>(CARD_IDEMPOTENCY_TABLE, () => ({}));
  /**
   * A money operation under an idempotency key: the first answer that happened is kept and answered again
   * to the same key (no second effect); a failure is not kept, so a retry after it runs again.
   */
  const once =
    <T>(operation: string, key: string | undefined, body: (memberId: string) => Either<CardsError, T>) =>
    (memberId: string): Either<CardsError, T> => {
      if (key === undefined) return body(memberId);
      const slot = `${memberId}|${operation}|${key}`;
      const seen = keyed.read()[slot];
      if (seen !== undefined) return right(seen as T);
      const r = body(memberId);
      if (r._tag === 'Right') keyed.update((all) => ({ ...all, [slot]: r.right }));
      return r;
    };

  const setProfile = (
    operation: string,
    cardId: string,
    key: string | undefined,
    next: (current: StoredAutoReloadProfile | undefined) => Either<CardsError, StoredAutoReloadProfile>,
  ) =>
    asMember(operation, once(operation, key, (memberId) =>
      pipe(
        requireCard(backend, memberId, cardId),
        chain((card) => next(card.autoReloadProfile)),
        chain((profile) => right(toCard(updateCard(backend, memberId, cardId, (c) => ({ ...c, autoReloadProfile: profile }))))),
      ),
    ));

  const activeProfile = (s: AutoReloadSettings): StoredAutoReloadProfile => ({
    status: 'active',
    amount: s.amount,
    triggerAmount: s.triggerAmount,
    paymentInstrumentId: s.paymentInstrumentId,
  });

  return {
    list: () => asMember(CardOperations.list, (m) => right(ordered(memberCards(backend, m)).map(toCard))),

    get: (cardId) => asMember(CardOperations.get, (m) => pipe(requireCard(backend, m, cardId), chain((c) => right(toCard(c))))),

    add: (request) => asMember(CardOperations.add, (m) => addCardOnServer(backend, m, request)),

    remove: (cardId) =>
      asMember(CardOperations.remove, (m) =>
        pipe(
          requireCard(backend, m, cardId),
          chain((card) => {
            const rest = memberCards(backend, m).filter((c) => c.cardId !== cardId);
            const first = ordered(rest)[0];
            const promoted = card.primary && first !== undefined ? rest.map((c) => (c.cardId === first.cardId ? { ...c, primary: true } : c)) : rest;
            writeMemberCards(backend, m, promoted);
            cardPoolTable(backend).update((pool) => ({ ...pool, [card.cardNumber]: { balance: card.balance } }));
            return right({ cardId, cardNumber: card.cardNumber });
          }),
        ),
      ),

    makePrimary: (cardId) =>
      asMember(CardOperations.makePrimary, (m) =>
        pipe(
          requireCard(backend, m, cardId),
          chain(() => {
            writeMemberCards(backend, m, memberCards(backend, m).map((c) => ({ ...c, primary: c.cardId === cardId })));
            return pipe(requireCard(backend, m, cardId), chain((c) => right(toCard(c))));
          }),
        ),
      ),

    reload: ({ cardId, amount, paymentInstrumentId, idempotencyKey }) =>
      asMember(CardOperations.reload, once(CardOperations.reload, idempotencyKey, (m) =>
        pipe(
          requireCard(backend, m, cardId),
          chain((card): Either<CardsError, StoredValueCard> => {
            if (amount === 0) return left(domainError('121005'));
            if (!isMoney(amount)) return left(domainError('121036'));
            if (!ownsInstrument(m, paymentInstrumentId)) return left(domainError('121043'));
            if (isExpiredInstrument(m, paymentInstrumentId)) return left(domainError('121044'));
            if (card.balance + amount > FAKE_CARD_MAX_BALANCE) return left(domainError('121023'));
            const reloaded = toCard(updateCard(backend, m, cardId, (c) => ({ ...c, balance: c.balance + amount })));
            for (const task of RELOAD_COMPLETES) completeOnboardingTask(backend, m, task);
            return right(reloaded);
          }),
        ),
      )),

    transfer: ({ fromCardId, toCardId, amount, idempotencyKey }) =>
      asMember(CardOperations.transfer, once(CardOperations.transfer, idempotencyKey, (m) =>
        pipe(
          requireCard(backend, m, fromCardId),
          chain((from) => pipe(requireCard(backend, m, toCardId), chain((to) => right({ from, to })))),
          chain(({ from, to }) => {
            if (from.cardId === to.cardId) return left(invalid('same card'));
            if (!isMoney(amount)) return left(invalid('amount'));
            if (from.balance < amount) return left(domainError('INSUFFICIENT_BALANCE'));
            if (to.balance + amount > FAKE_CARD_MAX_BALANCE) return left(domainError('121023'));
            const next = memberCards(backend, m).map((c) =>
              c.cardId === fromCardId ? { ...c, balance: c.balance - amount } : c.cardId === toCardId ? { ...c, balance: c.balance + amount } : c,
            );
            writeMemberCards(backend, m, next);
            return right({ from: toCard({ ...from, balance: from.balance - amount }), to: toCard({ ...to, balance: to.balance + amount }) });
          }),
        ),
      )),

    createAutoReload: (s) =>
      setProfile(CardOperations.createAutoReload, s.cardId, s.idempotencyKey, (current) =>
        current !== undefined ? left(invalid('auto reload profile exists', 409)) : pipe(checkSettings(s), chain((ok) => right(activeProfile(ok))))),

    updateAutoReload: (s) =>
      setProfile(CardOperations.updateAutoReload, s.cardId, s.idempotencyKey, (current) =>
        current === undefined
          ? left(domainError('NOT_FOUND', { status: 404, context: { autoReload: s.cardId } }))
          : pipe(checkSettings(s), chain((ok) => right(activeProfile(ok))))),

    disableAutoReload: (cardId, idempotencyKey) =>
      setProfile(CardOperations.disableAutoReload, cardId, idempotencyKey, (current) =>
        current === undefined
          ? left(domainError('NOT_FOUND', { status: 404, context: { autoReload: cardId } }))
          : right({ ...current, status: 'disabled' })),

    barcode: (cardNumber) =>
      asMember(CardOperations.barcode, (m) => {
        const digits = cardNumber.replace(/\D/g, '');
        const held = memberCards(backend, m).some((c) => c.cardNumber === digits);
        return held
          ? right({ kind: 'symbol' as const, symbology: 'pdf417' as const, text: `CREMA-PAY:${digits}:${backend.clock.now()}` })
          : left(domainError('121034', { context: { lastFour: digits.slice(-4) } }));
      }),

    cardInfoFromToken: (token) =>
      asMember(CardOperations.cardInfoFromToken, () => {
        const physical = findPhysicalCardByToken(token);
        if (physical === undefined) return left(domainError('NOT_FOUND', { status: 404 }));
        const pooled = cardPoolTable(backend).read()[physical.cardNumber];
        if (pooled === undefined) return left(domainError('122000'));
        return right({
          cardNumber: physical.cardNumber,
          securityCode: physical.securityCode,
          balance: pooled.balance,
          productNumber: physical.productNumber,
          cardImageUrl: physical.cardImageUrl,
        });
      }),
  };
};

const findPhysicalCardByToken = (token: string): PhysicalCard | undefined =>
  token.trim() === '' ? undefined : PHYSICAL_CARDS.find((c) => c.cashstarToken === token);
