import { Navigate, type RouteObject } from 'react-router-dom';
import { el, hideFooter, hideNavAndFooter, page } from '../../app/route-helpers';

// Lazy pages only: no ordering code in the first page's bundle.
const MenuHome = page(() => import('./menu/MenuPage'));
const Featured = page(() => import('./menu/FeaturedPage'));
const Category = page(() => import('./menu/CategoryPage'));
const Product = page(() => import('./product/ProductPage'));
const Nutrition = page(() => import('./product/NutritionPage'));
const Favorites = page(() => import('./favorites/FavoritesPage'));

/**
 * Children of /menu (spec section 2, Ordering). The store picker under /menu/store-locator is the locator's:
 * the composition root (app/routes.tsx) passes its routes in, so ordering never imports the locator.
 */
export const menuChildren = (storeLocator: RouteObject[]): RouteObject[] => [
  { index: true, element: el(MenuHome) },
  { path: 'featured', element: el(Featured) },
  { path: 'store-locator', children: storeLocator },
  { path: 'previous', element: el(page(() => import('./previous/PreviousOrdersPage'))) },
  { path: 'favorites', element: el(Favorites) },
  { path: 'cart', handle: hideNavAndFooter, element: el(page(() => import('./cart/CartPage'))) },
  { path: 'cart/guest/checkout', handle: hideFooter, element: el(page(() => import('./checkout/GuestCheckoutPage'))) },
  { path: 'product/:productNumber/:formCode', element: el(Product) },
  { path: 'product/:productNumber/:formCode/nutrition', element: el(Nutrition) },
  // '/menu/product/x' is not a category of a menu called 'product': it is an incomplete product path.
  { path: 'product/:productNumber', element: <Navigate to="/menu" replace /> },
  { path: ':menu/:category', element: el(Category) },
  { path: ':menu/:category/:subcategory', element: el(Category) },
  { path: '*', element: <Navigate to="/menu" replace /> },
];
