// Store selection for ordering (spec sections 4 and 5): who may pick which store, and where confirming leads.
import type { LocatorVariant, Store, StoreLocation } from './model';

export type StoreSelectVerdict =
  | { readonly kind: 'selectable' }
  /** Ordering variant: a store whose mobile ordering is not READY is grayed out and refuses selection with a toast. */
  | { readonly kind: 'grayedOut' }
  /** The unavailable-store dialog; accountRequired when the store is open and READY but takes no guests. */
  | { readonly kind: 'unavailable'; readonly accountRequired: boolean };

/** Ordering variant: stores whose mobile-ordering availability is not READY are grayed out. */
export const isGrayedOut = (store: Store, variant: LocatorVariant): boolean =>
  variant === 'ordering' && store.mobileOrdering.availability !== 'READY';

/**
 * Spec section 5 store-select rule: the store must be open and mobile ordering READY; a signed-out user
 * also needs guest ordering. Otherwise the unavailable-store dialog, with the account-required message
 * when the store is open and ready but guests are not allowed.
 */
export const storeSelectVerdict = (store: Store, signedIn: boolean, variant: LocatorVariant): StoreSelectVerdict => {
  if (isGrayedOut(store, variant)) return { kind: 'grayedOut' };
  const openAndReady = store.open && store.mobileOrdering.availability === 'READY';
  if (!openAndReady) return { kind: 'unavailable', accountRequired: false };
  if (!signedIn && !store.guestOrdering) return { kind: 'unavailable', accountRequired: true };
  return { kind: 'selectable' };
};

/**
 * A saved return URL is followed only when it is a path of this app ('/…', not '//host' or '/\\host'):
 * our guard against open redirects; the spec does not say.
 */
export const isSafeReturnUrl = (url: string | undefined): url is string =>
  url !== undefined && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/**
 * Where 'Order here' leads once the store is confirmed, by name: the cart, the saved return URL (a path of this
 * app, as the locator's link carried it), or the menu. The app maps the cart and the menu to their pages.
 */
export type AfterStoreConfirm = { readonly kind: 'cart' } | { readonly kind: 'returnUrl'; readonly path: string } | { readonly kind: 'menu' };

/** Spec section 4 "Confirming a store": toCart goes to the cart, else to the saved return URL if any (and safe), else to the menu. */
export const afterStoreConfirm = (o: { toCart?: boolean; returnUrl?: string }): AfterStoreConfirm =>
  o.toCart === true ? { kind: 'cart' } : isSafeReturnUrl(o.returnUrl) ? { kind: 'returnUrl', path: o.returnUrl } : { kind: 'menu' };

/**
 * The store a signed-in member orders from when none is chosen on this device: spec section 4 ('On first load,
 * when no store is selected, the first favorite is auto-selected, else the first nearby'), read for the menu and
 * the cart, where a member saw 'None selected' though they had favorite and usual stores (issue #32). Their first
 * favorite, else their usual store (the newest of their orders' stores), among the stores taking mobile orders (a
 * grayed-out store could not be chosen by hand either). 'Nearby' is left to the locator: the menu never asks for
 * the visitor's position. The pick is theirs to change ('Change'), and is saved as not yet confirmed.
 */
export const memberStoreToOrderFrom = (stores: readonly StoreLocation[]): StoreLocation | undefined => {
  const orderable = stores.filter((l) => !isGrayedOut(l.store, 'ordering'));
  return orderable.find((l) => l.isFavorite) ?? orderable.find((l) => l.isPrevious);
};
