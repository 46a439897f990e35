// Crema cards on the server, on every test database (PGlite always; PostgreSQL when the test command started
// one): the seed keeps no number or security code in clear, every balance stays within $0..$500 under
// concurrent reloads and transfers, one wins when two spend the same balance, transfers conserve money, an
// idempotency key has one effect (also when both requests arrive together and after a restart), and the
// routes answer the spec's codes.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { DEMO_AUTO_RELOAD_INSTRUMENT_ID, DEMO_PRIMARY_CARD_ID, DEMO_SECOND_CARD_ID, PHYSICAL_CARDS } from '@crema/catalog/cards';
import { CardActivityPageCodec, CardGraphOperations, CARDS_PATH } from '@crema/domain/cards';
import { testDatabases } from '../test/databases';
import { failureOf, signIn, useSeededServer } from '../test/app';
import { GRAPH_PATH } from '../http/graph';
import { createCardLedger, type ServerCardLedger } from './ledger';
import { CODE128_PATTERNS, code128Values } from './barcode';

const START = Date.UTC(2026, 10, 25, 18);
const M = DEMO_MEMBER.memberId;
const VISA = DEMO_AUTO_RELOAD_INSTRUMENT_ID;


describe('Code 128', () => {
  it('has 106 symbols of 11 modules and a 13-module stop, all different', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.slice(0, 106).forEach((p) => expect([...p].reduce((a, b) => a + Number(b), 0)).toBe(11));
    expect([...(CODE128_PATTERNS[106] ?? '')].reduce((a, b) => a + Number(b), 0)).toBe(13);
  });
  it('encodes digits in code set C with the checksum (the standard example 1234 5678)', () => {
    // Start C 105, 12, 34, 56, 78: (105 + 12 + 68 + 168 + 312) mod 103 = 47.
    expect(code128Values('12345678')).toEqual([105, 12, 34, 56, 78, 47, 106]);
  });
});

describe.each(testDatabases)('cards on $name', ({ open }) => {
  let ledger: ServerCardLedger;
  let cookie: string;
  let k = 0;
  const key = (): string => `test-key-${++k}`;

  const server = useSeededServer(open, START);

  beforeAll(async () => {
    ledger = createCardLedger(server.ctx);
    cookie = await signIn(server.app, DEMO_MEMBER);
  }, 180_000);

  const balanceOf = async (cardId: string): Promise<number> => (await ledger.get(M, cardId)).balance.amount;
  const total = async (): Promise<number> => (await ledger.list(M)).reduce((s, c) => s + c.balance.amount, 0);

  it('seeds the demo member\'s two cards and keeps no card number or security code in clear anywhere', async () => {
    const cards = await ledger.list(M);
    expect(cards.map((c) => [c.cardId, c.balance.amount, c.primary])).toEqual([
      [DEMO_PRIMARY_CARD_ID, 1845, true],
      [DEMO_SECOND_CARD_ID, 320, false],
    ]);
    const dump = JSON.stringify([
      await server.db.selectFrom('issued_cards').selectAll().execute(),
      await server.db.selectFrom('cards').selectAll().execute(),
      await server.db.selectFrom('card_movements').selectAll().execute(),
      await server.db.selectFrom('idempotency_keys').selectAll().execute(),
    ]);
    for (const p of PHYSICAL_CARDS) {
      expect(dump).not.toContain(p.cardNumber);
      expect(dump).not.toContain(p.securityCode);
    }
    expect(await ledger.list(NEW_MEMBER.memberId)).toEqual([]);
  });

  it('refuses a balance outside $0..$500 in the table itself (CHECK)', async () => {
    await expect(server.db.updateTable('cards').set({ balance: 50_001 }).where('card_id', '=', DEMO_SECOND_CARD_ID).execute()).rejects.toThrow();
    await expect(server.db.updateTable('cards').set({ balance: -1 }).where('card_id', '=', DEMO_SECOND_CARD_ID).execute()).rejects.toThrow();
    expect(await balanceOf(DEMO_SECOND_CARD_ID)).toBe(320);
  });

  it('reloads once per key: a retry answers the first answer with no second effect, even when both arrive together', async () => {
    const before = await balanceOf(DEMO_SECOND_CARD_ID);
    const req = { cardId: DEMO_SECOND_CARD_ID, amount: 100, paymentInstrumentId: VISA, idempotencyKey: key() };
    const [a, b] = await Promise.all([ledger.reload(M, req), ledger.reload(M, req)]);
    expect(b).toEqual(a);
    expect(await ledger.reload(M, req)).toEqual(a);
    expect(await balanceOf(DEMO_SECOND_CARD_ID)).toBe(before + 100);
    const moves = await server.db.selectFrom('card_movements').selectAll().where('idempotency_key', '=', req.idempotencyKey).execute();
    expect(moves).toHaveLength(1);
  });

  it("adding money completes the member's SvcReload onboarding task, once: its first date stays", async () => {
    const svcReload = async () =>
      (await server.db.selectFrom('onboarding_tasks').select('completed_on').where('member_id', '=', M).where('task', '=', 'SvcReload').executeTakeFirst())?.completed_on;
    await server.db.deleteFrom('onboarding_tasks').where('member_id', '=', M).where('task', '=', 'SvcReload').execute();
    await ledger.reload(M, { cardId: DEMO_SECOND_CARD_ID, amount: 100, paymentInstrumentId: VISA, idempotencyKey: key() });
    const first = server.clock.now();
    expect(Number(await svcReload())).toBe(first);
    server.clock.advance(60_000);
    await ledger.reload(M, { cardId: DEMO_SECOND_CARD_ID, amount: 100, paymentInstrumentId: VISA, idempotencyKey: key() });
    expect(Number(await svcReload())).toBe(first);
  });

  it('a key is remembered across a restart (a new ledger on the same database)', async () => {
    const req = { fromCardId: DEMO_SECOND_CARD_ID, toCardId: DEMO_PRIMARY_CARD_ID, amount: 7, idempotencyKey: key() };
    const first = await ledger.transfer(M, req);
    const restarted = createCardLedger(server.ctx);
    expect(await restarted.transfer(M, req)).toEqual(first);
    expect(await balanceOf(DEMO_PRIMARY_CARD_ID)).toBe(first.to.balance.amount);
  });

  it('concurrent reloads never lift a balance over $500: the ones that fit win, the rest get 121023', async () => {
    const before = await balanceOf(DEMO_PRIMARY_CARD_ID);
    const fits = Math.floor((50_000 - before) / 10_000);
    const codes = await Promise.all(
      Array.from({ length: fits + 3 }, () => failureOf(ledger.reload(M, { cardId: DEMO_PRIMARY_CARD_ID, amount: 10_000, paymentInstrumentId: VISA, idempotencyKey: key() }))),
    );
    expect(codes.filter((c) => c === 'ok')).toHaveLength(fits);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === '121023')).toBe(true);
    expect(await balanceOf(DEMO_PRIMARY_CARD_ID)).toBe(before + fits * 10_000);
  });

  it('two transfers spending the same balance at the same moment: one wins, the other gets the error; money is conserved', async () => {
    const sum = await total();
    const from = await balanceOf(DEMO_SECOND_CARD_ID);
    const to = await balanceOf(DEMO_PRIMARY_CARD_ID);
    // Make room on the destination first (back to a known balance by a transfer the other way).
    const amount = Math.min(from, 50_000 - to);
    expect(amount).toBeGreaterThan(0);
    const spend = () => failureOf(ledger.transfer(M, { fromCardId: DEMO_SECOND_CARD_ID, toCardId: DEMO_PRIMARY_CARD_ID, amount, idempotencyKey: key() }));
    const codes = (await Promise.all([spend(), spend()])).sort();
    expect(codes[1]).toBe('ok');
    expect(['INSUFFICIENT_BALANCE', '121023']).toContain(codes[0]);
    expect(await total()).toBe(sum);
    expect(await balanceOf(DEMO_SECOND_CARD_ID)).toBe(from - amount);
  });

  it('opposite transfers at the same moment finish without a deadlock and conserve money', async () => {
    await ledger.transfer(M, { fromCardId: DEMO_PRIMARY_CARD_ID, toCardId: DEMO_SECOND_CARD_ID, amount: 5_000, idempotencyKey: key() });
    const sum = await total();
    const codes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        failureOf(
          ledger.transfer(M, {
            fromCardId: i % 2 === 0 ? DEMO_PRIMARY_CARD_ID : DEMO_SECOND_CARD_ID,
            toCardId: i % 2 === 0 ? DEMO_SECOND_CARD_ID : DEMO_PRIMARY_CARD_ID,
            amount: 100,
            idempotencyKey: key(),
          }),
        ),
      ),
    );
    expect(codes.every((c) => c === 'ok' || c === 'INSUFFICIENT_BALANCE' || c === '121023')).toBe(true);
    expect(await total()).toBe(sum);
  });

  it('refuses a reload from an instrument that is not the member\'s own (121043) and a card the member does not hold (404)', async () => {
    expect(await failureOf(ledger.reload(M, { cardId: DEMO_SECOND_CARD_ID, amount: 100, paymentInstrumentId: 'pi-someone-else', idempotencyKey: key() }))).toBe('121043');
    expect(await failureOf(ledger.reload(NEW_MEMBER.memberId, { cardId: DEMO_SECOND_CARD_ID, amount: 100, paymentInstrumentId: VISA, idempotencyKey: key() }))).toBe('NOT_FOUND');
  });

  it('adds a card by number and security code (the catalogue\'s codes otherwise), and removal gives its balance back to the issuer', async () => {
    const add = (cardNumber: string, securityCode: string) => failureOf(ledger.add(NEW_MEMBER.memberId, { cardNumber, securityCode }));
    expect(await add('6104172399999999', '12345678')).toBe('121000');
    expect(await add('6104172399003000', '99999999')).toBe('121002');
    expect(await add('6104172399030000', '30303030')).toBe('121030');
    expect(await add('6104172399034000', '34343434')).toBe('121034');
    expect(await add('6104172399037000', '37373737')).toBe('121037');
    expect(await add('6104172300184521', '18452100')).toBe('122000');
    const r = await ledger.add(NEW_MEMBER.memberId, { cardNumber: '6104 1723 9900 3000', securityCode: '30003000' });
    expect(r.card.primary).toBe(true);
    expect(r.card.balance.amount).toBe(300);
    expect(await add('6104172399003000', '30003000')).toBe('122000');
    expect(await ledger.remove(NEW_MEMBER.memberId, r.card.cardId)).toEqual({ cardId: r.card.cardId, cardNumber: '6104172399003000' });
    const again = await ledger.add(NEW_MEMBER.memberId, { cardNumber: '6104172399003000', securityCode: '30003000' });
    expect(again.card.balance.amount).toBe(300);
    await ledger.remove(NEW_MEMBER.memberId, again.card.cardId);
  });

  describe('routes', () => {
    it('answers 401 signed out and lists the member\'s cards signed in', async () => {
      expect((await server.app.inject({ method: 'GET', url: CARDS_PATH })).statusCode).toBe(401);
      const r = await server.app.inject({ method: 'GET', url: CARDS_PATH, headers: { cookie } });
      expect(r.statusCode).toBe(200);
      expect(r.json<{ cardId: string }[]>().map((c) => c.cardId)).toEqual([DEMO_PRIMARY_CARD_ID, DEMO_SECOND_CARD_ID]);
    });

    it('answers the barcode as an SVG image of a held card, 121034 for another', async () => {
      const r = await server.app.inject({ method: 'POST', url: `${CARDS_PATH}/barcode`, headers: { cookie }, payload: { cardNumber: '6104172300184521' } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(r.body).toContain('6104 1723 0018 4521');
      const other = await server.app.inject({ method: 'POST', url: `${CARDS_PATH}/barcode`, headers: { cookie }, payload: { cardNumber: '6104172399001000' } });
      expect(other.json()).toEqual({ code: '121034' });
    });

    it("answers a card's activity to its holder only (401 signed out, 404 for another's card), its query checked (400)", async () => {
      const url = `${CARDS_PATH}/${DEMO_SECOND_CARD_ID}/activity`;
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const r = await server.app.inject({ method: 'GET', url: `${url}?limit=5`, headers: { cookie } });
      expect(r.statusCode).toBe(200);
      expect(CardActivityPageCodec.decode(r.json())._tag).toBe('Right');
      const stranger = await signIn(server.app, NEW_MEMBER);
      expect((await server.app.inject({ method: 'GET', url, headers: { cookie: stranger } })).statusCode).toBe(404);
      for (const q of ['limit=0', 'limit=101', 'before=x', 'before=-1']) expect((await server.app.inject({ method: 'GET', url: `${url}?${q}`, headers: { cookie } })).statusCode).toBe(400);
    });

    it('reloads over REST with the key, refusing a malformed body with 400', async () => {
      const body = { amount: 100, paymentInstrumentId: VISA, idempotencyKey: key() };
      const url = `${CARDS_PATH}/${DEMO_SECOND_CARD_ID}/reload`;
      const a = await server.app.inject({ method: 'POST', url, headers: { cookie }, payload: body });
      const b = await server.app.inject({ method: 'POST', url, headers: { cookie }, payload: body });
      expect(a.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect((await server.app.inject({ method: 'POST', url, headers: { cookie }, payload: { amount: '100', paymentInstrumentId: VISA } })).statusCode).toBe(400);
    });

    it('runs the auto reload graph operations by the spec\'s names', async () => {
      const vars = { cardId: DEMO_SECOND_CARD_ID, amount: 2500, paymentMethodId: VISA, triggerAmount: 1000, idempotencyKey: key() };
      const g = (op: string, v: Record<string, unknown>) => server.app.inject({ method: 'POST', url: GRAPH_PATH, headers: { cookie }, payload: { operationName: op, variables: v } });
      const created = await g(CardGraphOperations.createAutoReload, vars);
      expect(created.statusCode).toBe(200);
      expect(created.json().data.autoReload.autoReloadProfile).toEqual({ status: 'active', amount: 2500, triggerAmount: 1000, paymentInstrumentId: VISA });
      expect((await g(CardGraphOperations.createAutoReload, vars)).json()).toEqual(created.json());
      const bad = await g(CardGraphOperations.updateAutoReload, { ...vars, paymentMethodId: 'pi-not-mine', idempotencyKey: key() });
      expect(bad.json().errors[0].extensions.code).toBe('121043');
      const off = await g(CardGraphOperations.disableAutoReload, { cardId: DEMO_SECOND_CARD_ID });
      expect(off.json().data.autoReload.autoReloadProfile.status).toBe('disabled');
    });
  });

  it('two order payments spending the same balance at the same moment: one wins, the other gets 121025; auto reload tops up below its trigger', async () => {
    const balance = await balanceOf(DEMO_SECOND_CARD_ID);
    const half = Math.floor(balance / 2) + 1;
    const codes = (await Promise.all([failureOf(ledger.pay(M, DEMO_SECOND_CARD_ID, half)), failureOf(ledger.pay(M, DEMO_SECOND_CARD_ID, half))])).sort();
    expect(codes).toEqual(['121025', 'ok']);
    expect(await balanceOf(DEMO_SECOND_CARD_ID)).toBe(balance - half);
    // The primary card's seeded profile: below $10 it adds $25 from the demo Visa.
    const primary = await balanceOf(DEMO_PRIMARY_CARD_ID);
    await ledger.setAutoReload(M, 'update', { cardId: DEMO_PRIMARY_CARD_ID, amount: 2500, triggerAmount: 1000, paymentInstrumentId: VISA });
    const after = await ledger.pay(M, DEMO_PRIMARY_CARD_ID, primary - 500);
    expect(after.balance.amount).toBe(500 + 2500);
    // The card's activity (issue #32, point 3): the auto reload, newest, then the payment that set it off, in the same instant.
    const lines = (await ledger.activity(M, DEMO_PRIMARY_CARD_ID)).entries.slice(0, 2);
    expect(lines.map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter }))).toEqual([
      { kind: 'auto-reload', amount: 2500, balanceAfter: 3000 },
      { kind: 'payment', amount: -(primary - 500), balanceAfter: 500 },
    ]);
    expect(await failureOf(ledger.pay(M, DEMO_PRIMARY_CARD_ID, 50_000))).toBe('121025');
  });

  it('the money in the ledger matches the movements', async () => {
    const rows = await server.db
      .selectFrom('card_movements')
      .select(['card_id', sql<number>`sum(amount)`.as('sum')])
      .where('member_id', '=', M)
      .groupBy('card_id')
      .execute();
    const seeded: Record<string, number> = { [DEMO_PRIMARY_CARD_ID]: 1845, [DEMO_SECOND_CARD_ID]: 320 };
    for (const c of await ledger.list(M)) {
      const moved = Number(rows.find((r) => r.card_id === c.cardId)?.sum ?? 0);
      expect(c.balance.amount).toBe((seeded[c.cardId] ?? 0) + moved);
    }
  });
});
