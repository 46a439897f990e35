import { describe, it, expect } from 'vitest';
import { isLeft, isRight } from 'fp-ts/Either';
import { createManualClock } from '@crema/domain';
import { describeCardLedgerContract, value, failure } from '@crema/domain/cards/contract';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { DEMO_AUTO_RELOAD_INSTRUMENT_ID, DEMO_PRIMARY_CARD_ID, DEMO_SECOND_CARD_ID, PHYSICAL_CARDS } from '@crema/catalog/cards';
import { createFakeBackend, createMemoryStorage } from '../backend';
import { CardOperations, createFakeCardLedger } from './card-ledger';
import { cardPoolTable, cardsTable, creditCard, debitCard, payWithCard } from './cards-table';
import { completedTasks, onboardingTable } from '../stream/onboarding-table';
import { signedInAsDemo } from '../backend/test-support';

const NOW = Date.UTC(2026, 10, 22, 15, 30);
export const setup = (storage = createMemoryStorage()) => {
  const clock = createManualClock(NOW);
  const backend = createFakeBackend({ clock, storage });
  return { clock, backend, ledger: createFakeCardLedger(backend) };
};
const physical = (balance: number) => {
  const p = PHYSICAL_CARDS.find((c) => c.balance === balance && c.registeredTo === undefined && c.failWith === undefined);
  if (!p) throw new Error(`no physical card with ${balance}`);
  return { cardNumber: p.cardNumber, securityCode: p.securityCode };
};

describeCardLedgerContract('fake', () => {
  const { backend, ledger } = setup();
  return {
    ledger,
    signInMemberWithCards: () => backend.setCurrentMember(DEMO_MEMBER.memberId),
    signInMemberWithoutCards: () => backend.setCurrentMember(NEW_MEMBER.memberId),
    signOut: () => backend.setCurrentMember(undefined),
    addableCard: physical(2500),
    emptyCard: physical(0),
    paymentInstrumentId: DEMO_AUTO_RELOAD_INSTRUMENT_ID,
  };
});

describe('fake card ledger', () => {
  const demo = () => signedInAsDemo(setup());

  it("writes an order's payment and the auto reload it set off into the card's activity, newest first, as the server's ledger", async () => {
    const s = demo();
    const paid = payWithCard(s.backend, DEMO_MEMBER.memberId, DEMO_PRIMARY_CARD_ID, 1000);
    expect(isRight(paid)).toBe(true);
    const lines = (await value(s.ledger.activity(DEMO_PRIMARY_CARD_ID))).entries;
    expect(lines.map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter }))).toEqual([
      { kind: 'auto-reload', amount: 2500, balanceAfter: 3345 },
      { kind: 'payment', amount: -1000, balanceAfter: 845 },
    ]);
    expect(lines.map((l) => l.at)).toEqual([NOW, NOW]);
    expect((await failure(s.ledger.activity('card-nobody-holds'))).status).toBe(404);
  });

  it('seeds the demo member with a $18.45 primary card (auto reload on) and a $3.20 card', async () => {
    const cards = await value(demo().ledger.list());
    expect(cards.map((c) => [c.cardId, c.balance.amount, c.primary, c.autoReloadProfile?.status])).toEqual([
      [DEMO_PRIMARY_CARD_ID, 1845, true, 'active'],
      [DEMO_SECOND_CARD_ID, 320, false, undefined],
    ]);
  });

  it.each([
    ['6104172399030000', '30303030', '121030'],
    ['6104172399034000', '34343434', '121034'],
    ['6104172399037000', '37373737', '121037'],
    ['6104172399122000', '12200012', '122000'],
    ['6104172399999999', '12345678', '121000'],
    ['6104172399001000', '99999999', '121002'],
    ['6104 1723', '10001000', '121001'],
    ['6104172300184521', '18452100', '122000'],
  ])('adding %s / %s fails with %s', async (cardNumber, securityCode, code) => {
    const s = demo();
    expect((await failure(s.ledger.add({ cardNumber, securityCode }))).code).toBe(code);
    expect(await value(s.ledger.list())).toHaveLength(2);
  });

  it('refuses an add-with-transfer that would lift the target over $500, registering nothing', async () => {
    const s = demo();
    const e = await failure(s.ledger.add({ ...physical(49_000), transferToCardId: DEMO_PRIMARY_CARD_ID }));
    expect(e.code).toBe('121023');
    expect(await value(s.ledger.list())).toHaveLength(2);
    expect(cardPoolTable(s.backend).read()[physical(49_000).cardNumber]).toEqual({ balance: 49_000 });
  });

  it('returns a removed card to the pool with its balance, so it can be added back; the next card becomes primary', async () => {
    const s = demo();
    const removed = await value(s.ledger.remove(DEMO_PRIMARY_CARD_ID));
    const left = await value(s.ledger.list());
    expect(left.map((c) => [c.cardId, c.primary])).toEqual([[DEMO_SECOND_CARD_ID, true]]);
    const again = await value(s.ledger.add({ cardNumber: removed.cardNumber, securityCode: '18452100' }));
    expect(again.card.balance.amount).toBe(1845);
    expect(again.card.autoReloadProfile).toBeUndefined();
  });

  it('reveals an e-gift card from its cashstar token, then refuses it once registered', async () => {
    const s = demo();
    const info = await value(s.ledger.cardInfoFromToken('cs-demo-egift-25'));
    expect(info.balance).toBe(2500);
    await value(s.ledger.add(info));
    expect((await failure(s.ledger.cardInfoFromToken('cs-demo-egift-25'))).code).toBe('122000');
    expect((await failure(s.ledger.cardInfoFromToken('cs-nope'))).status).toBe(404);
  });

  it('answers a pdf417 symbol for the barcode, and 121034 for a card not registered to the member', async () => {
    const s = demo();
    const p = await value(s.ledger.barcode('6104 1723 0018 4521'));
    expect(p).toEqual({ kind: 'symbol', symbology: 'pdf417', text: `CREMA-PAY:6104172300184521:${NOW}` });
    expect((await failure(s.ledger.barcode('6104172399001000'))).code).toBe('121034');
  });

  it('fails an operation with an injected catalogue code, once', async () => {
    const s = demo();
    s.backend.faults.set(CardOperations.reload, { code: '121035', times: 1 });
    const req = { cardId: DEMO_SECOND_CARD_ID, amount: 1000, paymentInstrumentId: DEMO_AUTO_RELOAD_INSTRUMENT_ID, idempotencyKey: 'reload-fault-1' };
    expect((await failure(s.ledger.reload(req))).code).toBe('121035');
    expect((await value(s.ledger.reload(req))).balance.amount).toBe(1320);
  });

  it("adding money completes the member's SvcReload onboarding task, once", async () => {
    const s = demo();
    onboardingTable(s.backend).update((t) => ({ ...t, [DEMO_MEMBER.memberId]: {} }));
    await value(s.ledger.reload({ cardId: DEMO_SECOND_CARD_ID, amount: 500, paymentInstrumentId: DEMO_AUTO_RELOAD_INSTRUMENT_ID, idempotencyKey: 'reload-onboarding-1' }));
    expect(completedTasks(s.backend, DEMO_MEMBER.memberId)).toEqual({ SvcReload: NOW });
  });

  it('persists cards across a reload of the page (same storage)', async () => {
    const storage = createMemoryStorage();
    const a = setup(storage);
    a.backend.setCurrentMember(DEMO_MEMBER.memberId);
    await value(a.ledger.reload({ cardId: DEMO_SECOND_CARD_ID, amount: 500, paymentInstrumentId: DEMO_AUTO_RELOAD_INSTRUMENT_ID, idempotencyKey: 'reload-persist-1' }));
    const b = setup(storage);
    expect((await value(b.ledger.get(DEMO_SECOND_CARD_ID))).balance.amount).toBe(820);
  });

  it('a retried reload or transfer (same idempotency key) has one effect and the same answer, even after a page reload', async () => {
    const storage = createMemoryStorage();
    const a = setup(storage);
    a.backend.setCurrentMember(DEMO_MEMBER.memberId);
    const reload = { cardId: DEMO_SECOND_CARD_ID, amount: 500, paymentInstrumentId: DEMO_AUTO_RELOAD_INSTRUMENT_ID, idempotencyKey: 'reload-retry-1' };
    const first = await value(a.ledger.reload(reload));
    expect(await value(a.ledger.reload(reload))).toEqual(first);
    const transfer = { fromCardId: DEMO_PRIMARY_CARD_ID, toCardId: DEMO_SECOND_CARD_ID, amount: 45, idempotencyKey: 'transfer-retry-1' };
    const moved = await value(a.ledger.transfer(transfer));
    const b = setup(storage);
    b.backend.setCurrentMember(DEMO_MEMBER.memberId);
    expect(await value(b.ledger.transfer(transfer))).toEqual(moved);
    expect(await value(b.ledger.reload(reload))).toEqual(first);
    expect((await value(b.ledger.get(DEMO_SECOND_CARD_ID))).balance.amount).toBe(320 + 500 + 45);
    expect((await value(b.ledger.get(DEMO_PRIMARY_CARD_ID))).balance.amount).toBe(1845 - 45);
  });

  it('a failed attempt is not remembered: its retry with the same key runs', async () => {
    const s = demo();
    s.backend.faults.set(CardOperations.transfer, { code: '121035', times: 1 });
    const req = { fromCardId: DEMO_PRIMARY_CARD_ID, toCardId: DEMO_SECOND_CARD_ID, amount: 100, idempotencyKey: 'transfer-fault-1' };
    expect((await failure(s.ledger.transfer(req))).code).toBe('121035');
    expect((await value(s.ledger.transfer(req))).to.balance.amount).toBe(420);
    expect((await value(s.ledger.transfer(req))).to.balance.amount).toBe(420);
  });

  it('refuses a reload from an instrument outside the member\'s wallet with 121043', async () => {
    const s = demo();
    const e = await failure(s.ledger.reload({ cardId: DEMO_SECOND_CARD_ID, amount: 500, paymentInstrumentId: 'pi-x', idempotencyKey: 'reload-foreign-1' }));
    expect(e.code).toBe('121043');
  });

  it('refuses a reload from a saved card past its expiry month with 121044', async () => {
    const s = demo();
    // The demo Mastercard expires 03/2028, the Visa 08/2029.
    s.clock.set(Date.UTC(2028, 3, 1));
    const e = await failure(s.ledger.reload({ cardId: DEMO_SECOND_CARD_ID, amount: 500, paymentInstrumentId: DEMO_INSTRUMENT_IDS.mastercard, idempotencyKey: 'reload-expired-1' }));
    expect(e.code).toBe('121044');
    expect((await value(s.ledger.reload({ cardId: DEMO_SECOND_CARD_ID, amount: 500, paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa, idempotencyKey: 'reload-expired-2' }))).cardId).toBe(DEMO_SECOND_CARD_ID);
  });

  it('never writes a security code to storage', async () => {
    const storage = createMemoryStorage();
    const s = setup(storage);
    s.backend.setCurrentMember(NEW_MEMBER.memberId);
    await value(s.ledger.add(physical(2500)));
    const dump = JSON.stringify(cardsTable(s.backend).read()) + JSON.stringify(cardPoolTable(s.backend).read());
    expect(PHYSICAL_CARDS.some((c) => dump.includes(c.securityCode))).toBe(false);
  });
});

describe('debitCard / creditCard (used by the ordering fake)', () => {
  const s = () => setup();
  const m = DEMO_MEMBER.memberId;

  it('debits a card and reports the new balance', () => {
    const { backend } = s();
    const r = debitCard(backend, m, DEMO_PRIMARY_CARD_ID, 1000);
    expect(isRight(r) && r.right).toEqual({ balance: 845 });
  });

  it('refuses a debit above the balance with INSUFFICIENT_BALANCE, changing nothing', () => {
    const { backend } = s();
    const r = debitCard(backend, m, DEMO_SECOND_CARD_ID, 321);
    expect(isLeft(r) && r.left.code).toBe('INSUFFICIENT_BALANCE');
    expect(cardsTable(backend).read()[m]?.find((c) => c.cardId === DEMO_SECOND_CARD_ID)?.balance).toBe(320);
  });

  it('credits up to $500 and refuses past it with 121023', () => {
    const { backend } = s();
    expect(isRight(creditCard(backend, m, DEMO_SECOND_CARD_ID, 50_000 - 320))).toBe(true);
    const r = creditCard(backend, m, DEMO_SECOND_CARD_ID, 1);
    expect(isLeft(r) && r.left.code).toBe('121023');
  });

  it('answers NOT_FOUND for another member\'s card and VALIDATION_ERROR for a bad amount', () => {
    const { backend } = s();
    const a = debitCard(backend, NEW_MEMBER.memberId, DEMO_PRIMARY_CARD_ID, 100);
    const b = creditCard(backend, m, DEMO_PRIMARY_CARD_ID, 1.5);
    expect([isLeft(a) && a.left.code, isLeft(b) && b.left.code]).toEqual(['NOT_FOUND', 'VALIDATION_ERROR']);
  });
});
