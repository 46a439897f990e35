import { Navigate, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import { heading, hideFooter, hideNavAndFooter } from '../../app/route-helpers';
import { locatorChildren } from '../locator/routes';

/** Children of /menu (spec section 2, Ordering). */
export const menuChildren = (config: AppConfig): RouteObject[] => [
  { index: true, element: heading('Menu') },
  { path: 'featured', element: heading('Featured') },
  { path: 'store-locator', children: locatorChildren(config, 'menu') },
  { path: 'previous', element: heading('Previous orders') },
  { path: 'favorites', element: heading('Favorites') },
  { path: 'cart', handle: hideNavAndFooter, element: heading('Review order') },
  { path: 'cart/guest/checkout', handle: hideFooter, element: heading('Guest checkout') },
  { path: 'product/:productNumber/:formCode', element: heading('Product') },
  { path: 'product/:productNumber/:formCode/nutrition', element: heading('Nutrition') },
  // '/menu/product/x' is not a category of a menu called 'product': it is an incomplete product path.
  { path: 'product/:productNumber', element: <Navigate to="/menu" replace /> },
  { path: ':menu/:category', element: heading('Menu category') },
  { path: ':menu/:category/:subcategory', element: heading('Menu category') },
  { path: '*', element: <Navigate to="/menu" replace /> },
];
