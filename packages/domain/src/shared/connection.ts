// Offline: what the app says when this device has no connection. Reads it has already seen still answer (the
// web app's service worker keeps them); an action that needs the server is never kept to be sent later (nothing
// that moves money is queued): it fails at once, and says it needs a connection.
import { ErrorCodes, type DomainError } from './errors';

export const ConnectionMessages = {
  /** The app shell's notice while the device is offline. */
  offline:
    "You're offline. The menu you last saw, your cart and your Crema card's barcode still work; ordering, adding money and other changes need a connection.",
  /** An action that needs the server, tried while offline. */
  needsConnection: "You're offline, and this needs a connection. Try again once you're back online.",
} as const;

/**
 * A request that failed while the device was offline: the HTTP adapter marks such a NETWORK error with
 * context.offline. It stays a NETWORK error, so a flow that cannot know whether its request left (placing an
 * order) still treats its outcome as unknown.
 */
export const isOfflineFailure = (e: Pick<DomainError, 'code' | 'context'>): boolean =>
  e.code === ErrorCodes.NETWORK && e.context?.['offline'] === true;
