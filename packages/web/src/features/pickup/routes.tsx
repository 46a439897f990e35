import type { RouteObject } from 'react-router-dom';
import { el, page } from '../../app/route-helpers';

const Options = page(() => import('./PickupOptionsPage'));
const Curbside = page(() => import('./CurbsidePage'));
const Success = page(() => import('./CurbsideSuccessPage'));

/** Pickup routes: no login required. */
export const pickupRoutes = (): RouteObject[] => [
  { path: 'pickup', element: el(Options) },
  { path: 'pickup/curbside', element: el(Curbside) },
  { path: 'pickup/curbside/success', element: el(Success) },
];
