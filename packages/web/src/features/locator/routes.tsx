import type { RouteObject } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import { el, page } from '../../app/route-helpers';

// Lazy pages only: no locator code in the first page's bundle.
const Locator = page(() => import('./LocatorPage'));
const Delivery = page(() => import('./DeliveryPage'));

/** Children of /store-locator and of /menu/store-locator (spec section 2). */
export const locatorChildren = (config: AppConfig, _variant: 'full' | 'menu'): RouteObject[] => [
  { index: true, element: el(Locator) },
  ...(config.enableInAppDelivery ? [{ path: 'delivery', element: el(Delivery) }] : []),
  { path: '*', element: el(Locator) },
];
