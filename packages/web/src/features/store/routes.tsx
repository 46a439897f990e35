import type { RouteObject } from 'react-router-dom';
import { el, member, page } from '../../app/route-helpers';

const StoreOrders = page(() => import('./StoreOrdersPage'));

/** The partner's store screen: sign-in required; the server decides who is a partner of which store. */
export const storeRoutes = (): RouteObject[] => [{ path: 'store/orders', element: member(el(StoreOrders)) }];
