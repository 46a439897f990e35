// Fake FavoriteProducts ('getFavoriteProducts', 'addFavoriteProduct', 'deleteFavoriteProduct'): at most
// 25 per member (561007 past it); adding an item already saved (compared without the product's defaults)
// answers the existing favorite.
import { chain, left, right } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { domainError, ErrorCodes } from '@crema/domain';
import { canonicalFavoriteItem, FAVORITES_MAX, findFavorite, isOrderingErrorCode, OrderingCodes, type FavoriteProduct, type FavoriteProducts } from '@crema/domain/ordering';
import { findEntry } from '@crema/catalog/ordering';
import type { FakeBackend } from '../backend';
import { favoritesTable } from './tables';

export const createFakeFavoriteProducts = (backend: FakeBackend): FavoriteProducts => {
  const listOf = (memberId: string): readonly FavoriteProduct[] => favoritesTable(backend).read()[memberId] ?? [];
  const ordering = backend.typed(isOrderingErrorCode);
  return {
    list: () => ordering.call('getFavoriteProducts', () => pipe(ordering.requireMember(), chain((m) => right(listOf(m))))),
    add: (input) =>
      ordering.call('addFavoriteProduct', () =>
        pipe(
          ordering.requireMember(),
          chain((m) => {
            const list = listOf(m);
            const entry = findEntry(input.item.productNumber, input.item.formCode);
            if (entry === undefined) {
              return left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { productNumber: input.item.productNumber } }));
            }
            // Stored without the product's defaults, so the same drink sent either way is one favorite.
            const item = canonicalFavoriteItem(entry.details, input.item);
            const existing = findFavorite(list, item);
            if (existing !== undefined) return right(existing);
            if (list.length >= FAVORITES_MAX) return left(domainError(OrderingCodes.FAVORITES_MAX, { status: 400 }));
            const favorite: FavoriteProduct = {
              id: backend.ids.next('fav'),
              product: { productNumber: input.item.productNumber, name: input.productName, forms: [{ name: input.formName, formCode: input.item.formCode }] },
              item,
              addedAt: backend.clock.now(),
            };
            favoritesTable(backend).update((all) => ({ ...all, [m]: [...(all[m] ?? []), favorite] }));
            return right(favorite);
          }),
        ),
      ),
    remove: (id) =>
      ordering.call('deleteFavoriteProduct', () =>
        pipe(
          ordering.requireMember(),
          chain((m) => {
            if (!listOf(m).some((f) => f.id === id)) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { id } }));
            const next = favoritesTable(backend).update((all) => ({ ...all, [m]: (all[m] ?? []).filter((f) => f.id !== id) }));
            return right(next[m] ?? []);
          }),
        ),
      ),
  };
};
