// The fake FavoriteStores port: POST /stores/favorites and DELETE /stores/favorites/{storeNumber}, per
// signed-in member; a guest is refused (401). Store numbers are the part before the dash.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import type { FavoriteStores, LocatorError } from '@crema/domain/locator';
import { findStoreIndex, loadLocatorWorld, type LocatorWorldOptions } from '@crema/catalog/locator';
import type { FakeBackend } from '../backend';
import { favoriteStoresTable } from './member-stores';
import { LocatorOperations, locatorCalls } from './operations';

export const createFakeFavoriteStores = (backend: FakeBackend, options: LocatorWorldOptions = {}): FavoriteStores => {
  const change = (operation: string, storeNumber: string, add: boolean) =>
    locatorCalls(backend).callAsync(operation, async (): Promise<Either<LocatorError, void>> => {
      const member = locatorCalls(backend).requireMember();
      if (member._tag === 'Left') return member;
      if (!/^\d+$/.test(storeNumber)) return left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { detail: 'store number before the dash expected' } }));
      const { catalog } = await loadLocatorWorld(options);
      if (findStoreIndex(catalog, storeNumber) === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
      favoriteStoresTable(backend).update((all) => {
        const mine = (all[member.right] ?? []).filter((n) => n !== storeNumber);
        return { ...all, [member.right]: add ? [...mine, storeNumber] : mine };
      });
      return right(undefined);
    });
  return {
    add: (storeNumber) => change(LocatorOperations.addFavoriteStore, storeNumber, true),
    remove: (storeNumber) => change(LocatorOperations.removeFavoriteStore, storeNumber, false),
  };
};
