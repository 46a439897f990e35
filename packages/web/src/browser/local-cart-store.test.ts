// The browser CartStore: survives a reload (localStorage) and follows another tab (the storage event).
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createManualClock, makeConfig } from '@crema/domain';
import { makeCart, type CartItemInput } from '@crema/domain/ordering';
import { CART_STORAGE_KEY, createLocalCartStore } from './local-cart-store';

const latte: CartItemInput = {
  product: { productNumber: '200201', formCode: 'hot', name: 'Caffè Latte' },
  size: { sku: '20020112', sizeCode: 'M', name: 'Medium' },
  selectedOptions: [],
  quantity: 1,
};

const newCart = () => makeCart({ clock: createManualClock(0), config: makeConfig(), store: createLocalCartStore(localStorage, window) });

describe('local cart store', () => {
  it('keeps the cart across a reload', () => {
    const tab = newCart();
    tab.add(latte);
    tab.dispose();
    const reloaded = newCart();
    expect(reloaded.current().items.map((i) => [i.product.name, i.quantity])).toEqual([['Caffè Latte', 1]]);
    reloaded.dispose();
  });

  it("follows the other tab's writes through the storage event", async () => {
    const other = newCart();
    const seen = firstValueFrom(createLocalCartStore(localStorage, window).changes());
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [], previousItems: [] }));
    const written = { items: [{ ...latte, key: 'k', sizeCode: 'M', timeAdded: 0, quantity: 2 }], previousItems: [] };
    const raw = JSON.stringify(written);
    localStorage.setItem(CART_STORAGE_KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: raw, storageArea: localStorage }));
    expect((await seen)?.items[0]?.quantity).toBe(2);
    expect(other.current().items.map((i) => i.quantity)).toEqual([2]);
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    expect(other.current().items).toEqual([]);
    other.dispose();
  });

  it('ignores what is not a cart', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"items": 3}');
    const r = await firstValueFrom(createLocalCartStore(localStorage, window).load());
    expect(r).toEqual({ _tag: 'Right', right: null });
  });
});
