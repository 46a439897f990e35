import type { RouteObject } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import { heading } from '../../app/route-helpers';

/** Children of /store-locator and of /menu/store-locator (spec section 2). */
export const locatorChildren = (config: AppConfig, variant: 'full' | 'menu'): RouteObject[] => [
  { index: true, element: heading(variant === 'full' ? 'Store Locator' : 'Store Locator') },
  ...(config.enableInAppDelivery ? [{ path: 'delivery', element: heading('Today deserves delivery') }] : []),
  { path: '*', element: heading('Store Locator') },
];
