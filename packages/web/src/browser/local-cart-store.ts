// The browser's CartStore: the cart kept in localStorage so it survives a reload, and the 'storage'
// event (fired only in the OTHER tabs of the same origin) so two open tabs share one cart.
import { EMPTY, filter, fromEvent, map, of, type Observable } from 'rxjs';
import { right } from 'fp-ts/Either';
import type { CartSnapshot, CartStore } from '@crema/domain/ordering';
import { storageWrite } from './storage-write';
import { appKey } from './storage-keys';

export const CART_STORAGE_KEY = appKey('cart');

const parse = (raw: string | null): CartSnapshot | null => {
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const o = v as Partial<CartSnapshot>;
    if (!Array.isArray(o.items) || !Array.isArray(o.previousItems)) return null;
    return {
      items: o.items,
      previousItems: o.previousItems,
      ...(typeof o.mostRecentOrderTime === 'number' ? { mostRecentOrderTime: o.mostRecentOrderTime } : {}),
    };
  } catch {
    return null;
  }
};

export const createLocalCartStore = (storage: Storage | undefined, target: Window | undefined, key = CART_STORAGE_KEY): CartStore => ({
  load: () => of(right(storage === undefined ? null : parse(storage.getItem(key)))),
  // Not kept: the cart still works for this page.
  save: (snapshot) => storageWrite('cart not saved', () => storage?.setItem(key, JSON.stringify(snapshot))),
  changes: (): Observable<CartSnapshot | null> =>
    target === undefined
      ? EMPTY
      : fromEvent<StorageEvent>(target, 'storage').pipe(
          // key null: the other tab cleared all storage.
          filter((e) => e.storageArea === storage && (e.key === key || e.key === null)),
          map((e) => (e.key === null ? null : parse(e.newValue))),
        ),
});
