// fc.commands model run: cart edits and store changes against a simple map.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom } from 'rxjs';
import { formIdOf, itemIdentity, totalQuantity, type CartItemInput } from '@crema/domain/ordering';
import { availabilityAt, findEntry } from '@crema/catalog/ordering';
import { makeApp, SAMPLE_ITEMS as ITEMS, type TestApp } from './test-app';

const STORES = ['101-1', '117-1', '123-1', '131-1', '20001-1'];

// ---- Cart edits and store changes -----------------------------------------------------------------
interface CartModel {
  lines: Map<string, number>;
  store?: string;
}
interface CartReal {
  app: TestApp;
}
type CartCmd = fc.AsyncCommand<CartModel, CartReal>;

const checkCart = (m: CartModel, r: CartReal): void => {
  const items = r.app.cart.current().items;
  expect(new Map(items.map((i) => [i.key, i.quantity]))).toEqual(m.lines);
  expect(totalQuantity(items)).toBeLessThanOrEqual(r.app.config.maximumItemAmount);
  if (m.store !== undefined) {
    const store = m.store;
    for (const i of items) {
      const e = findEntry(i.product.productNumber, i.product.formCode);
      if (i.availability !== undefined) expect(i.availability).toBe(availabilityAt(store, formIdOf(i.product.productNumber, i.product.formCode), e?.def.core === true));
    }
  }
};
const total = (m: CartModel): number => [...m.lines.values()].reduce((a, b) => a + b, 0);

class AddCmd implements CartCmd {
  constructor(readonly item: CartItemInput) {}
  check = () => true;
  async run(m: CartModel, r: CartReal) {
    const key = itemIdentity(this.item);
    const res = r.app.cart.add(this.item);
    const fits = total(m) + this.item.quantity <= r.app.config.maximumItemAmount;
    expect(res._tag).toBe(fits ? 'Right' : 'Left');
    if (fits) {
      m.lines.set(key, (m.lines.get(key) ?? 0) + this.item.quantity);
      expect(r.app.cart.current().needsRefresh).toBe(true);
    } else if (res._tag === 'Left') expect(res.left.message).toBe("There's a 15 item max for a single order.");
    checkCart(m, r);
  }
  toString = () => `add(${this.item.product.name} x${this.item.quantity})`;
}

class SetQuantityCmd implements CartCmd {
  constructor(readonly index: number, readonly quantity: number) {}
  check = (m: Readonly<CartModel>) => m.lines.size > 0;
  async run(m: CartModel, r: CartReal) {
    const items = r.app.cart.current().items;
    const item = items[this.index % items.length];
    if (item === undefined) throw new Error('no item');
    const fits = total(m) - item.quantity + this.quantity <= r.app.config.maximumItemAmount;
    const res = r.app.cart.setQuantity(item.key, this.quantity);
    expect(res._tag).toBe(fits ? 'Right' : 'Left');
    if (fits && this.quantity === 0) m.lines.delete(item.key);
    else if (fits) m.lines.set(item.key, this.quantity);
    checkCart(m, r);
  }
  toString = () => `setQuantity(#${this.index}, ${this.quantity})`;
}

class RemoveCmd implements CartCmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<CartModel>) => m.lines.size > 0;
  async run(m: CartModel, r: CartReal) {
    const items = r.app.cart.current().items;
    const item = items[this.index % items.length];
    if (item === undefined) throw new Error('no item');
    expect(r.app.cart.remove(item.key)._tag).toBe('Right');
    m.lines.delete(item.key);
    checkCart(m, r);
  }
  toString = () => `remove(#${this.index})`;
}

class ChangeStoreCmd implements CartCmd {
  constructor(readonly store: string) {}
  check = () => true;
  async run(m: CartModel, r: CartReal) {
    r.app.cart.changeStore(this.store);
    expect(r.app.cart.current().needsRefresh).toBe(true);
    const menu = await lastValueFrom(r.app.loadMenus(this.store));
    expect(menu.status).toBe('ok');
    m.store = this.store;
    for (const i of r.app.cart.current().items) expect(i.availability).toBeDefined();
    checkCart(m, r);
  }
  toString = () => `changeStore(${this.store})`;
}

class PriceCmd implements CartCmd {
  check = (m: Readonly<CartModel>) => m.store !== undefined && m.lines.size > 0;
  async run(m: CartModel, r: CartReal) {
    const session = r.app.signIn();
    const s = await lastValueFrom(r.app.priceOrder({ session, store: { storeNumber: m.store ?? '', guestOrdering: true } }));
    const allAvailable = r.app.cart.current().items.every((i) => i.availability === 'Available');
    expect(s.status).toBe(allAvailable ? 'ok' : 'error');
    expect(r.app.cart.current().needsRefresh).toBe(!allAvailable);
    checkCart(m, r);
  }
  toString = () => 'price';
}

const cartCommands = [
  fc.record({ i: fc.constantFrom(...ITEMS), q: fc.integer({ min: 1, max: 6 }) }).map(({ i, q }) => new AddCmd({ ...i, quantity: q })),
  fc.record({ i: fc.nat(10), q: fc.integer({ min: 0, max: 8 }) }).map(({ i, q }) => new SetQuantityCmd(i, q)),
  fc.nat(10).map((i) => new RemoveCmd(i)),
  fc.constantFrom(...STORES).map((s) => new ChangeStoreCmd(s)),
  fc.constant(new PriceCmd()),
];

describe('cart model run', () => {
  it('cart edits and store changes match a simple map; availability follows the store; pricing clears the refresh flag', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(cartCommands, { maxCommands: 25, size: 'large' }), async (cmds) => {
        await fc.asyncModelRun(() => ({ model: { lines: new Map<string, number>() }, real: { app: makeApp() } }), cmds);
      }),
      { numRuns: 40 },
    );
  });

});
