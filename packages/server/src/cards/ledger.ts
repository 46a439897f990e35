// The member's stored-value cards on the server. Every money operation is one SQL transaction: the cards it
// touches are locked (SELECT ... FOR UPDATE, in card id order so two transfers never deadlock), the new
// balances come from the domain's rules (applyReload, applyTransfer, staysWithinMax), a CHECK keeps every
// balance within $0..$500 whatever slips past, each movement is written to card_movements, and the
// operation's first answer is stored under its idempotency key in the same transaction (a retry with the
// same key answers it again with no second effect; a failure rolls its claim back with everything else).
import { sql, type Selectable } from 'kysely';
import { domainError, DEFAULT_CURRENCY, ErrorCodes, type Clock, type DomainError, type IdGenerator } from '@crema/domain';
import {
  applyReload,
  applyTransfer,
  autoReloadForPayment,
  type AutoReloadTopUp,
  checkAutoReloadSettings,
  normalizeCardNumber,
  staysWithinMax,
  CardCodes,
  CARD_CODE_ATTEMPTS,
  CARD_ACTIVITY_PAGE_SIZE,
  isCardMovementKind,
  type AddCardRequest,
  type AddCardResult,
  type CardActivityPage,
  type CardMovementKind,
  type AutoReloadSettings,
  type RemovedCard,
  type StoredValueCard,
  type TransferResult,
} from '@crema/domain/cards';
import type { Db, Tx } from '../db/database';
import { DomainFailure } from '../http/failure';
import { claimKey, rememberAnswer, requestFingerprint } from './idempotency';
import { isLockedOut } from '@crema/domain/auth';
import { cardCodeCounter, claimAttemptIn, settleSuccessIn } from '../auth/attempt-claims';
import type { CardsTable } from './tables';
import { hashCardNumber, hashCashstarToken, unsealCardNumber, verifySecurityCode } from './secrets';
import { instrumentRefusal, requireUsableInstrument } from '../payments/instruments';
import { completeTasksInTx, RELOAD_COMPLETES } from '../stream/onboarding';

type CardRow = Selectable<CardsTable>;

export interface CardLedgerDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

const raise = (e: DomainError): never => {
  throw new DomainFailure(e);
};
const failWith = (code: string, status?: number): never => raise(domainError(code, status === undefined ? {} : { status }));
const notFound = (): never => failWith(ErrorCodes.NOT_FOUND, 404);

export const toStoredValueCard = (r: CardRow): StoredValueCard => ({
  cardId: r.card_id,
  cardNumber: unsealCardNumber(r.number_sealed),
  nickname: r.nickname,
  cardImageUrl: r.card_image_url,
  productNumber: r.product_number,
  balance: { amount: Number(r.balance), currency: DEFAULT_CURRENCY },
  primary: r.is_primary,
  ...(r.auto_reload_status === null
    ? {}
    : {
        autoReloadProfile: {
          status: r.auto_reload_status === 'active' ? ('active' as const) : ('disabled' as const),
          amount: Number(r.auto_reload_amount),
          triggerAmount: Number(r.auto_reload_trigger),
          paymentInstrumentId: r.auto_reload_instrument_id ?? '',
        },
      }),
});

const scopeOf = (memberId: string): string => `member:${memberId}`;

/**
 * Runs `body` once per (member, operation, key): a repeat of the same request answers the stored answer; the
 * key with another request (`request`: what the operation moves, from and to what) is a 409.
 */
const idempotent = async <A>(tx: Tx, d: CardLedgerDeps, memberId: string, operation: string, key: string | undefined, request: unknown, body: () => Promise<A>): Promise<A> => {
  if (key === undefined) return body();
  const claim = await claimKey(tx, scopeOf(memberId), operation, key, d.clock.now(), requestFingerprint(request));
  if (claim.kind === 'answered') return claim.answer as A;
  const answer = await body();
  await rememberAnswer(tx, scopeOf(memberId), operation, key, answer);
  return answer;
};

const lockCards = async (tx: Tx, memberId: string, cardIds: readonly string[]): Promise<Map<string, CardRow>> => {
  const rows = await tx
    .selectFrom('cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('card_id', 'in', [...new Set(cardIds)])
    .orderBy('card_id')
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.card_id, r]));
};

const lockCard = async (tx: Tx, memberId: string, cardId: string): Promise<CardRow> => (await lockCards(tx, memberId, [cardId])).get(cardId) ?? notFound();

const setBalance = async (tx: Tx, cardId: string, balance: number): Promise<CardRow> =>
  tx.updateTable('cards').set({ balance }).where('card_id', '=', cardId).returningAll().executeTakeFirstOrThrow();

const move = async (
  tx: Tx,
  d: CardLedgerDeps,
  m: { cardId: string; memberId: string; kind: CardMovementKind; amount: number; balanceAfter: number; instrumentId?: string; key?: string },
): Promise<void> => {
  await tx
    .insertInto('card_movements')
    .values({
      movement_id: d.ids.next('mv'),
      card_id: m.cardId,
      member_id: m.memberId,
      kind: m.kind,
      amount: m.amount,
      balance_after: m.balanceAfter,
      payment_instrument_id: m.instrumentId ?? null,
      idempotency_key: m.key ?? null,
      at: d.clock.now(),
    })
    .execute();
};

/** A reload is paid only from the member's own saved instrument (121043), and not an expired card (121044): payments' rule. */
const requireOwnInstrument = async (tx: Tx, d: CardLedgerDeps, memberId: string, instrumentId: string): Promise<void> => {
  await requireUsableInstrument(tx, memberId, instrumentId, d.clock.now());
};

/**
 * Pays `amount` from the member's card inside the caller's transaction (an order paid with a stored-value
 * card): one conditional update that never takes a balance below $0 (121025 when the balance is too low;
 * of two payments spending the same balance at once, one wins). When the card's auto reload is active and
 * the balance falls below its trigger, the profile's amount is added from its instrument if it stays within
 * $500 and the instrument is still the member's. An amount of 0 (a reward or a coupon covers the whole order)
 * locks the member's card (NOT_FOUND when it is not theirs), moves nothing and writes no movement.
 */
export const payWithCardInTx = async (tx: Tx, d: CardLedgerDeps, memberId: string, cardId: string, amount: number, key?: string): Promise<StoredValueCard> =>
  (await payWithCardReloadingInTx(tx, d, memberId, cardId, amount, key)).card;

/**
 * payWithCardInTx, answering also the auto reload it ran (issue #32: the placed order says so), by the domain's
 * autoReloadForPayment on the balance before the payment, as checkout foretold it.
 */
export const payWithCardReloadingInTx = async (
  tx: Tx,
  d: CardLedgerDeps,
  memberId: string,
  cardId: string,
  amount: number,
  key?: string,
): Promise<{ readonly card: StoredValueCard; readonly autoReloaded?: AutoReloadTopUp }> => {
  if (!Number.isSafeInteger(amount) || amount < 0) return failWith(ErrorCodes.VALIDATION, 400);
  if (amount === 0) return { card: toStoredValueCard(await lockCard(tx, memberId, cardId)) };
  const paid = await tx
    .updateTable('cards')
    .set({ balance: sql`balance - ${amount}` })
    .where('card_id', '=', cardId)
    .where('member_id', '=', memberId)
    .where('balance', '>=', amount)
    .returningAll()
    .executeTakeFirst();
  if (paid === undefined) {
    const exists = await tx.selectFrom('cards').select('card_id').where('card_id', '=', cardId).where('member_id', '=', memberId).executeTakeFirst();
    return exists === undefined ? notFound() : failWith(CardCodes.BALANCE_TOO_LOW);
  }
  const balance = Number(paid.balance);
  await move(tx, d, { cardId, memberId, kind: 'payment', amount: -amount, balanceAfter: balance, ...(key === undefined ? {} : { key }) });
  // The domain's auto reload after a payment (the fake's too), from an instrument still the member's and not
  // expired (payments' rule); else no top-up.
  const card = toStoredValueCard(paid);
  const topUp = autoReloadForPayment(balance + amount, amount, card.autoReloadProfile);
  if (topUp === undefined || typeof (await instrumentRefusal(tx, memberId, topUp.paymentInstrumentId, d.clock.now())) === 'string') return { card };
  const reloaded = await setBalance(tx, cardId, topUp.balance);
  await move(tx, d, { cardId, memberId, kind: 'auto-reload', amount: topUp.amount, balanceAfter: topUp.balance, instrumentId: topUp.paymentInstrumentId, ...(key === undefined ? {} : { key }) });
  return { card: toStoredValueCard(reloaded), autoReloaded: topUp };
};

/** What an auto reload command sets, as its key's fingerprint reads it (disable: the card alone). */
const autoReloadRequest = (s: AutoReloadSettings | { cardId: string }): unknown =>
  'amount' in s ? { cardId: s.cardId, amount: s.amount, triggerAmount: s.triggerAmount, paymentInstrumentId: s.paymentInstrumentId } : { cardId: s.cardId };

/**
 * Gives `amount` back to the member's card inside the caller's transaction (a cancelled order's refund, issue #28):
 * the card locked, a 'refund' movement written, the balance kept within $500 (staysWithinMax). 'held' (nothing
 * moved) when the card is no longer the member's or the refund would take it past $500: the caller keeps the
 * refund for an operator rather than lose it.
 */
export const refundToCardInTx = async (tx: Tx, d: CardLedgerDeps, memberId: string, cardId: string, amount: number, key?: string): Promise<'credited' | 'held'> => {
  if (!Number.isSafeInteger(amount) || amount < 0) return failWith(ErrorCodes.VALIDATION, 400);
  const row = (await lockCards(tx, memberId, [cardId])).get(cardId);
  if (row === undefined || !staysWithinMax(Number(row.balance), amount)) return 'held';
  if (amount === 0) return 'credited';
  const balance = Number(row.balance) + amount;
  await setBalance(tx, cardId, balance);
  await move(tx, d, { cardId, memberId, kind: 'refund', amount, balanceAfter: balance, ...(key === undefined ? {} : { key }) });
  return 'credited';
};

export const createCardLedger = (d: CardLedgerDeps) => {
  const { db } = d;

  const list = async (memberId: string): Promise<readonly StoredValueCard[]> =>
    (
      await db
        .selectFrom('cards')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('is_primary', 'desc')
        .orderBy('registered_at')
        .orderBy('card_id')
        .execute()
    ).map(toStoredValueCard);

  const get = async (memberId: string, cardId: string): Promise<StoredValueCard> => {
    const r = await db.selectFrom('cards').selectAll().where('member_id', '=', memberId).where('card_id', '=', cardId).executeTakeFirst();
    return r === undefined ? notFound() : toStoredValueCard(r);
  };

  const reload = (memberId: string, r: { cardId: string; amount: number; paymentInstrumentId: string; idempotencyKey: string }): Promise<StoredValueCard> =>
    db.transaction().execute((tx) =>
      idempotent(tx, d, memberId, 'card-reload', r.idempotencyKey, { cardId: r.cardId, amount: r.amount, paymentInstrumentId: r.paymentInstrumentId }, async () => {
        const card = await lockCard(tx, memberId, r.cardId);
        if (r.amount === 0) failWith(CardCodes.RELOAD_AMOUNT_REQUIRED);
        await requireOwnInstrument(tx, d, memberId, r.paymentInstrumentId);
        const next = applyReload(Number(card.balance), r.amount);
        if (next._tag === 'Left') return raise(next.left);
        const updated = await setBalance(tx, card.card_id, next.right);
        await move(tx, d, { cardId: card.card_id, memberId, kind: 'reload', amount: r.amount, balanceAfter: next.right, instrumentId: r.paymentInstrumentId, key: r.idempotencyKey });
        await completeTasksInTx(tx, memberId, RELOAD_COMPLETES, d.clock.now());
        return toStoredValueCard(updated);
      }),
    );

  const transfer = (memberId: string, r: { fromCardId: string; toCardId: string; amount: number; idempotencyKey: string }): Promise<TransferResult> =>
    db.transaction().execute((tx) =>
      idempotent(tx, d, memberId, 'card-transfer', r.idempotencyKey, { fromCardId: r.fromCardId, toCardId: r.toCardId, amount: r.amount }, async () => {
        const locked = await lockCards(tx, memberId, [r.fromCardId, r.toCardId]);
        const from = locked.get(r.fromCardId) ?? notFound();
        const to = locked.get(r.toCardId) ?? notFound();
        const t = applyTransfer({ fromCardId: from.card_id, toCardId: to.card_id, amount: r.amount, fromBalance: Number(from.balance), toBalance: Number(to.balance) });
        if (t._tag === 'Left') return raise({ ...t.left, status: 400 });
        // Updated in card id order, as locked.
        const [first, second] = from.card_id < to.card_id ? [from, to] : [to, from];
        const after = new Map<string, CardRow>();
        for (const c of [first, second]) after.set(c.card_id, await setBalance(tx, c.card_id, c.card_id === from.card_id ? t.right.from : t.right.to));
        await move(tx, d, { cardId: from.card_id, memberId, kind: 'transfer-out', amount: -t.right.amount, balanceAfter: t.right.from, key: r.idempotencyKey });
        await move(tx, d, { cardId: to.card_id, memberId, kind: 'transfer-in', amount: t.right.amount, balanceAfter: t.right.to, key: r.idempotencyKey });
        return { from: toStoredValueCard(after.get(from.card_id) ?? from), to: toStoredValueCard(after.get(to.card_id) ?? to) };
      }),
    );

  const add = async (memberId: string, req: AddCardRequest): Promise<AddCardResult> => {
    const digits = normalizeCardNumber(req.cardNumber);
    if (digits.length !== 16 || !/^\d{8}$/.test(req.securityCode)) return failWith(CardCodes.CARD_ENTRY_MALFORMED);
    const numberHash = hashCardNumber(digits);
    const issued = await db.selectFrom('issued_cards').selectAll().where('number_hash', '=', numberHash).executeTakeFirst();
    if (issued === undefined) return failWith(CardCodes.CARD_NUMBER_UNKNOWN);
    // Each code guess is claimed per card number before the check (CARD_CODE_ATTEMPTS: five wrong pause the card,
    // whoever guesses); the slow hash runs outside any transaction: no lock is held while it spends its time.
    const codes = cardCodeCounter(numberHash);
    const claim = await claimAttemptIn(db, codes, CARD_CODE_ATTEMPTS, d.clock.now());
    if (!claim.granted) return failWith(CardCodes.SECURITY_CODE_PAUSED, 423);
    if (!(await verifySecurityCode(req.securityCode, issued.security_code_hash, digits))) {
      return isLockedOut(claim.state, d.clock.now()) ? failWith(CardCodes.SECURITY_CODE_PAUSED, 423) : failWith(CardCodes.SECURITY_CODE_WRONG);
    }
    await settleSuccessIn(db, codes, claim);
    if (issued.fail_with !== null) return failWith(issued.fail_with);
    return db.transaction().execute(async (tx) => {
      const pool = await tx.selectFrom('issued_cards').selectAll().where('number_hash', '=', numberHash).forUpdate().executeTakeFirstOrThrow();
      const taken = await tx.selectFrom('cards').select('card_id').where('number_hash', '=', numberHash).executeTakeFirst();
      if (taken !== undefined) return failWith(CardCodes.ALREADY_REGISTERED);
      const held = await tx.selectFrom('cards').select(sql<number>`count(*)`.as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
      const loaded = Number(pool.balance);
      let transfer: AddCardResult['transfer'];
      if (req.transferToCardId !== undefined) {
        const target = await lockCard(tx, memberId, req.transferToCardId);
        if (!staysWithinMax(Number(target.balance), loaded)) return failWith(CardCodes.MAX_BALANCE_EXCEEDED);
        const balanceAfter = Number(target.balance) + loaded;
        await setBalance(tx, target.card_id, balanceAfter);
        await move(tx, d, { cardId: target.card_id, memberId, kind: 'add-transfer-in', amount: loaded, balanceAfter });
        transfer = { toCardId: target.card_id, amount: loaded };
      }
      const balance = transfer === undefined ? loaded : 0;
      const cardId = d.ids.next('card');
      await tx.updateTable('issued_cards').set({ balance: 0 }).where('number_hash', '=', numberHash).execute();
      const row = await tx
        .insertInto('cards')
        .values({
          card_id: cardId,
          member_id: memberId,
          number_hash: numberHash,
          number_last_four: pool.number_last_four,
          number_sealed: pool.number_sealed,
          nickname: pool.nickname,
          card_image_url: pool.card_image_url,
          product_number: pool.product_number,
          balance,
          is_primary: Number(held.n) === 0,
          registered_at: d.clock.now(),
          auto_reload_status: null,
          auto_reload_amount: null,
          auto_reload_trigger: null,
          auto_reload_instrument_id: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await move(tx, d, { cardId, memberId, kind: 'add', amount: balance, balanceAfter: balance });
      const card = toStoredValueCard(row);
      return transfer === undefined ? { card } : { card, transfer };
    });
  };

  /** Unregisters the card: its balance goes back to the issuer's card, the next card becomes primary. */
  const remove = (memberId: string, cardId: string): Promise<RemovedCard> =>
    db.transaction().execute(async (tx) => {
      const card = await lockCard(tx, memberId, cardId);
      await tx.deleteFrom('cards').where('card_id', '=', cardId).execute();
      await tx
        .updateTable('issued_cards')
        .set({ balance: sql`balance + ${Number(card.balance)}` })
        .where('number_hash', '=', card.number_hash)
        .execute();
      await move(tx, d, { cardId, memberId, kind: 'remove', amount: -Number(card.balance), balanceAfter: 0 });
      if (card.is_primary) {
        const next = await tx.selectFrom('cards').select('card_id').where('member_id', '=', memberId).orderBy('registered_at').orderBy('card_id').executeTakeFirst();
        if (next !== undefined) await tx.updateTable('cards').set({ is_primary: true }).where('card_id', '=', next.card_id).execute();
      }
      return { cardId, cardNumber: unsealCardNumber(card.number_sealed) };
    });

  const makePrimary = (memberId: string, cardId: string): Promise<StoredValueCard> =>
    db.transaction().execute(async (tx) => {
      await lockCard(tx, memberId, cardId);
      await tx.updateTable('cards').set({ is_primary: sql<boolean>`card_id = ${cardId}` }).where('member_id', '=', memberId).execute();
      return toStoredValueCard(await tx.selectFrom('cards').selectAll().where('card_id', '=', cardId).executeTakeFirstOrThrow());
    });

  const setAutoReload = (memberId: string, op: 'create' | 'update' | 'disable', s: AutoReloadSettings | { cardId: string; idempotencyKey?: string }): Promise<StoredValueCard> =>
    db.transaction().execute((tx) =>
      idempotent(tx, d, memberId, `auto-reload-${op}`, s.idempotencyKey, autoReloadRequest(s), async () => {
        const card = await lockCard(tx, memberId, s.cardId);
        const has = card.auto_reload_status !== null;
        if (op === 'create' && has) failWith(CardCodes.AUTO_RELOAD_EXISTS, 409);
        if (op !== 'create' && !has) notFound();
        if (op === 'disable') {
          return toStoredValueCard(await tx.updateTable('cards').set({ auto_reload_status: 'disabled' }).where('card_id', '=', card.card_id).returningAll().executeTakeFirstOrThrow());
        }
        const settings = s as AutoReloadSettings;
        const checked = checkAutoReloadSettings(settings);
        if (checked._tag === 'Left') return raise(checked.left);
        await requireOwnInstrument(tx, d, memberId, settings.paymentInstrumentId);
        const row = await tx
          .updateTable('cards')
          .set({ auto_reload_status: 'active', auto_reload_amount: settings.amount, auto_reload_trigger: settings.triggerAmount, auto_reload_instrument_id: settings.paymentInstrumentId })
          .where('card_id', '=', card.card_id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toStoredValueCard(row);
      }),
    );

  /** The member's card with this number (the barcode call), or 121034 when the member does not hold it. */
  const heldNumber = async (memberId: string, cardNumber: string): Promise<string> => {
    const digits = normalizeCardNumber(cardNumber);
    const row = await db.selectFrom('cards').select('number_sealed').where('member_id', '=', memberId).where('number_hash', '=', hashCardNumber(digits)).executeTakeFirst();
    return row === undefined ? failWith(CardCodes.CARD_NOT_REGISTERED) : unsealCardNumber(row.number_sealed);
  };

  /** The issued card an e-gift token reveals, with its unregistered balance; 122000 once registered. */
  const issuedByToken = async (token: string): Promise<{ cardNumber: string; balance: number; productNumber: string; cardImageUrl: string }> => {
    if (token.trim() === '') return notFound();
    const row = await db.selectFrom('issued_cards').selectAll().where('cashstar_token_hash', '=', hashCashstarToken(token)).executeTakeFirst();
    if (row === undefined) return notFound();
    const taken = await db.selectFrom('cards').select('card_id').where('number_hash', '=', row.number_hash).executeTakeFirst();
    if (taken !== undefined) return failWith(CardCodes.ALREADY_REGISTERED);
    return { cardNumber: unsealCardNumber(row.number_sealed), balance: Number(row.balance), productNumber: row.product_number, cardImageUrl: row.card_image_url };
  };

  /**
   * The card's activity (issue #32, point 3): its movements newest first, as written (a payment before the auto
   * reload it set off), `limit` of them from the cursor `before` (a movement's seq), only for the card's holder
   * (NOT_FOUND otherwise). One more row than asked tells whether an older page remains.
   */
  const activity = async (memberId: string, cardId: string, page: { before?: number; limit?: number } = {}): Promise<CardActivityPage> => {
    const limit = page.limit ?? CARD_ACTIVITY_PAGE_SIZE;
    const held = await db.selectFrom('cards').select('card_id').where('member_id', '=', memberId).where('card_id', '=', cardId).executeTakeFirst();
    if (held === undefined) return notFound();
    const rows = await db
      .selectFrom('card_movements')
      .select(['movement_id', 'kind', 'amount', 'balance_after', 'at', 'seq'])
      .where('card_id', '=', cardId)
      .where('member_id', '=', memberId)
      .$if(page.before !== undefined, (q) => q.where('seq', '<', page.before ?? 0))
      .orderBy('seq', 'desc')
      .limit(limit + 1)
      .execute();
    const shown = rows.slice(0, limit);
    const entries = shown.flatMap((r) =>
      isCardMovementKind(r.kind) ? [{ id: r.movement_id, kind: r.kind, amount: Number(r.amount), balanceAfter: Number(r.balance_after), at: Number(r.at) }] : [],
    );
    const last = shown[shown.length - 1];
    return rows.length > limit && last !== undefined ? { entries, next: String(last.seq) } : { entries };
  };

  /** An order paid with the card, in its own transaction (the ordering server calls payWithCardInTx in its own). */
  const pay = (memberId: string, cardId: string, amount: number): Promise<StoredValueCard> => db.transaction().execute((tx) => payWithCardInTx(tx, d, memberId, cardId, amount));

  return { list, get, activity, reload, transfer, add, remove, makePrimary, setAutoReload, heldNumber, issuedByToken, pay };
};

export type ServerCardLedger = ReturnType<typeof createCardLedger>;
