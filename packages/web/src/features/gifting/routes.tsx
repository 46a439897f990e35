import type { RouteObject } from 'react-router-dom';
import { el, heading, hideFooter, page } from '../../app/route-helpers';

const GiftProduct = page(() => import('../shell/GiftProductGate'));

/** /gift routes, top level. */
export const giftRoutes = (): RouteObject[] => [
  { path: 'gift', element: heading('Gift cards') },
  { path: 'gift/confirmation', handle: hideFooter, element: heading('Thank you for your gift') },
  { path: 'gift/category/:categoryUrn', element: heading('Gift cards') },
  { path: 'gift/:productNumber', element: el(GiftProduct) },
];

/** Under /account, but for guests buying a gift: not sign-in guarded. */
export const giftAccountRoutes = (): RouteObject[] => [
  { path: 'payment-method/gift/guest/credit-card', element: heading('Payment for your gift') },
];
