import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import { decodeErrorCode, makeConfig, UNEXPECTED_ERROR_MESSAGE } from '../../shared';
import { emptyCart, type CartState } from './cart-model';
import { availabilityMessage, ITEM_PRICING_CODES, itemIdentity, showsPricingFailure, totalQuantity, unavailableItems, validateEdit } from './cart-rules';
import { applyCartCommand, cartReducer, type CartCommand } from './cart-state';
import { isOrderingErrorCode, PRICING_CHOOSE_STORE_CODES, PRICING_GOT_IT_CODES, resolveOrderingError } from '../errors';
import type { ItemAvailability } from '../menu/catalog-model';
import { itemInput, itemInputArb, option } from '../test-data';

const config = makeConfig({ maximumItemAmount: 15, maximumModifierAmount: 12 });
const ctx = { now: 1_000, config };

const apply = (s: CartState, c: CartCommand): CartState => {
  const r = applyCartCommand(s, c, ctx);
  return isRight(r) ? r.right : s;
};

const commandArb = (keys: () => readonly string[]): fc.Arbitrary<CartCommand> =>
  fc.oneof(
    itemInputArb.map((item): CartCommand => ({ type: 'add', item })),
    fc.record({ i: fc.nat(20), q: fc.integer({ min: 0, max: 6 }) }).map(({ i, q }): CartCommand => ({ type: 'setQuantity', key: keys()[i % Math.max(1, keys().length)] ?? 'none', quantity: q })),
    fc.nat(20).map((i): CartCommand => ({ type: 'remove', key: keys()[i % Math.max(1, keys().length)] ?? 'none' })),
    fc.record({ i: fc.nat(20), item: itemInputArb }).map(({ i, item }): CartCommand => ({ type: 'edit', key: keys()[i % Math.max(1, keys().length)] ?? 'none', edit: item })),
    fc.record({ i: fc.nat(20), item: itemInputArb }).map(({ i, item }): CartCommand => ({ type: 'replace', key: keys()[i % Math.max(1, keys().length)] ?? 'none', item })),
    fc.constantFrom<CartCommand>({ type: 'changeStore', storeNumber: '1-1' }, { type: 'changePickup', pickupOption: '16' }),
  );

/** Runs commands chosen against the cart as it evolves (keys refer to lines that exist). */
const runAll = (picks: readonly ((s: CartState) => CartCommand)[]): CartState => picks.reduce((s, pick) => apply(s, pick(s)), emptyCart);
const picksArb = fc.array(
  fc.record({ c: commandArb(() => ['__']), i: fc.nat(20) }).map(({ c, i }) => (s: CartState): CartCommand => {
    const key = s.items[i % Math.max(1, s.items.length)]?.key ?? 'none';
    return 'key' in c ? { ...c, key } : c;
  }),
  { maxLength: 40 },
);

describe('cart identity', () => {
  it('does not depend on the order of the options', () => {
    fc.assert(
      fc.property(itemInputArb, (i) => {
        expect(itemIdentity({ ...i, selectedOptions: [...i.selectedOptions].reverse() })).toBe(itemIdentity(i));
      }),
    );
  });

  it('differs when the product, size or an option quantity differs', () => {
    const base = itemInput(0, 1, [option('930001', 2)]);
    expect(itemIdentity(itemInput(1, 1, [option('930001', 2)]))).not.toBe(itemIdentity(base));
    expect(itemIdentity(itemInput(0, 2, [option('930001', 2)]))).not.toBe(itemIdentity(base));
    expect(itemIdentity(itemInput(0, 1, [option('930001', 3)]))).not.toBe(itemIdentity(base));
  });
});

describe('cart rules', () => {
  it('merges an identical item into one line whose quantity is the sum', () => {
    fc.assert(
      fc.property(itemInputArb, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), (i, a, b) => {
        const s = apply(apply(emptyCart, { type: 'add', item: { ...i, quantity: a } }), { type: 'add', item: { ...i, quantity: b } });
        expect(s.items).toHaveLength(1);
        expect(s.items[0]?.quantity).toBe(a + b);
      }),
    );
  });

  it('never holds more than the item max, never a line with quantity 0, and never two lines with one identity', () => {
    fc.assert(
      fc.property(picksArb, (picks) => {
        const s = runAll(picks);
        expect(totalQuantity(s.items)).toBeLessThanOrEqual(config.maximumItemAmount);
        expect(s.items.every((i) => i.quantity >= 1)).toBe(true);
        expect(new Set(s.items.map((i) => i.key)).size).toBe(s.items.length);
        expect(s.items.every((i) => i.key === itemIdentity(i))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses an add past the max with 'There's a {limit} item max for a single order.' and leaves the cart unchanged", () => {
    const full = apply(emptyCart, { type: 'add', item: itemInput(0, 0, [], 15) });
    const r = applyCartCommand(full, { type: 'add', item: itemInput(1, 0, [], 1) }, ctx);
    expect(r._tag).toBe('Left');
    if (r._tag === 'Left') expect(resolveOrderingError(r.left)?.message).toBe("There's a 15 item max for a single order.");
  });

  it('refuses a customization beyond config.maximumModifierAmount', () => {
    const r = applyCartCommand(emptyCart, { type: 'add', item: itemInput(0, 0, [option('920001', 13)]) }, ctx);
    expect(r._tag === 'Left' && r.left.code).toBe('MODIFIER_LIMIT');
  });

  it('removes an item whose quantity is set to 0', () => {
    const s = apply(emptyCart, { type: 'add', item: itemInput() });
    const key = s.items[0]?.key ?? '';
    expect(apply(s, { type: 'setQuantity', key, quantity: 0 }).items).toEqual([]);
    expect(apply(s, { type: 'edit', key, edit: { ...itemInput(), quantity: 0 } }).items).toEqual([]);
  });

  it('requires product, size code and quantity to edit, else an unexpected-error notice', () => {
    const s = apply(emptyCart, { type: 'add', item: itemInput() });
    const key = s.items[0]?.key ?? '';
    const { product: _p, ...noProduct } = itemInput();
    for (const edit of [noProduct, { ...itemInput(), size: { sku: 'x', name: 'x' } }, { ...itemInput(), quantity: undefined }]) {
      const r = applyCartCommand(s, { type: 'edit', key, edit }, ctx);
      expect(r._tag).toBe('Left');
      if (r._tag === 'Left') {
        expect(r.left.code).toBe('INVALID_CART_ITEM');
        expect(resolveOrderingError(r.left)?.message).toBe(UNEXPECTED_ERROR_MESSAGE);
      }
    }
    expect(validateEdit(itemInput())._tag).toBe('Right');
  });

  it('puts an out-of-stock recommendation in the unavailable item slot', () => {
    let s = emptyCart;
    for (const p of [0, 1, 2]) s = apply(s, { type: 'add', item: itemInput(p) });
    const middle = s.items[1]?.key ?? '';
    const replaced = apply(s, { type: 'replace', key: middle, item: itemInput(3) });
    expect(replaced.items.map((i) => i.product.name)).toEqual(['Caffè Latte', 'Butter Croissant', 'Cold Brew']);
  });

  it('marks availability against a store menu, an item missing from it being NotAvailableHere, with the spec messages', () => {
    let s = emptyCart;
    for (const p of [0, 2, 3]) s = apply(s, { type: 'add', item: itemInput(p) });
    const marked = cartReducer(s, { type: 'AvailabilityMarked', index: { '200201_hot': 'Available', '201101_iced': 'SoldOut' } });
    expect(marked.items.map((i) => i.availability)).toEqual(['Available', 'SoldOut', 'NotAvailableHere']);
    expect(marked.items.map((i) => availabilityMessage(i.availability))).toEqual([undefined, 'Sold out at this store.', 'Not sold at this store.']);
    expect(availabilityMessage('UnavailableOnline')).toBe('Unavailable to purchase online');
    expect(cartReducer(marked, { type: 'AvailabilityMarked', index: { '200201_hot': 'Available', '201101_iced': 'SoldOut' } })).toBe(marked);
  });

  it('marks any cart, store or pickup change as needing refresh, and a pricing fetch clears it', () => {
    fc.assert(
      fc.property(picksArb, (picks) => {
        let s: CartState = { ...emptyCart };
        for (const pick of picks) {
          const fresh = cartReducer(s, { type: 'PricingFetched' });
          expect(fresh.needsRefresh).toBe(false);
          const next = apply(fresh, pick(fresh));
          if (next !== fresh) expect(next.needsRefresh).toBe(true);
          s = next;
        }
      }),
      { numRuns: 100 },
    );
  });

  it('after a successful order empties the cart and keeps as previous only the items still Available', () => {
    let s = emptyCart;
    for (const p of [0, 2, 3]) s = apply(s, { type: 'add', item: itemInput(p) });
    s = cartReducer(s, { type: 'AvailabilityMarked', index: { '200201_hot': 'Available', '201101_iced': 'SoldOut', '300301_food': 'Available' } });
    const done = cartReducer(s, { type: 'OrderSucceeded', at: 5 });
    expect(done.items).toEqual([]);
    expect(done.previousItems.map((i) => i.product.name)).toEqual(['Caffè Latte', 'Butter Croissant']);
    expect(done.mostRecentOrderTime).toBe(5);
    const invalidated = cartReducer(done, { type: 'PreviousInvalidated' });
    expect(invalidated.previousItems).toEqual([]);
    expect(invalidated).not.toHaveProperty('mostRecentOrderTime');
  });
});

describe('pricing failure beside the unavailable items', () => {
  const availabilityArb = fc.option(fc.constantFrom<ItemAvailability>('Available', 'SoldOut', 'NotAvailableHere', 'UnavailableOnline'), { nil: undefined });
  const cartArb = fc.array(fc.tuple(itemInputArb, availabilityArb), { maxLength: 6 }).map((rows) =>
    rows.map(([input, availability], n) => ({ ...input, key: `k${n}`, sizeCode: input.size.sizeCode, timeAdded: n, ...(availability !== undefined ? { availability } : {}) })),
  );
  const decode = (c: string) => decodeErrorCode(isOrderingErrorCode, c, 400);
  const codeArb = fc.oneof(fc.constantFrom(...PRICING_GOT_IT_CODES, ...PRICING_CHOOSE_STORE_CODES, 'ADD_IN_LIMIT', 'CHOOSE_DIFFERENT_ITEM'), fc.string()).map(decode);

  it('hides an item failure exactly when the cart marks an unavailable item, and shows every other failure', () => {
    fc.assert(
      fc.property(codeArb, cartArb, (code, items) => {
        const itemFailure = ITEM_PRICING_CODES.some((c) => c === code);
        expect(showsPricingFailure(code, items)).toBe(!itemFailure || unavailableItems(items).length === 0);
        // Removing the marked items brings the banner back: it is never hidden with nothing else to say why.
        expect(showsPricingFailure(code, items.filter((i) => unavailableItems([i]).length === 0))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('covers only item codes of the pricing catalogue', () => {
    expect(ITEM_PRICING_CODES.every((c) => PRICING_GOT_IT_CODES.some((g) => g === c))).toBe(true);
    const marked = (availability: ItemAvailability) => [{ ...itemInput(0), key: 'a', sizeCode: 'S', timeAdded: 0, availability }];
    expect(showsPricingFailure('ITEMS_UNAVAILABLE', marked('SoldOut'))).toBe(false);
    expect(showsPricingFailure('ITEMS_NOT_FOUND', marked('NotAvailableHere'))).toBe(false);
    expect(showsPricingFailure('STORE_CLOSED', marked('SoldOut'))).toBe(true);
    expect(showsPricingFailure('ITEMS_UNAVAILABLE', marked('Available'))).toBe(true);
  });
});
