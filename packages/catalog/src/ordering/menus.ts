// The menus service's answers: the national menu, or a store's menu with its per-store availability, and
// one product's details (at a store: with its availability there).
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import type { MenuCatalog, OrderingError, ProductDetails } from '@crema/domain/ordering';
import { buildMenuCatalog, findEntry, type CatalogEntry } from './catalog/catalog';
import { availabilityAt } from './store-facts';

const availabilityOf = (storeNumber: string, e: CatalogEntry) => availabilityAt(storeNumber, e.details.formId, e.def.core === true);

/** The menu tree of a store (products not sold there left out), or the national menu without a store. */
export const menuFor = (storeNumber?: string): MenuCatalog =>
  buildMenuCatalog(storeNumber, (e) => (storeNumber === undefined ? 'Available' : availabilityOf(storeNumber, e)));

/** A product form's details, with its availability at the store when one is given; 404 for no such form. */
export const productDetailsAt = (productNumber: string, formCode: string, storeNumber?: string): Either<OrderingError, ProductDetails> => {
  const e = findEntry(productNumber, formCode);
  if (e === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { productNumber, formCode } }));
  return right(storeNumber === undefined ? e.details : { ...e.details, availability: availabilityOf(storeNumber, e) });
};
