// Fake Menus: the national menu, or a store's menu with per-store availability (the catalog's answers).
// Operations 'getMenus', 'getProduct'.
import { right } from 'fp-ts/Either';
import { isOrderingErrorCode, type Menus } from '@crema/domain/ordering';
import { menuFor, productDetailsAt } from '@crema/catalog/ordering';
import type { FakeBackend } from '../backend';

export const createFakeMenus = (backend: FakeBackend): Menus => {
  const ordering = backend.typed(isOrderingErrorCode);
  return {
    getMenus: (storeNumber) => ordering.call('getMenus', () => right(menuFor(storeNumber))),
    getProduct: (productNumber, formCode, storeNumber) => ordering.call('getProduct', () => productDetailsAt(productNumber, formCode, storeNumber)),
  };
};
