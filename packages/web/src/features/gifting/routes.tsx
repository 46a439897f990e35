import type { RouteObject } from 'react-router-dom';
import { el, hideFooter, page } from '../../app/route-helpers';

const GiftCatalog = page(() => import('./GiftCatalogPage'));
const GiftCategory = page(() => import('./GiftCategoryPage'));
const GiftProduct = page(() => import('./GiftFormPage'));
const GiftConfirmation = page(() => import('./GiftConfirmationPage'));
const GuestCard = page(() => import('./GuestCardPage'));
const GiftClaim = page(() => import('./GiftClaimPage'));

/** /gift routes, top level. */
export const giftRoutes = (): RouteObject[] => [
  { path: 'gift', element: el(GiftCatalog) },
  { path: 'gift/confirmation', handle: hideFooter, element: el(GiftConfirmation) },
  // An e-gift's recipient: open to everyone (a guest sees the card; a member adds it).
  { path: 'gift/claim', element: el(GiftClaim) },
  { path: 'gift/category/:categoryUrn', element: el(GiftCategory) },
  { path: 'gift/:productNumber', element: el(GiftProduct) },
];

/** Under /account, but for guests buying a gift: not sign-in guarded. */
export const giftAccountRoutes = (): RouteObject[] => [{ path: 'payment-method/gift/guest/credit-card', element: el(GuestCard) }];
