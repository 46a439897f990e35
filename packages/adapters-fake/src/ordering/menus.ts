// Fake Menus: the national menu, or a store's menu with per-store availability. Operations 'getMenus',
// 'getProduct'.
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import type { Menus } from '@crema/domain/ordering';
import type { FakeBackend } from '../backend';
import { buildMenuCatalog, findEntry } from './catalog/catalog';
import { availabilityAt } from './store-facts';

export const createFakeMenus = (backend: FakeBackend): Menus => ({
  getMenus: (storeNumber) =>
    backend.call('getMenus', () =>
      right(
        buildMenuCatalog(storeNumber, (e) =>
          storeNumber === undefined ? 'Available' : availabilityAt(storeNumber, e.details.formId, e.def.core === true),
        ),
      ),
    ),
  getProduct: (productNumber, formCode, storeNumber) =>
    backend.call('getProduct', () => {
      const e = findEntry(productNumber, formCode);
      if (e === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { productNumber, formCode } }));
      return right(
        storeNumber === undefined ? e.details : { ...e.details, availability: availabilityAt(storeNumber, e.details.formId, e.def.core === true) },
      );
    }),
});
