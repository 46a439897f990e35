// The browser's GiftDraftStore: the gift in progress kept in sessionStorage (this tab, until it closes) as
// JSON. Storage that is missing, unreadable or full costs only the reload: the gift still works in memory.
import type { GiftDraftStore } from '@crema/domain/gifting';
import { appKey } from './storage-keys';

export const GIFT_FLOW_STORAGE_KEY = appKey('gift.flow');

export const createSessionGiftDraftStore = (storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, key = GIFT_FLOW_STORAGE_KEY): GiftDraftStore => ({
  load: () => {
    try {
      const raw = storage?.getItem(key);
      return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  },
  save: (draft) => {
    try {
      storage?.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or blocked.
    }
  },
});
