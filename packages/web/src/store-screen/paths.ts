// The store screen's one page, and the one page of the customer app it sends a partner to: its sign-in page,
// which leads back here once signed in (both channels share the server's session cookie).
export const STORE_ORDERS_PATH = '/store/orders';

/** The customer app's sign-in page, coming back to `path` after sign-in (its ?returnTo=). */
export const signInHref = (path: string = STORE_ORDERS_PATH): string => `/signin?returnTo=${encodeURIComponent(path)}`;
