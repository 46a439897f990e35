// The browser CartStore: survives a reload (localStorage) and follows another tab (the storage event).
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createManualClock, makeConfig } from '@crema/domain';
import { makeCart, type CartItemInput, type CartStore } from '@crema/domain/ordering';
import { describeCartStoreContract } from '@crema/domain/ordering/contract';
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

/**
 * Two tabs of one origin, as a browser has them: each its own window and Storage object over the same data;
 * a write in one tab fires 'storage' in the other only (with that tab's Storage as the event's area).
 */
const twoTabs = (): readonly [CartStore, CartStore] => {
  localStorage.clear();
  const windows = [new EventTarget(), new EventTarget()];
  const storages: Storage[] = [];
  const tab = (me: 0 | 1): Storage => {
    const other = (1 - me) as 0 | 1;
    return {
      get length() {
        return localStorage.length;
      },
      key: (i) => localStorage.key(i),
      getItem: (k) => localStorage.getItem(k),
      removeItem: (k) => localStorage.removeItem(k),
      clear: () => localStorage.clear(),
      setItem: (k, v) => {
        localStorage.setItem(k, v);
        windows[other]?.dispatchEvent(Object.assign(new Event('storage'), { key: k, newValue: v, storageArea: storages[other] }));
      },
    };
  };
  storages.push(tab(0), tab(1));
  return [createLocalCartStore(storages[0], windows[0] as unknown as Window), createLocalCartStore(storages[1], windows[1] as unknown as Window)] as const;
};

describeCartStoreContract('localStorage, two tabs', twoTabs);

