// The fake SelectedStorePreference: the store remembered for ordering, in a backend table (kept in the
// browser's storage in fake mode, like the web adapter's localStorage).
import { right } from 'fp-ts/Either';
import type { SelectedStorePreference, SelectedStoreRecord } from '@crema/domain/locator';
import type { FakeBackend } from '../backend';
import { LocatorOperations, locatorCalls } from './operations';

export const SELECTED_STORE_TABLE = 'locator.selectedStore';

export const createFakeSelectedStorePreference = (backend: FakeBackend): SelectedStorePreference => {
  const table = () => backend.table<{ record?: SelectedStoreRecord }>(SELECTED_STORE_TABLE, () => ({}));
  return {
    get: () => locatorCalls(backend).call(LocatorOperations.getSelectedStore, () => right(table().read().record)),
    set: (record) => locatorCalls(backend).call(LocatorOperations.setSelectedStore, () => right(void table().write({ record }))),
    clear: () => locatorCalls(backend).call(LocatorOperations.clearSelectedStore, () => right(void table().write({}))),
  };
};
