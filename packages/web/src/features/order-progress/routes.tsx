import type { RouteObject } from 'react-router-dom';
import { el, page } from '../../app/route-helpers';

const Tracking = page(() => import('./OrderTrackingPage'));

/** A placed order's page: a member's own by session, a guest's by its tokenized link (no sign-in guard). */
export const orderProgressRoutes = (): RouteObject[] => [{ path: 'orders/:orderId', element: el(Tracking) }];
