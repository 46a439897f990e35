// The selected store (spec section 3 "Selected store") kept on this device, as the HTTP backend's
// SelectedStorePreference: the server keeps no "current store" for anyone. A stored value that does not
// decode (an old format, a hand edit) counts as no store chosen; storage that refuses a write is an error.
import { of } from 'rxjs';
import { right } from 'fp-ts/Either';
import { SelectedStoreRecordCodec, type SelectedStorePreference, type SelectedStoreRecord } from '@crema/domain/locator';
import { storageWrite } from './storage-write';
import { appKey } from './storage-keys';

export const SELECTED_STORE_KEY = appKey('locator.selectedStore');

const read = (storage: Storage | undefined, key: string): SelectedStoreRecord | undefined => {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return undefined;
    const decoded = SelectedStoreRecordCodec.decode(JSON.parse(raw));
    return decoded._tag === 'Right' ? decoded.right : undefined;
  } catch {
    return undefined;
  }
};

export const createLocalSelectedStorePreference = (storage: Storage | undefined, key = SELECTED_STORE_KEY): SelectedStorePreference => ({
  get: () => of(right(read(storage, key))),
  set: (record) =>
    storageWrite('selected store not saved', () => {
      const { storeNumber, storeConfirmationTimestamp, userConfirmed } = record;
      storage?.setItem(key, JSON.stringify({ storeNumber, storeConfirmationTimestamp, userConfirmed }));
    }),
  clear: () => storageWrite('selected store not cleared', () => storage?.removeItem(key)),
});
