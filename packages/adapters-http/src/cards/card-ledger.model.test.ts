// Model-based run of the cards money rules against a real server process through the HTTP adapter: add money,
// transfer, pay for an order with a Crema card (priced, then placed with the card as the tender and an
// idempotency key, through the HTTP ordering adapter; the card's auto reload tops it up when the payment takes
// it below the trigger, as the fake's model run asserts too: adapters-fake/src/cards/card-ledger.model.test.ts), auto reload and remove, alone, as concurrent pairs (Promise.all of two commands), and as "the
// answer was lost after the server committed, then retried with the same key" (the call made twice). After
// every step the server's balances equal the model's: none outside $0..$500, money conserved across
// transfers, no effect applied twice. Bounded: 15 runs of up to 12 commands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '@crema/domain';
import { applyReload, applyTransfer, CARD_MAX_BALANCE, CardCodes, type CardLedger } from '@crema/domain/cards';
import { OrderingCodes, type PlacedOrder, type PricedOrder, type ProductDetails, type StoreFacts } from '@crema/domain/ordering';
import { StoreFactsCodec } from '@crema/domain/ordering/wire';
import { availableDrink, priceRequestFor, value } from '@crema/domain/ordering/contract';
import { testClient } from '../test/client';
import { createHttpAccounts } from '../auth/accounts';
import { createHttpOrdering, type HttpOrderingPorts } from '../ordering';
import { createHttpCardLedger } from './card-ledger';
import { newCardsWorld, startCardsServer } from './test-world';

let server: Awaited<ReturnType<typeof startCardsServer>> | undefined;
/** The store orders are placed at (open at every hour by the server's own facts) and a drink on its menu. */
let shop: { store: StoreFacts; drink: ProductDetails } | undefined;
beforeAll(async () => {
  server = await startCardsServer();
  const facts = StoreFactsCodec.decode(((await (await fetch(`${server.baseUrl}/__test/ordering/stores`)).json()) as { store: unknown }).store);
  if (facts._tag === 'Left') throw new Error('the server named no fixture store');
  const store = facts.right;
  const { details } = await availableDrink({ ...createHttpOrdering(testClient(server.baseUrl)), store } as never);
  shop = { store, drink: details };
}, 480_000);
afterAll(() => server?.stop());

interface Model {
  /** Card id -> balance, in list order. */
  cards: Map<string, number>;
  profiles: Map<string, 'active' | 'disabled'>;
  /** Money reloaded in (minus what removal handed back to the issuer): the total must equal sum + this. */
  readonly start: number;
  reloaded: number;
  removed: number;
  /** Money the cards paid for orders. */
  spent: number;
  /** An order's price by the drink's quantity (the server's pricing, learnt at the start of the run). */
  readonly prices: ReadonlyMap<number, number>;
}
interface Real {
  readonly ledger: CardLedger;
  readonly ordering: HttpOrderingPorts;
  readonly instrument: string;
  /** The pricing an idempotency key's order was placed from: a retry with the key sends the same order again. */
  readonly pricings: Map<string, Promise<PricedOrder>>;
}

/** The auto reload profile every AutoReload command saves: $25 when the balance falls below $10. */
const AUTO_RELOAD = { amount: 2500, triggerAmount: 1000 } as const;
const QUANTITIES = [1, 2, 5] as const;

let keys = 0;
const newKey = (): string => `model-${Date.now().toString(36)}-${++keys}`;
const call = <T>(o: import('rxjs').Observable<Either<DomainError, T>>): Promise<Either<DomainError, T>> => firstValueFrom(o);
const codeOf = (r: Either<DomainError, unknown>): string => (r._tag === 'Left' ? r.left.code : 'ok');
/** The same answer: the same value, or a failure with the same code (its request id differs). */
const expectSameAnswer = (again: Either<DomainError, unknown>, first: Either<DomainError, unknown>): void => {
  if (first._tag === 'Right') expect(again).toEqual(first);
  else expect(codeOf(again)).toBe(first.left.code);
};
const ids = (m: Model): string[] => [...m.cards.keys()];
const pickId = (m: Model, i: number): string | undefined => ids(m)[i % Math.max(1, m.cards.size)];

/** A money operation, as the model applies it (the domain's rules) and as the adapter sends it. */
type MoneyOp =
  | { readonly kind: 'reload'; readonly i: number; readonly amount: number }
  | { readonly kind: 'transfer'; readonly i: number; readonly j: number; readonly amount: number }
  | { readonly kind: 'pay'; readonly i: number; readonly quantity: number };

const expected = (m: Model, op: MoneyOp): { code: string; apply: () => void } => {
  if (op.kind === 'pay') {
    const id = pickId(m, op.i);
    const price = m.prices.get(op.quantity);
    if (id === undefined || price === undefined) return { code: 'skip', apply: () => undefined };
    const balance = m.cards.get(id) ?? 0;
    // The ledger's conditional debit: never below $0 (the order's INSUFFICIENT_BALANCE, and the whole order rolls back).
    if (price > balance) return { code: OrderingCodes.INSUFFICIENT_BALANCE, apply: () => undefined };
    return {
      code: 'ok',
      apply: () => {
        const after = balance - price;
        m.spent += price;
        // An active auto reload tops the card up from its instrument when the payment takes it below the trigger.
        const topUp = m.profiles.get(id) === 'active' && after < AUTO_RELOAD.triggerAmount ? applyReload(after, AUTO_RELOAD.amount) : undefined;
        if (topUp?._tag === 'Right') {
          m.cards.set(id, topUp.right);
          m.reloaded += AUTO_RELOAD.amount;
        } else m.cards.set(id, after);
      },
    };
  }
  if (op.kind === 'reload') {
    const id = pickId(m, op.i);
    if (id === undefined) return { code: 'skip', apply: () => undefined };
    const r = applyReload(m.cards.get(id) ?? 0, op.amount);
    return r._tag === 'Left' ? { code: r.left.code, apply: () => undefined } : { code: 'ok', apply: () => { m.cards.set(id, r.right); m.reloaded += op.amount; } };
  }
  const from = pickId(m, op.i);
  const to = pickId(m, op.j);
  if (from === undefined || to === undefined) return { code: 'skip', apply: () => undefined };
  if (from === to) return { code: CardCodes.TRANSFER_SAME_CARD, apply: () => undefined };
  const r = applyTransfer({ fromCardId: from, toCardId: to, amount: op.amount, fromBalance: m.cards.get(from) ?? 0, toBalance: m.cards.get(to) ?? 0 });
  return r._tag === 'Left' ? { code: r.left.code, apply: () => undefined } : { code: 'ok', apply: () => { m.cards.set(from, r.right.from); m.cards.set(to, r.right.to); } };
};

/** Prices the order once per key (a retry sends the same order id), then places it paid with the card. */
const payForOrder = (real: Real, cardId: string, quantity: number, key: string): Promise<Either<DomainError, PlacedOrder | null>> => {
  if (shop === undefined) throw new Error('no store');
  const { store, drink } = shop;
  let pricing = real.pricings.get(key);
  if (pricing === undefined) {
    pricing = value(real.ordering.pricing.priceOrder(priceRequestFor(store, drink, quantity)));
    real.pricings.set(key, pricing);
  }
  return pricing.then((priced) =>
    call(
      real.ordering.orders.placeOrder({
        orderId: priced.orderId,
        storeNumber: store.storeNumber,
        tenders: [{ id: cardId, tender: 'SVC', amount: priced.summary.price }],
        tipAmount: 0,
        idempotencyKey: key,
      }),
    ),
  );
};

const send = (m: Model, real: Real, op: MoneyOp, key: string): Promise<Either<DomainError, unknown>> | undefined => {
  if (op.kind === 'pay') {
    const id = pickId(m, op.i);
    return id === undefined ? undefined : payForOrder(real, id, op.quantity, key);
  }
  if (op.kind === 'reload') {
    const id = pickId(m, op.i);
    return id === undefined ? undefined : call(real.ledger.reload({ cardId: id, amount: op.amount, paymentInstrumentId: real.instrument, idempotencyKey: key }));
  }
  const from = pickId(m, op.i);
  const to = pickId(m, op.j);
  return from === undefined || to === undefined ? undefined : call(real.ledger.transfer({ fromCardId: from, toCardId: to, amount: op.amount, idempotencyKey: key }));
};

type Snapshot = { cards: Map<string, number>; reloaded: number; spent: number };
const snapshot = (m: Model): Snapshot => ({ cards: new Map(m.cards), reloaded: m.reloaded, spent: m.spent });
const restore = (m: Model, s: Snapshot): void => {
  m.cards = new Map(s.cards);
  m.reloaded = s.reloaded;
  m.spent = s.spent;
};

const check = async (m: Model, real: Real): Promise<void> => {
  const listed = await call(real.ledger.list());
  if (listed._tag === 'Left') throw new Error(`list failed: ${listed.left.code}`);
  for (const c of listed.right) expect(c.balance.amount >= 0 && c.balance.amount <= CARD_MAX_BALANCE).toBe(true);
  expect(Object.fromEntries(listed.right.map((c) => [c.cardId, c.balance.amount]))).toEqual(Object.fromEntries(m.cards));
  const total = listed.right.reduce((s, c) => s + c.balance.amount, 0);
  expect(total).toBe(m.start + m.reloaded - m.removed - m.spent);
  for (const c of listed.right) expect(c.autoReloadProfile?.status).toBe(m.profiles.get(c.cardId));
};

type Cmd = fc.AsyncCommand<Model, Real>;
const cmd = (name: string, run: (m: Model, r: Real) => Promise<void>): Cmd => ({
  check: () => true,
  run: async (m, r) => {
    await run(m, r);
    await check(m, r);
  },
  toString: () => name,
});

const amount = fc.constantFrom(0, 1, 100, 320, 2500, 10_000, 30_000, 49_000);
const moneyOp: fc.Arbitrary<MoneyOp> = fc.oneof(
  fc.record({ kind: fc.constant('reload' as const), i: fc.nat(3), amount }),
  fc.record({ kind: fc.constant('transfer' as const), i: fc.nat(3), j: fc.nat(3), amount }),
  fc.record({ kind: fc.constant('pay' as const), i: fc.nat(3), quantity: fc.constantFrom(...QUANTITIES) }),
);

/** A successful payment answers the card's balance after it (and any top-up), as the model has it. */
const expectPaidAnswer = (m: Model, op: MoneyOp, r: Either<DomainError, unknown>): void => {
  if (op.kind !== 'pay' || r._tag === 'Left') return;
  const placed = r.right as PlacedOrder | null;
  expect(placed?.paidWith.tender).toBe('SVC');
  expect(placed?.paidWith.balanceAfterMinor).toBe(m.cards.get(pickId(m, op.i) ?? ''));
};

const commands: fc.Arbitrary<Cmd>[] = [
  // One operation, sent once.
  moneyOp.map((op) =>
    cmd(`Once(${JSON.stringify(op)})`, async (m, real) => {
      const e = expected(m, op);
      const p = send(m, real, op, newKey());
      if (p === undefined) return;
      const r = await p;
      expect(codeOf(r)).toBe(e.code);
      e.apply();
      expectPaidAnswer(m, op, r);
    }),
  ),
  // The answer is lost after the server committed; the client retries with the same key: one effect, same answer.
  moneyOp.map((op) =>
    cmd(`LostAnswerRetried(${JSON.stringify(op)})`, async (m, real) => {
      const e = expected(m, op);
      const k = newKey();
      const first = send(m, real, op, k);
      if (first === undefined) return;
      const lost = await first;
      const again = send(m, real, op, k);
      if (again === undefined) throw new Error('the retry had no card');
      const retried = await again;
      expect(codeOf(lost)).toBe(e.code);
      expectSameAnswer(retried, lost);
      e.apply();
      expectPaidAnswer(m, op, lost);
    }),
  ),
  // Two clients at the same moment: the result is one of the two serial orders.
  fc.tuple(moneyOp, moneyOp, fc.boolean()).map(([a, b, sameKey]) =>
    cmd(`Concurrent(${JSON.stringify(a)}, ${sameKey ? 'itself, same key' : JSON.stringify(b)})`, async (m, real) => {
      const second = sameKey ? a : b;
      const ka = newKey();
      const pa = send(m, real, a, ka);
      const pb = send(m, real, second, sameKey ? ka : newKey());
      if (pa === undefined || pb === undefined) return;
      const [ra, rb] = await Promise.all([pa, pb]);
      if (sameKey) {
        const e = expected(m, a);
        expect(codeOf(ra)).toBe(e.code);
        expectSameAnswer(rb, ra);
        e.apply();
        return;
      }
      const before = snapshot(m);
      const orders: [MoneyOp, MoneyOp, 'ab' | 'ba'][] = [[a, second, 'ab'], [second, a, 'ba']];
      const outcomes = orders.map(([x, y, order]) => {
        restore(m, before);
        const ex = expected(m, x);
        ex.apply();
        const ey = expected(m, y);
        ey.apply();
        const codes = order === 'ab' ? [ex.code, ey.code] : [ey.code, ex.code];
        return { codes, state: snapshot(m) };
      });
      const got = [codeOf(ra), codeOf(rb)];
      const match = outcomes.find((o) => o.codes[0] === got[0] && o.codes[1] === got[1]);
      expect(match, `codes ${got.join(',')} fit no serial order of ${JSON.stringify(outcomes.map((o) => o.codes))}`).toBeDefined();
      // Both serial orders may give the same codes with different balances only when amounts differ: the check
      // after the step compares the server's balances with the state of the order taken.
      const listed = await call(real.ledger.list());
      const actual = listed._tag === 'Right' ? Object.fromEntries(listed.right.map((c) => [c.cardId, c.balance.amount])) : {};
      const fitting = outcomes.filter((o) => o.codes[0] === got[0] && o.codes[1] === got[1]).find((o) => JSON.stringify(Object.fromEntries(o.state.cards)) === JSON.stringify(actual));
      expect(fitting, 'the balances fit a serial order').toBeDefined();
      if (fitting !== undefined) restore(m, fitting.state);
    }),
  ),
  // Auto reload by the decision table, retried with the same key: a profile change, never money.
  fc.tuple(fc.nat(3), fc.constantFrom('create', 'update', 'disable') as fc.Arbitrary<'create' | 'update' | 'disable'>).map(([i, op]) =>
    cmd(`AutoReload(${i}, ${op})`, async (m, real) => {
      const id = pickId(m, i);
      if (id === undefined) return;
      const has = m.profiles.has(id);
      const settings = { cardId: id, ...AUTO_RELOAD, paymentInstrumentId: real.instrument, idempotencyKey: newKey() };
      const go = () =>
        call(op === 'create' ? real.ledger.createAutoReload(settings) : op === 'update' ? real.ledger.updateAutoReload(settings) : real.ledger.disableAutoReload(id, settings.idempotencyKey));
      const first = await go();
      expectSameAnswer(await go(), first);
      const ok = op === 'create' ? !has : has;
      expect(first._tag).toBe(ok ? 'Right' : 'Left');
      if (ok) m.profiles.set(id, op === 'disable' ? 'disabled' : 'active');
    }),
  ),
  // Remove a card (its balance goes back to the issuer): it answers the card's number; a second removal is a 404.
  fc.nat(3).map((i) =>
    cmd(`Remove(${i})`, async (m, real) => {
      const id = pickId(m, i);
      if (id === undefined || m.cards.size <= 1) return;
      const r = await call(real.ledger.remove(id));
      expect(r._tag).toBe('Right');
      if (r._tag === 'Right') expect(r.right.cardNumber).toMatch(/^\d{16}$/);
      expect(codeOf(await call(real.ledger.remove(id)))).toBe('NOT_FOUND');
      m.removed += m.cards.get(id) ?? 0;
      m.cards.delete(id);
      m.profiles.delete(id);
    }),
  ),
];

describe('cards money rules on the server (model run over HTTP)', () => {
  it('property: balances follow the model within $0..$500, transfers conserve money, orders paid by card debit it once, no key has two effects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        if (server === undefined) throw new Error('no server');
        const world = await newCardsWorld(server.baseUrl);
        const client = testClient(server.baseUrl);
        const signedIn = await call(createHttpAccounts(client).signIn(world.withCards));
        if (signedIn._tag === 'Left') throw new Error(`sign-in failed: ${signedIn.left.code}`);
        const ledger = createHttpCardLedger(client);
        const ordering = createHttpOrdering(client);
        const listed = await call(ledger.list());
        if (listed._tag === 'Left') throw new Error('list failed');
        const cards = new Map(listed.right.map((c) => [c.cardId, c.balance.amount]));
        if (shop === undefined) throw new Error('no store');
        const { store, drink } = shop;
        // The server's price of each order the run may place (a pricing moves no money).
        const prices = new Map<number, number>();
        for (const q of QUANTITIES) prices.set(q, (await value(ordering.pricing.priceOrder(priceRequestFor(store, drink, q)))).summary.price);
        const model: Model = { cards, profiles: new Map(), start: [...cards.values()].reduce((a, b) => a + b, 0), reloaded: 0, removed: 0, spent: 0, prices };
        await fc.asyncModelRun(() => ({ model, real: { ledger, ordering, instrument: world.paymentInstrumentId, pricings: new Map() } }), cmds);
      }),
      { numRuns: 15, endOnFailure: true },
    );
  }, 900_000);
});
