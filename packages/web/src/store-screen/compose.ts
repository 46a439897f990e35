// The store screen's composition root: the domain's ports over HTTP against the Crema server (same origin, the
// session cookie). The only file of the store screen that picks adapters; the store screen has no fake backend
// (it is a channel of the server build only).
import { createHttpClient } from '@crema/adapters-http/client';
import { createHttpAccounts } from '@crema/adapters-http/auth';
import { createHttpOrderProgress } from '@crema/adapters-http/order-progress';
import type { StoreScreenServices } from './services';

/**
 * The customer app's display copy of who is signed in (its web/src/browser/platform.ts keeps it under this key).
 * Removed after signing out here, so neither a later page load nor an open tab of the customer app shows a member
 * the server has signed out (its tabs hear the removal as a sign-out, as they hear each other's).
 */
const CUSTOMER_SESSION_COPY_KEY = 'crema.session';

export const composeStoreScreen = (): StoreScreenServices => {
  const client = createHttpClient({
    baseUrl: '',
    locale: () => (navigator.language !== '' ? navigator.language : 'en-US'),
    ids: { next: (prefix = 'id') => `${prefix}-${crypto.randomUUID()}` },
  });
  return {
    orders: createHttpOrderProgress(client, { baseUrl: '' }).storeOrders,
    accounts: createHttpAccounts(client),
    forgetSignedIn: () => {
      try {
        localStorage.removeItem(CUSTOMER_SESSION_COPY_KEY);
      } catch {
        // Storage blocked: there was no copy to drop.
      }
    },
  };
};
