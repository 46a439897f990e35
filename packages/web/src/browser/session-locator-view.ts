// The browser's SavedLocatorView: this tab's last locator view in sessionStorage (per tab, as the spec's
// pickup path wants). Storage that is full or refused keeps nothing: pickup then opens the plain locator.
import type { SavedLocatorView } from '@crema/domain/locator';
import { appKey } from './storage-keys';

export const LOCATOR_VIEW_KEY = appKey('locator.query');

export const createSessionLocatorView = (storage: Storage | undefined, key = LOCATOR_VIEW_KEY): SavedLocatorView => ({
  save: (query) => {
    try {
      storage?.setItem(key, query);
    } catch {
      // not kept: see above
    }
  },
  saved: () => {
    try {
      return storage?.getItem(key) ?? '';
    } catch {
      return '';
    }
  },
});
