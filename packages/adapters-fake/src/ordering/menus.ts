// Fake Menus: the national menu, or a store's menu with per-store availability (the catalog's answers).
// Operations 'getMenus', 'getProduct'.
import { right } from 'fp-ts/Either';
import type { Menus } from '@crema/domain/ordering';
import { menuFor, productDetailsAt } from '@crema/catalog/ordering';
import type { FakeBackend } from '../backend';

export const createFakeMenus = (backend: FakeBackend): Menus => ({
  getMenus: (storeNumber) => backend.call('getMenus', () => right(menuFor(storeNumber))),
  getProduct: (productNumber, formCode, storeNumber) => backend.call('getProduct', () => productDetailsAt(productNumber, formCode, storeNumber)),
});
