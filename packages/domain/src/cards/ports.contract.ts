// Conformance suite for CardLedger adapters: run against the fake here and against HTTP when a server exists.
import { describe, it, expect } from 'vitest';
import { firstValueFrom, toArray, type Observable } from 'rxjs';
import { isLeft, type Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import type { StoredValueCard } from './model';
import type { CardActivityEntry } from './activity';
import type { CardLedger } from './ports';
import { CARD_MAX_BALANCE } from './rules';
import { CardCodes } from './payment-codes';
import { PaymentCodes } from '../payments/errors';

export interface CardEntry {
  readonly cardNumber: string;
  readonly securityCode: string;
}

export interface CardLedgerFixture {
  readonly ledger: CardLedger;
  /** Signs in a member holding at least two cards, each with room under $500 and a positive balance on one. */
  signInMemberWithCards(): void | Promise<void>;
  /** Signs in a member with no cards. */
  signInMemberWithoutCards(): void | Promise<void>;
  signOut(): void | Promise<void>;
  /** An issued card nobody holds, with a positive balance under $500. */
  readonly addableCard: CardEntry;
  /** Another issued card nobody holds, with a $0 balance. */
  readonly emptyCard: CardEntry;
  /** A saved payment instrument of the member with cards. */
  readonly paymentInstrumentId: string;
}

const BAD_ENTRY_CODES = ['121000', '121001', '121002', '121017'];

export const answer = async <T>(o: Observable<Either<DomainError, T>>): Promise<Either<DomainError, T>> => {
  const all = await firstValueFrom(o.pipe(toArray()));
  if (all.length !== 1) throw new Error(`expected exactly one answer, got ${all.length}`);
  return all[0] as Either<DomainError, T>;
};

export const value = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await answer(o);
  if (isLeft(r)) throw new Error(`expected a value, got ${JSON.stringify(r.left)}`);
  return r.right;
};

export const failure = async <T>(o: Observable<Either<DomainError, T>>): Promise<DomainError> => {
  const r = await answer(o);
  if (!isLeft(r)) throw new Error(`expected a failure, got ${JSON.stringify(r.right)}`);
  return r.left;
};

let keys = 0;
/** A new idempotency key per call of the suite (unique across runs against one server). */
export const key = (): string => `contract-${Date.now().toString(36)}-${++keys}`;

const balances = async (ledger: CardLedger): Promise<Record<string, number>> =>
  Object.fromEntries((await value(ledger.list())).map((c) => [c.cardId, c.balance.amount]));

export const describeCardLedgerContract = (name: string, make: () => CardLedgerFixture | Promise<CardLedgerFixture>): void => {
  describe(`CardLedger contract: ${name}`, () => {
    const withCards = async (): Promise<{ f: CardLedgerFixture; cards: readonly StoredValueCard[] }> => {
      const f = await make();
      await f.signInMemberWithCards();
      const cards = await value(f.ledger.list());
      if (cards.length < 2) throw new Error('the fixture member must hold at least two cards');
      return { f, cards };
    };
    const nth = (cards: readonly StoredValueCard[], i: number): StoredValueCard => {
      const c = cards[i];
      if (c === undefined) throw new Error(`no card ${i}`);
      return c;
    };

    it('refuses a signed-out visitor with a 401', async () => {
      const f = await make();
      await f.signOut();
      expect((await failure(f.ledger.list())).status).toBe(401);
      expect((await failure(f.ledger.barcode('6104172300184521'))).status).toBe(401);
      expect((await failure(f.ledger.activity('card-anyone'))).status).toBe(401);
    });

    it('lists nothing for a member without cards', async () => {
      const f = await make();
      await f.signInMemberWithoutCards();
      expect(await value(f.ledger.list())).toEqual([]);
    });

    it('lists cards with whole balances within $0..$500, exactly one primary, listed first', async () => {
      const { cards } = await withCards();
      expect(cards.filter((c) => c.primary)).toHaveLength(1);
      expect(nth(cards, 0).primary).toBe(true);
      for (const c of cards) {
        expect(Number.isSafeInteger(c.balance.amount) && c.balance.amount >= 0 && c.balance.amount <= CARD_MAX_BALANCE).toBe(true);
        expect(c.cardNumber).toMatch(/^\d{12,19}$/);
        expect(Object.keys(c)).not.toContain('securityCode');
      }
    });

    it('gets one card as listed, and answers 404 for a card the member does not hold', async () => {
      const { f, cards } = await withCards();
      expect(await value(f.ledger.get(nth(cards, 1).cardId))).toEqual(nth(cards, 1));
      expect((await failure(f.ledger.get('card-nobody-holds'))).status).toBe(404);
    });

    it('reloads by exactly the amount, and refuses with 121023 to pass $500, changing nothing', async () => {
      const { f, cards } = await withCards();
      const card = nth(cards, 0);
      const fits = Math.min(1000, CARD_MAX_BALANCE - card.balance.amount);
      const after = await value(f.ledger.reload({ cardId: card.cardId, amount: fits, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: key() }));
      expect(after.balance.amount).toBe(card.balance.amount + fits);
      const over = CARD_MAX_BALANCE - after.balance.amount + 1;
      const e = await failure(f.ledger.reload({ cardId: card.cardId, amount: over, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: key() }));
      expect(e.code).toBe('121023');
      expect((await value(f.ledger.get(card.cardId))).balance.amount).toBe(after.balance.amount);
    });

    it("lists a card's activity newest first, each line with its amount and the balance after it; only the holder's (404 otherwise)", async () => {
      const { f, cards } = await withCards();
      const [from, to] = nth(cards, 0).balance.amount > 0 ? [nth(cards, 0), nth(cards, 1)] : [nth(cards, 1), nth(cards, 0)];
      const reloaded = await value(f.ledger.reload({ cardId: from.cardId, amount: 100, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: key() }));
      const moved = await value(f.ledger.transfer({ fromCardId: from.cardId, toCardId: to.cardId, amount: 1, idempotencyKey: key() }));
      const line = ({ kind, amount, balanceAfter }: CardActivityEntry) => ({ kind, amount, balanceAfter });
      const fromLines = (await value(f.ledger.activity(from.cardId))).entries;
      expect(fromLines.slice(0, 2).map(line)).toEqual([
        { kind: 'transfer-out', amount: -1, balanceAfter: moved.from.balance.amount },
        { kind: 'reload', amount: 100, balanceAfter: reloaded.balance.amount },
      ]);
      expect(fromLines[0]?.at).toBeGreaterThanOrEqual(fromLines[1]?.at ?? Infinity);
      expect((await value(f.ledger.activity(to.cardId))).entries.slice(0, 1).map(line)).toEqual([{ kind: 'transfer-in', amount: 1, balanceAfter: moved.to.balance.amount }]);
      expect((await failure(f.ledger.activity('card-nobody-holds'))).status).toBe(404);
    });

    it("pages a card's activity: at most `limit` lines, the next page from the cursor, no line twice", async () => {
      const { f, cards } = await withCards();
      const card = nth(cards, 1);
      for (let i = 0; i < 3; i++) await value(f.ledger.reload({ cardId: card.cardId, amount: 1, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: key() }));
      const first = await value(f.ledger.activity(card.cardId, { limit: 2 }));
      expect(first.entries).toHaveLength(2);
      expect(first.next).toBeDefined();
      const second = await value(f.ledger.activity(card.cardId, { limit: 2, ...(first.next === undefined ? {} : { before: first.next }) }));
      expect(second.entries.length).toBeGreaterThanOrEqual(1);
      const ids = [...first.entries, ...second.entries].map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...first.entries, ...second.entries].slice(0, 3).map((e) => [e.kind, e.amount])).toEqual([['reload', 1], ['reload', 1], ['reload', 1]]);
    });

    it('asks for a reload amount (121005) when the amount is 0', async () => {
      const { f, cards } = await withCards();
      const e = await failure(f.ledger.reload({ cardId: nth(cards, 0).cardId, amount: 0, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: key() }));
      expect(e.code).toBe('121005');
    });

    it('transfers keeping the total, and refuses overdrawing or passing $500 without a change', async () => {
      const { f, cards } = await withCards();
      const [from, to] = nth(cards, 0).balance.amount > 0 ? [nth(cards, 0), nth(cards, 1)] : [nth(cards, 1), nth(cards, 0)];
      const before = await balances(f.ledger);
      const amount = Math.min(from.balance.amount, CARD_MAX_BALANCE - to.balance.amount, 100);
      const r = await value(f.ledger.transfer({ fromCardId: from.cardId, toCardId: to.cardId, amount, idempotencyKey: key() }));
      expect(r.from.balance.amount).toBe(from.balance.amount - amount);
      expect(r.to.balance.amount).toBe(to.balance.amount + amount);
      const mid = await balances(f.ledger);
      expect(Object.values(mid).reduce((a, b) => a + b, 0)).toBe(Object.values(before).reduce((a, b) => a + b, 0));
      const overdraw = await failure(f.ledger.transfer({ fromCardId: from.cardId, toCardId: to.cardId, amount: r.from.balance.amount + 1, idempotencyKey: key() }));
      expect(overdraw.code).toBe('INSUFFICIENT_BALANCE');
      // Fill the destination to $500 less a cent, then a 2-cent transfer would pass $500.
      const room = CARD_MAX_BALANCE - r.to.balance.amount - 1;
      if (room > 0) await value(f.ledger.reload({ cardId: to.cardId, amount: room, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: key() }));
      if (r.from.balance.amount >= 2) {
        const e = await failure(f.ledger.transfer({ fromCardId: from.cardId, toCardId: to.cardId, amount: 2, idempotencyKey: key() }));
        expect(e.code).toBe('121023');
      }
      const end = await balances(f.ledger);
      expect(end[from.cardId]).toBe(r.from.balance.amount);
      expect(end[to.cardId]).toBe(CARD_MAX_BALANCE - 1);
    });

    it('refuses a transfer to the same card with TRANSFER_SAME_CARD (the domain\'s transfer rule), changing nothing', async () => {
      const { f, cards } = await withCards();
      const card = nth(cards, 0).balance.amount > 0 ? nth(cards, 0) : nth(cards, 1);
      const before = await balances(f.ledger);
      const e = await failure(f.ledger.transfer({ fromCardId: card.cardId, toCardId: card.cardId, amount: 1, idempotencyKey: key() }));
      expect(e.code).toBe(CardCodes.TRANSFER_SAME_CARD);
      expect(e.status).toBe(400);
      expect(await balances(f.ledger)).toEqual(before);
    });

    it('answers a second auto reload create with AUTO_RELOAD_EXISTS (409), an update or disable of no profile with 404, and refuses settings paid from an instrument that is not the member\'s (121043)', async () => {
      const { f, cards } = await withCards();
      const card = cards.find((c) => c.autoReloadProfile === undefined);
      if (card === undefined) throw new Error('the fixture member needs a card without auto reload');
      const settings = { cardId: card.cardId, amount: 2500, triggerAmount: 1000, paymentInstrumentId: f.paymentInstrumentId };
      expect((await failure(f.ledger.updateAutoReload({ ...settings, idempotencyKey: key() }))).status).toBe(404);
      expect((await failure(f.ledger.disableAutoReload(card.cardId, key()))).status).toBe(404);
      const foreign = await failure(f.ledger.createAutoReload({ ...settings, paymentInstrumentId: 'pi-someone-elses', idempotencyKey: key() }));
      expect(foreign.code).toBe(PaymentCodes.PAYMENT_METHOD_INVALID);
      await value(f.ledger.createAutoReload({ ...settings, idempotencyKey: key() }));
      const twice = await failure(f.ledger.createAutoReload({ ...settings, idempotencyKey: key() }));
      expect([twice.code, twice.status]).toEqual([CardCodes.AUTO_RELOAD_EXISTS, 409]);
    });

    it('refuses a wrong security code with a card-number code and adds nothing', async () => {
      const f = await make();
      await f.signInMemberWithoutCards();
      const e = await failure(f.ledger.add({ cardNumber: f.addableCard.cardNumber, securityCode: '00000001' }));
      expect(BAD_ENTRY_CODES).toContain(e.code);
      expect(await value(f.ledger.list())).toEqual([]);
    });

    it('adds a card (the first becomes primary), never echoes the security code, and refuses it twice with 122000', async () => {
      const f = await make();
      await f.signInMemberWithoutCards();
      const r = await value(f.ledger.add(f.addableCard));
      expect(r.card.primary).toBe(true);
      expect(r.card.cardNumber).toBe(f.addableCard.cardNumber);
      expect(r.card.balance.amount).toBeGreaterThan(0);
      expect(JSON.stringify(await value(f.ledger.list()))).not.toContain(f.addableCard.securityCode);
      expect((await failure(f.ledger.add(f.addableCard))).code).toBe('122000');
    });

    it('adds with a transfer: the new card is emptied onto the target card', async () => {
      const { f, cards } = await withCards();
      const target = nth(cards, 1);
      const r = await value(f.ledger.add({ ...f.addableCard, transferToCardId: target.cardId }));
      expect(r.card.balance.amount).toBe(0);
      expect(r.transfer?.toCardId).toBe(target.cardId);
      expect((await value(f.ledger.get(target.cardId))).balance.amount).toBe(target.balance.amount + (r.transfer?.amount ?? NaN));
    });

    it('adds a $0 card', async () => {
      const { f } = await withCards();
      const r = await value(f.ledger.add(f.emptyCard));
      expect(r.card.balance.amount).toBe(0);
      expect(r.card.primary).toBe(false);
    });

    it('removes a card, answering its number; a second removal is a 404', async () => {
      const { f, cards } = await withCards();
      const card = nth(cards, 1);
      const removed = await value(f.ledger.remove(card.cardId));
      expect(removed).toEqual({ cardId: card.cardId, cardNumber: card.cardNumber });
      expect((await value(f.ledger.list())).map((c) => c.cardId)).not.toContain(card.cardId);
      expect((await failure(f.ledger.remove(card.cardId))).status).toBe(404);
    });

    it('makes another card primary, leaving exactly one primary', async () => {
      const { f, cards } = await withCards();
      const card = nth(cards, 1);
      expect((await value(f.ledger.makePrimary(card.cardId))).primary).toBe(true);
      const after = await value(f.ledger.list());
      expect(after.filter((c) => c.primary).map((c) => c.cardId)).toEqual([card.cardId]);
    });

    it('creates, updates and disables an auto reload profile; refuses create twice and update/disable of none', async () => {
      const { f, cards } = await withCards();
      const card = cards.find((c) => c.autoReloadProfile === undefined);
      if (card === undefined) throw new Error('the fixture member needs a card without auto reload');
      const settings = { cardId: card.cardId, amount: 2500, triggerAmount: 1000, paymentInstrumentId: f.paymentInstrumentId };
      // Each save of the form is one action with its own key.
      expect(isLeft(await answer(f.ledger.updateAutoReload(settings)))).toBe(true);
      expect(isLeft(await answer(f.ledger.disableAutoReload(card.cardId)))).toBe(true);
      const created = await value(f.ledger.createAutoReload(settings));
      expect(created.autoReloadProfile).toEqual({ status: 'active', amount: 2500, triggerAmount: 1000, paymentInstrumentId: f.paymentInstrumentId });
      expect(isLeft(await answer(f.ledger.createAutoReload(settings)))).toBe(true);
      const updated = await value(f.ledger.updateAutoReload({ ...settings, amount: 5000 }));
      expect(updated.autoReloadProfile?.amount).toBe(5000);
      const disabled = await value(f.ledger.disableAutoReload(card.cardId));
      expect(disabled.autoReloadProfile?.status).toBe('disabled');
      expect(created.balance.amount).toBe(card.balance.amount);
    });

    it('reloads once per idempotency key: the same key again answers the same card and charges nothing more', async () => {
      const { f, cards } = await withCards();
      const card = nth(cards, 1);
      const k = key();
      const first = await value(f.ledger.reload({ cardId: card.cardId, amount: 100, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: k }));
      const again = await value(f.ledger.reload({ cardId: card.cardId, amount: 100, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: k }));
      expect(again).toEqual(first);
      expect((await value(f.ledger.get(card.cardId))).balance.amount).toBe(card.balance.amount + 100);
      const other = await value(f.ledger.reload({ cardId: card.cardId, amount: 100, paymentInstrumentId: f.paymentInstrumentId, idempotencyKey: key() }));
      expect(other.balance.amount).toBe(card.balance.amount + 200);
    });

    it('transfers once per idempotency key', async () => {
      const { f, cards } = await withCards();
      const [from, to] = nth(cards, 0).balance.amount > 0 ? [nth(cards, 0), nth(cards, 1)] : [nth(cards, 1), nth(cards, 0)];
      const k = key();
      const req = { fromCardId: from.cardId, toCardId: to.cardId, amount: 1, idempotencyKey: k };
      const first = await value(f.ledger.transfer(req));
      expect(await value(f.ledger.transfer(req))).toEqual(first);
      const after = await balances(f.ledger);
      expect(after[from.cardId]).toBe(from.balance.amount - 1);
      expect(after[to.cardId]).toBe(to.balance.amount + 1);
    });

    it('refuses to reload from an instrument that is not the member\'s own, changing nothing', async () => {
      const { f, cards } = await withCards();
      const card = nth(cards, 0);
      const e = await failure(f.ledger.reload({ cardId: card.cardId, amount: 100, paymentInstrumentId: 'pi-someone-elses', idempotencyKey: key() }));
      expect(['121043', '121045', '121046', '121065', '121066', '121070']).toContain(e.code);
      expect((await value(f.ledger.get(card.cardId))).balance.amount).toBe(card.balance.amount);
    });

    it('answers a barcode payload for a held card, and fails for a number the member does not hold', async () => {
      const { f, cards } = await withCards();
      const p = await value(f.ledger.barcode(nth(cards, 0).cardNumber));
      expect(p.kind === 'symbol' ? p.text.length : p.bytes.length).toBeGreaterThan(0);
      expect(isLeft(await answer(f.ledger.barcode(f.addableCard.cardNumber)))).toBe(true);
    });
  });
};
