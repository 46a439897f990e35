// The fake CardLedger: a stateful simulator of the member's stored-value cards on the fake backend. Every
// method is one backend.call with a stable operation name (the names fault injection uses), scoped to the
// signed-in member. The server enforces $500 per card on reloads, transfers and adds.
import { left, right, chain, type Either } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  activityCursor,
  applyReload,
  applyTransfer,
  CARD_ACTIVITY_PAGE_SIZE,
  CardCodes,
  checkAutoReloadSettings,
  isCardsErrorCode,
  type AutoReloadSettings,
  type CardLedger,
  type CardsError,
  type StoredValueCard,
} from '@crema/domain/cards';
import { ordered, PHYSICAL_CARDS, toCard, type PhysicalCard, type StoredAutoReloadProfile } from '@crema/catalog/cards';
import type { FakeBackend } from '../backend';
import { isExpired, PaymentCodes } from '@crema/domain/payments';
import { findInstrument } from '../payments/instruments-table';
import { addCardOnServer } from './add-card';
import { cardPoolTable, memberCards } from './cards-table';
import { requireCard, updateCard, writeMemberCards } from './records';
import { movementsPage, recordMovement } from './movements-table';
import { RELOAD_COMPLETES } from '@crema/catalog/stream';
import { completeOnboardingTask } from '../stream/onboarding-table';

/** Operation names, for fault injection (backend.faults.set(CardOperations.reload, { code: '121035' })). */
export const CardOperations = {
  list: 'listCards',
  get: 'getCard',
  activity: 'getCardActivity',
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

  /** What every payment from a saved instrument needs, as the server's payments check it: the member's own (121043), not expired (121044). */
  const usableInstrument = (memberId: string, paymentInstrumentId: string): Either<CardsError, true> =>
    !ownsInstrument(memberId, paymentInstrumentId)
      ? left(domainError(PaymentCodes.PAYMENT_METHOD_INVALID, { status: 400 }))
      : isExpiredInstrument(memberId, paymentInstrumentId)
        ? left(domainError(PaymentCodes.CARD_MAY_HAVE_EXPIRED, { status: 400 }))
        : right(true);

  /** The ledger's check of auto reload settings (the domain's), then their instrument's (as the server). */
  const checkSettings = (memberId: string, s: AutoReloadSettings): Either<CardsError, AutoReloadSettings> =>
    pipe(
      checkAutoReloadSettings(s),
      chain(() => usableInstrument(memberId, s.paymentInstrumentId)),
      chain(() => right(s)),
    );

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
    next: (current: StoredAutoReloadProfile | undefined, memberId: string) => Either<CardsError, StoredAutoReloadProfile>,
  ) =>
    asMember(operation, once(operation, key, (memberId) =>
      pipe(
        requireCard(backend, memberId, cardId),
        chain((card) => next(card.autoReloadProfile, memberId)),
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

    activity: (cardId, page = {}) =>
      asMember(CardOperations.activity, (m) =>
        pipe(
          requireCard(backend, m, cardId),
          chain(() => right(movementsPage(backend, m, cardId, page.limit ?? CARD_ACTIVITY_PAGE_SIZE, activityCursor(page.before)))),
        ),
      ),

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
            recordMovement(backend, m, { cardId, kind: 'remove', amount: -card.balance, balanceAfter: 0 });
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
          // In the server's order: no amount (121005), the instrument (121043, 121044), then the domain's reload
          // rule (121036 for an amount that is not whole cents, 121023 past $500).
          chain((card): Either<CardsError, StoredValueCard> => {
            if (amount === 0) return left(domainError(CardCodes.RELOAD_AMOUNT_REQUIRED));
            const usable = usableInstrument(m, paymentInstrumentId);
            if (usable._tag === 'Left') return usable;
            const next = applyReload(card.balance, amount);
            if (next._tag === 'Left') return next;
            const reloaded = toCard(updateCard(backend, m, cardId, (c) => ({ ...c, balance: next.right })));
            recordMovement(backend, m, { cardId, kind: 'reload', amount, balanceAfter: next.right });
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
          // The domain's transfer rule, as the server applies it: TRANSFER_SAME_CARD, TRANSFER_AMOUNT_REQUIRED,
          // INSUFFICIENT_BALANCE, 121023 past $500.
          chain(({ from, to }) => {
            const t = applyTransfer({ fromCardId: from.cardId, toCardId: to.cardId, amount, fromBalance: from.balance, toBalance: to.balance });
            if (t._tag === 'Left') return left({ ...t.left, status: 400 });
            const next = memberCards(backend, m).map((c) =>
              c.cardId === fromCardId ? { ...c, balance: t.right.from } : c.cardId === toCardId ? { ...c, balance: t.right.to } : c,
            );
            writeMemberCards(backend, m, next);
            recordMovement(backend, m, { cardId: fromCardId, kind: 'transfer-out', amount: -t.right.amount, balanceAfter: t.right.from });
            recordMovement(backend, m, { cardId: toCardId, kind: 'transfer-in', amount: t.right.amount, balanceAfter: t.right.to });
            return right({ from: toCard({ ...from, balance: t.right.from }), to: toCard({ ...to, balance: t.right.to }) });
          }),
        ),
      )),

    createAutoReload: (s) =>
      setProfile(CardOperations.createAutoReload, s.cardId, s.idempotencyKey, (current, m) =>
        current !== undefined ? left(domainError(CardCodes.AUTO_RELOAD_EXISTS, { status: 409 })) : pipe(checkSettings(m, s), chain((ok) => right(activeProfile(ok))))),

    updateAutoReload: (s) =>
      setProfile(CardOperations.updateAutoReload, s.cardId, s.idempotencyKey, (current, m) =>
        current === undefined
          ? left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { autoReload: s.cardId } }))
          : pipe(checkSettings(m, s), chain((ok) => right(activeProfile(ok))))),

    disableAutoReload: (cardId, idempotencyKey) =>
      setProfile(CardOperations.disableAutoReload, cardId, idempotencyKey, (current) =>
        current === undefined
          ? left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { autoReload: cardId } }))
          : right({ ...current, status: 'disabled' })),

    barcode: (cardNumber) =>
      asMember(CardOperations.barcode, (m) => {
        const digits = cardNumber.replace(/\D/g, '');
        const held = memberCards(backend, m).some((c) => c.cardNumber === digits);
        return held
          ? right({ kind: 'symbol' as const, symbology: 'pdf417' as const, text: `CREMA-PAY:${digits}:${backend.clock.now()}` })
          : left(domainError(CardCodes.CARD_NOT_REGISTERED, { context: { lastFour: digits.slice(-4) } }));
      }),

    cardInfoFromToken: (token) =>
      asMember(CardOperations.cardInfoFromToken, () => {
        const physical = findPhysicalCardByToken(token);
        if (physical === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
        const pooled = cardPoolTable(backend).read()[physical.cardNumber];
        if (pooled === undefined) return left(domainError(CardCodes.ALREADY_REGISTERED));
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
