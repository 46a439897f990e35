// fc.commands model run: reloads, transfers, payments (debitCard), orders paid with a card (priced and placed
// through the fake ordering, with an idempotency key, and retried with it as after a lost answer; the card's auto
// reload tops it up when the payment takes it below the trigger, as the server's model run asserts too:
// adapters-http/src/cards/card-ledger.model.test.ts), adds, removals and auto reload edits against the fake, with
// faults injected mid-flow. After every step the fake's balances equal the model's, stay within $0..$500, and no
// money appears or vanishes: cards + unregistered pool = seed + reloads (auto reloads too) - payments.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, last } from 'rxjs';
import { isLeft, type Either } from 'fp-ts/Either';
import { createManualClock, type DomainError } from '@crema/domain';
import { applyReload, autoReloadOperation, CardCodes, makeSaveAutoReload, planAutoReload, type AutoReloadForm, type AutoReloadProfile } from '@crema/domain/cards';
import { OrderingCodes, type ProductDetails } from '@crema/domain/ordering';
import { availableDrink, priceRequestFor, value } from '@crema/domain/ordering/contract';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { PHYSICAL_CARDS, toCard } from '@crema/catalog/cards';
import { createFakeBackend, createMemoryStorage, type FakeBackend } from '../backend';
import { CardOperations, createFakeCardLedger } from './card-ledger';
import { cardPoolTable, debitCard, FAKE_CARD_MAX_BALANCE, memberCards } from './cards-table';
import { createFakeOrdering, type FakeOrderingPorts } from '../ordering';
import { FRIENDLY_STORE } from '../ordering/test-fixture';

let keys = 0;
const nextKey = (): string => `model-${++keys}`;
const PAY_OP = 'testPayWithCard';
type Op = (typeof CardOperations)[keyof typeof CardOperations] | typeof PAY_OP;

interface Model {
  cards: Map<string, { balance: number; profile?: AutoReloadProfile }>;
  pool: Map<string, number>;
  faults: Map<Op, { code: string; left: number }>;
  net: number;
  /** An order's price by the drink's quantity (the fake's pricing, learnt at the start of the run). */
  prices: ReadonlyMap<number, number>;
}
interface Real {
  backend: FakeBackend;
  ledger: ReturnType<typeof createFakeCardLedger>;
  ordering: FakeOrderingPorts;
  drink: ProductDetails;
}
const QUANTITIES = [1, 2, 5] as const;
/** The orders' store, as the fake's server knows it. */
const storeDirectory = async (n: string) => (n === FRIENDLY_STORE.storeNumber ? FRIENDLY_STORE : undefined);

const m = DEMO_MEMBER.memberId;
const ids = (model: Model) => [...model.cards.keys()].sort();
const at = (model: Model, i: number) => ids(model)[i % Math.max(1, model.cards.size)];
const ADDABLE = PHYSICAL_CARDS.filter((c) => c.registeredTo === undefined && c.failWith === undefined);

/** Consumes an injected fault for `op` in the model; the code it fails with, if any. */
const takeFault = (model: Model, op: Op): string | undefined => {
  const f = model.faults.get(op);
  if (f === undefined) return undefined;
  if (f.left <= 1) model.faults.delete(op);
  else model.faults.set(op, { ...f, left: f.left - 1 });
  return f.code;
};

const expectOutcome = <T>(r: Either<DomainError, T>, expectedCode: string | undefined): void => {
  if (expectedCode === undefined) {
    if (isLeft(r)) throw new Error(`expected success, got ${r.left.code}`);
  } else {
    expect(isLeft(r) && r.left.code).toBe(expectedCode);
  }
};

const checkInvariants = (model: Model, real: Real, seedTotal: number): void => {
  const cards = memberCards(real.backend, m);
  const pool = cardPoolTable(real.backend).read();
  expect(Object.fromEntries(cards.map((c) => [c.cardId, c.balance]))).toEqual(Object.fromEntries([...model.cards].map(([id, c]) => [id, c.balance])));
  expect(Object.fromEntries(cards.map((c) => [c.cardId, c.autoReloadProfile]))).toEqual(
    Object.fromEntries([...model.cards].map(([id, c]) => [id, c.profile])),
  );
  expect(pool).toEqual(Object.fromEntries([...model.pool].map(([n, b]) => [n, { balance: b }])));
  expect(cards.every((c) => Number.isSafeInteger(c.balance) && c.balance >= 0 && c.balance <= FAKE_CARD_MAX_BALANCE)).toBe(true);
  expect(cards.filter((c) => c.primary).length).toBe(cards.length > 0 ? 1 : 0);
  const total = cards.reduce((n, c) => n + c.balance, 0) + Object.values(pool).reduce((n, p) => n + p.balance, 0);
  expect(total).toBe(seedTotal + model.net);
};

type Cmd = fc.AsyncCommand<Model, Real>;
let SEED_TOTAL = 0;

const cmd = (name: string, run: (model: Model, real: Real) => Promise<void>): Cmd => ({
  check: () => true,
  run: async (model, real) => {
    await run(model, real);
    checkInvariants(model, real, SEED_TOTAL);
  },
  toString: () => name,
});

/** An absolute amount, or one relative to the state it meets: up to the ceiling (±1 cent) or all of a balance (±1). */
type AmountSpec = { abs: number } | { fill: number } | { all: number };
const amountSpec: fc.Arbitrary<AmountSpec> = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 3000 }).map((abs) => ({ abs })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 60_000 }).map((abs) => ({ abs })) },
  { weight: 4, arbitrary: fc.integer({ min: -1, max: 1 }).map((fill) => ({ fill })) },
  { weight: 2, arbitrary: fc.integer({ min: -1, max: 1 }).map((all) => ({ all })) },
);
/** The amount a spec stands for, given the source balance and the destination balance; never below 1. */
const resolve = (spec: AmountSpec, source: number, destination: number): number =>
  Math.max(1, 'abs' in spec ? spec.abs : 'fill' in spec ? FAKE_CARD_MAX_BALANCE - destination + spec.fill : source + spec.all);
const amount = amountSpec;

/** The card `i` picks, with the amount `spec` makes of its own balance; undefined while the member holds none. */
const pickCard = (model: Model, i: number, spec: AmountSpec) => {
  const id = at(model, i);
  if (id === undefined) return undefined;
  const card = model.cards.get(id)!;
  return { id, card, a: resolve(spec, card.balance, card.balance) };
};
const faultCode = fc.constantFrom('121035', '121048', '121059', 'HTTP_500', '121023');
const ops: Op[] = [...Object.values(CardOperations), PAY_OP];

const commands = [
  fc.record({ op: fc.constantFrom(...ops), code: faultCode, times: fc.integer({ min: 1, max: 2 }) }).map(({ op, code, times }) =>
    cmd(`Fault(${op}, ${code} x${times})`, async (model, real) => {
      real.backend.faults.set(op, { code, times });
      model.faults.set(op, { code, left: times });
    }),
  ),
  fc.tuple(fc.nat(), amount).map(([i, spec]) =>
    cmd(`Reload(${i}, ${JSON.stringify(spec)})`, async (model, real) => {
      const picked = pickCard(model, i, spec);
      if (picked === undefined) return;
      const { id, card, a } = picked;
      const fault = takeFault(model, CardOperations.reload);
      const code = fault ?? (card.balance + a > FAKE_CARD_MAX_BALANCE ? '121023' : undefined);
      const r = await firstValueFrom(real.ledger.reload({ cardId: id, amount: a, paymentInstrumentId: 'pi-demo-visa-4242', idempotencyKey: nextKey() }));
      expectOutcome(r, code);
      if (code === undefined) {
        card.balance += a;
        model.net += a;
      }
    }),
  ),
  fc.tuple(fc.nat(), fc.nat(), amount).map(([i, j, spec]) =>
    cmd(`Transfer(${i} -> ${j}, ${JSON.stringify(spec)})`, async (model, real) => {
      const from = at(model, i);
      const to = at(model, j);
      if (from === undefined || to === undefined) return;
      const f = model.cards.get(from)!;
      const t = model.cards.get(to)!;
      const a = resolve(spec, f.balance, t.balance);
      const fault = takeFault(model, CardOperations.transfer);
      const code =
        fault ?? (from === to ? CardCodes.TRANSFER_SAME_CARD : a > f.balance ? 'INSUFFICIENT_BALANCE' : t.balance + a > FAKE_CARD_MAX_BALANCE ? '121023' : undefined);
      expectOutcome(await firstValueFrom(real.ledger.transfer({ fromCardId: from, toCardId: to, amount: a, idempotencyKey: nextKey() })), code);
      if (code === undefined) {
        f.balance -= a;
        t.balance += a;
      }
    }),
  ),
  fc.tuple(fc.nat(), amount).map(([i, spec]) =>
    cmd(`Pay(${i}, ${JSON.stringify(spec)})`, async (model, real) => {
      const picked = pickCard(model, i, spec);
      if (picked === undefined) return;
      const { id, card, a } = picked;
      const code = takeFault(model, PAY_OP) ?? (a > card.balance ? 'INSUFFICIENT_BALANCE' : undefined);
      expectOutcome(await firstValueFrom(real.backend.call(PAY_OP, () => debitCard(real.backend, m, id, a))), code);
      if (code === undefined) {
        card.balance -= a;
        model.net -= a;
      }
    }),
  ),
  // An order paid with the card: priced, then placed with an idempotency key; retried with the key (its
  // answer lost), the same order comes back and the card is debited once.
  fc.tuple(fc.nat(), fc.constantFrom(...QUANTITIES), fc.boolean()).map(([i, quantity, retried]) =>
    cmd(`PayForOrder(${i}, x${quantity}${retried ? ', retried' : ''})`, async (model, real) => {
      const id = at(model, i);
      const price = model.prices.get(quantity);
      if (id === undefined || price === undefined) return;
      const card = model.cards.get(id)!;
      const priced = await value(real.ordering.pricing.priceOrder(priceRequestFor(FRIENDLY_STORE, real.drink, quantity)));
      expect(priced.summary.price).toBe(price);
      const key = nextKey();
      const place = () =>
        firstValueFrom(
          real.ordering.orders.placeOrder({ orderId: priced.orderId, storeNumber: FRIENDLY_STORE.storeNumber, tenders: [{ id, tender: 'SVC', amount: price }], tipAmount: 0, idempotencyKey: key }),
        );
      const code = price > card.balance ? OrderingCodes.INSUFFICIENT_BALANCE : undefined;
      const r = await place();
      expectOutcome(r, code);
      if (retried) {
        const again = await place();
        if (isLeft(r)) expect(isLeft(again) && again.left.code).toBe(r.left.code);
        else expect(again).toEqual(r);
      }
      if (code === undefined) {
        const after = card.balance - price;
        model.net -= price;
        // An active auto reload tops the card up from its instrument when the payment takes it below the trigger.
        const p = card.profile;
        const topUp = p?.status === 'active' && after < p.triggerAmount ? applyReload(after, p.amount) : undefined;
        if (topUp?._tag === 'Right') {
          card.balance = topUp.right;
          model.net += p?.amount ?? 0;
        } else card.balance = after;
        if (!isLeft(r)) expect(r.right?.paidWith.balanceAfterMinor).toBe(card.balance);
      }
    }),
  ),
  fc.tuple(fc.nat(), fc.option(fc.nat(), { nil: undefined })).map(([k, j]) =>
    cmd(`Add(${k}, transfer to ${j})`, async (model, real) => {
      const p = ADDABLE[k % ADDABLE.length]!;
      const to = j === undefined ? undefined : at(model, j);
      const pooled = model.pool.get(p.cardNumber);
      const code =
        takeFault(model, CardOperations.add) ??
        (pooled === undefined ? '122000' : to !== undefined && model.cards.get(to)!.balance + pooled > FAKE_CARD_MAX_BALANCE ? '121023' : undefined);
      const r = await firstValueFrom(
        real.ledger.add({ cardNumber: p.cardNumber, securityCode: p.securityCode, ...(to === undefined ? {} : { transferToCardId: to }) }),
      );
      expectOutcome(r, code);
      if (code === undefined && !isLeft(r) && pooled !== undefined) {
        model.pool.delete(p.cardNumber);
        if (to !== undefined) model.cards.get(to)!.balance += pooled;
        model.cards.set(r.right.card.cardId, { balance: to === undefined ? pooled : 0 });
      }
    }),
  ),
  fc.nat().map((i) =>
    cmd(`Remove(${i})`, async (model, real) => {
      const id = at(model, i);
      if (id === undefined) return;
      const code = takeFault(model, CardOperations.remove);
      const r = await firstValueFrom(real.ledger.remove(id));
      expectOutcome(r, code);
      if (code === undefined && !isLeft(r)) {
        model.pool.set(r.right.cardNumber, model.cards.get(id)!.balance);
        model.cards.delete(id);
      }
    }),
  ),
  fc
    .tuple(
      fc.nat(),
      fc.record({
        enabled: fc.boolean(),
        amount: fc.constantFrom(0, 1000, 2500, 48_000),
        triggerAmount: fc.constantFrom(500, 1000, 2500),
        paymentInstrument: fc.constantFrom('pi-demo-visa-4242', '', 'add-payment'),
      }),
    )
    .map(([i, form]: [number, AutoReloadForm]) =>
      cmd(`AutoReload(${i}, ${JSON.stringify(form)})`, async (model, real) => {
        const id = at(model, i);
        if (id === undefined) return;
        const record = memberCards(real.backend, m).find((c) => c.cardId === id)!;
        const card = toCard(record);
        const mc = model.cards.get(id)!;
        const op = autoReloadOperation(mc.profile !== undefined, form.enabled);
        const valid = !isLeft(planAutoReload(card, form));
        const called = op !== 'none' && valid;
        const fault = called ? takeFault(model, `${op}AutoReload` as Op) : undefined;
        const end = await firstValueFrom(makeSaveAutoReload({ ledger: real.ledger })({ card, form }).pipe(last()));
        expect(end.status).toBe(!valid || fault !== undefined ? 'error' : 'ok');
        if (end.status === 'ok' && called) {
          const plan = planAutoReload(card, form);
          if (op === 'disable') mc.profile = mc.profile === undefined ? undefined : { ...mc.profile, status: 'disabled' };
          else if (plan._tag === 'Right' && plan.right.op !== 'none' && plan.right.op !== 'disable') {
            const { amount, triggerAmount, paymentInstrumentId } = plan.right.settings;
            mc.profile = { status: 'active', amount, triggerAmount, paymentInstrumentId };
          }
        }
      }),
    ),
];

describe('fake card ledger model run', () => {
  it('property: balances follow the model through faults, within $0..$500, and no money is lost', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const backend = createFakeBackend({ clock: createManualClock(Date.UTC(2026, 10, 22)), storage: createMemoryStorage() });
        backend.setCurrentMember(DEMO_MEMBER.memberId);
        const ledger = createFakeCardLedger(backend);
        const ordering = createFakeOrdering(backend, storeDirectory);
        const { details: drink } = await availableDrink({ ...ordering, store: FRIENDLY_STORE } as never);
        const prices = new Map<number, number>();
        for (const q of QUANTITIES) prices.set(q, (await value(ordering.pricing.priceOrder(priceRequestFor(FRIENDLY_STORE, drink, q)))).summary.price);
        const cards = memberCards(backend, m);
        const pool = cardPoolTable(backend).read();
        SEED_TOTAL = cards.reduce((n, c) => n + c.balance, 0) + Object.values(pool).reduce((n, p) => n + p.balance, 0);
        const model: Model = {
          cards: new Map(cards.map((c) => [c.cardId, c.autoReloadProfile ? { balance: c.balance, profile: { ...c.autoReloadProfile } } : { balance: c.balance }])),
          pool: new Map(Object.entries(pool).map(([n, p]) => [n, p.balance])),
          faults: new Map(),
          net: 0,
          prices,
        };
        await fc.asyncModelRun(() => ({ model, real: { backend, ledger, ordering, drink } }), cmds);
      }),
      { numRuns: 150 },
    );
  });
});
