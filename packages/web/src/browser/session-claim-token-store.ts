// The browser's ClaimTokenStore: an e-gift's claim token kept in sessionStorage (this tab, until it closes) while
// its recipient signs in or joins, so the sign-in page's return path (a query string) never carries it. Storage
// that is missing or blocked costs only that: the recipient opens the e-mail's link again.
import type { ClaimTokenStore } from '@crema/domain/gifting';
import { appKey } from './storage-keys';

export const CLAIM_TOKEN_STORAGE_KEY = appKey('gift.claim');

export const createSessionClaimTokenStore = (storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, key = CLAIM_TOKEN_STORAGE_KEY): ClaimTokenStore => ({
  load: () => {
    try {
      return storage?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  save: (token) => {
    try {
      storage?.setItem(key, token);
    } catch {
      // Storage full or blocked.
    }
  },
});
