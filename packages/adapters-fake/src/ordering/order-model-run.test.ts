// fc.commands model run: place order with faults injected mid-flow (never two orders for one pricing, the
// cart kept on every failure).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom } from 'rxjs';
import type { CartItemInput } from '@crema/domain/ordering';
import type { MemberSession } from '@crema/domain';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { findEntry } from '@crema/catalog/ordering';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { readOrderHistory } from '../account';
import { ordersTable } from './tables';
import { makeApp, SAMPLE_ITEMS as ITEMS, type TestApp } from './test-app';
import { FRIENDLY_STORE } from './test-fixture';

// ---- Place order with faults ------------------------------------------------------------------------
interface OrderModel {
  placed: number;
  items: number;
  /** Epoch ms of the current cart's pricing, when it has one. */
  pricedAt?: number;
}
interface OrderReal {
  app: TestApp;
  session: MemberSession;
  history0: number;
}
type OrderCmd = fc.AsyncCommand<OrderModel, OrderReal>;

const countOrders = (r: OrderReal): number => Object.keys(ordersTable(r.app.world.backend).read()).length;
const checkOrders = (m: OrderModel, r: OrderReal): void => {
  expect(countOrders(r)).toBe(m.placed);
  expect(readOrderHistory(r.app.world.backend, DEMO_MEMBER.memberId).length - r.history0).toBe(m.placed);
  expect(r.app.cart.current().items.length).toBe(m.items);
};
const fresh = (m: OrderModel, r: OrderReal): boolean => m.pricedAt !== undefined && r.app.world.clock.now() <= m.pricedAt + 300_000;

class AddItemCmd implements OrderCmd {
  constructor(readonly item: CartItemInput) {}
  check = (m: Readonly<OrderModel>) => m.items < 5;
  async run(m: OrderModel, r: OrderReal) {
    const before = r.app.cart.current().items.length;
    r.app.cart.add({ ...this.item, quantity: 1 });
    m.items = r.app.cart.current().items.length;
    expect(m.items).toBeGreaterThanOrEqual(before);
    delete m.pricedAt;
    checkOrders(m, r);
  }
  toString = () => `addItem(${this.item.product.name})`;
}

class PriceOrderCmd implements OrderCmd {
  constructor(readonly fault: string | undefined) {}
  check = (m: Readonly<OrderModel>) => m.items > 0;
  async run(m: OrderModel, r: OrderReal) {
    if (this.fault !== undefined) r.app.world.backend.faults.set('priceOrder', { code: this.fault, times: 1 });
    const s = await lastValueFrom(r.app.priceOrder({ session: r.session, store: FRIENDLY_STORE }));
    expect(s.status).toBe(this.fault === undefined ? 'ok' : 'error');
    if (this.fault === undefined) m.pricedAt = r.app.world.clock.now();
    else delete m.pricedAt;
    checkOrders(m, r);
  }
  toString = () => `price(${this.fault ?? 'ok'})`;
}

const PLACE_FAULTS = ['121025', '110000', 'INSUFFICIENT_BALANCE', 'STORE_CLOSED'] as const;

class PlaceOrderCmd implements OrderCmd {
  constructor(readonly fault: string | undefined, readonly pickupFault: boolean, readonly twice: boolean) {}
  check = (m: Readonly<OrderModel>) => m.items > 0;
  async run(m: OrderModel, r: OrderReal) {
    const backend = r.app.world.backend;
    // An injected failure answers synchronously; a 1 ms delay keeps the first submit in flight while the
    // second one comes, as on a network (a submit after a finished failure is a retry, covered elsewhere).
    if (this.fault !== undefined) backend.faults.set('placeOrder', { code: this.fault, times: 1, delayMs: this.twice ? 1 : 0 });
    if (this.pickupFault) backend.faults.set('getPickupTime', { status: 500, times: 1 });
    r.app.order.dispatch({ type: 'PaymentSelected', payment: { kind: 'instrument', paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa, paymentType: 'visa' } });
    const itemsBefore = r.app.cart.current().items;
    const runs = this.twice ? [r.app.placeOrder({ session: r.session, store: FRIENDLY_STORE }), r.app.placeOrder({ session: r.session, store: FRIENDLY_STORE })] : [r.app.placeOrder({ session: r.session, store: FRIENDLY_STORE })];
    const results = await Promise.all(runs.map((o) => lastValueFrom(o)));
    const reachesServer = m.items > 0 && fresh(m, r);
    const expectOk = reachesServer && this.fault === undefined;
    for (const s of results) expect(s.status).toBe(expectOk ? 'ok' : 'error');
    if (expectOk) {
      m.placed += 1;
      m.items = 0;
      delete m.pricedAt;
      expect(r.app.cart.current().items).toEqual([]);
    } else {
      expect(r.app.cart.current().items).toBe(itemsBefore);
      if (this.fault === '110000' && reachesServer) expect(r.app.order.get().shouldShowTimeSlotErrorDialog).toBe(true);
    }
    backend.faults.clear();
    checkOrders(m, r);
  }
  toString = () => `place(${this.fault ?? 'ok'}${this.pickupFault ? ', pickup fails' : ''}${this.twice ? ', double submit' : ''})`;
}

class AdvanceCmd implements OrderCmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: OrderModel, r: OrderReal) {
    r.app.world.clock.advance(this.ms);
    checkOrders(m, r);
  }
  toString = () => `advance(${this.ms})`;
}

const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

const orderCommands = [
  fc.constantFrom(...ITEMS.filter((i) => findEntry(i.product.productNumber, i.product.formCode)?.def.core === true)).map((i) => new AddItemCmd(i)),
  maybe(fc.constantFrom('HIGH_VOLUME_STORE', 'UNEXPECTED_ERROR')).map((f) => new PriceOrderCmd(f)),
  maybe(fc.constantFrom('HIGH_VOLUME_STORE', 'UNEXPECTED_ERROR')).map((f) => new PriceOrderCmd(f)),
  fc.record({ f: fc.option(fc.constantFrom(...PLACE_FAULTS), { nil: undefined, freq: 2 }), p: fc.boolean(), t: fc.boolean() }).map(({ f, p, t }) => new PlaceOrderCmd(f, p, t)),
  fc.oneof(fc.integer({ min: 0, max: 120_000 }), fc.constant(301_000)).map((ms) => new AdvanceCmd(ms)),
];

describe('place-order model run', () => {
  it('place order with faults: never two orders for one pricing, the cart kept on failure, one order per success', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(orderCommands, { maxCommands: 25, size: 'large' }), async (cmds) => {
        await fc.asyncModelRun(() => {
          const app = makeApp();
          const session = app.signIn() as MemberSession;
          return { model: { placed: 0, items: 0 }, real: { app, session, history0: readOrderHistory(app.world.backend, DEMO_MEMBER.memberId).length } };
        }, cmds);
      }),
      { numRuns: 60 },
    );
  });
});
