import { lazy } from 'react';
import { useSearchParams, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import { el, page } from '../../app/route-helpers';

// Lazy pages only: no locator code in the first page's bundle.
const Locator = page(() => import('./LocatorPage'));
const Delivery = page(() => import('./DeliveryPage'));
const ChooseStoreByNumber = lazy(() => import('./ChooseStoreByNumberPage'));

/** The locator, or, with ?store=NNNNN-NNNNN, that store chosen by its number and on to the menu (spec section 4). */
const LocatorEntry = () => {
  const storeNumber = useSearchParams()[0].get('store')?.trim();
  return storeNumber ? <ChooseStoreByNumber storeNumber={storeNumber} /> : <Locator />;
};

/** Children of /store-locator and of /menu/store-locator (spec section 2). */
export const locatorChildren = (config: AppConfig, _variant: 'full' | 'menu'): RouteObject[] => [
  { index: true, element: <LocatorEntry /> },
  ...(config.enableInAppDelivery ? [{ path: 'delivery', element: el(Delivery) }] : []),
  { path: '*', element: el(Locator) },
];
