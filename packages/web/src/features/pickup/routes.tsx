import type { RouteObject } from 'react-router-dom';
import { heading } from '../../app/route-helpers';

/** Pickup routes: no login required. */
export const pickupRoutes = (): RouteObject[] => [
  { path: 'pickup', element: heading('Pickup options') },
  { path: 'pickup/curbside', element: heading('Curbside check-in') },
  { path: 'pickup/curbside/success', element: heading("You're checked in") },
];
