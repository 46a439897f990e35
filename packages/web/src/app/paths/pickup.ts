// The pickup pages' addresses (spec section 2 "Pickup"). The query each carries is the domain's
// (pickupQueryString); the page it is on is the app's.
import { pickupQueryString, type PickupQuery } from '@crema/domain/pickup';

export const PickupPaths = {
  options: '/pickup',
  curbside: '/pickup/curbside',
  curbsideSuccess: '/pickup/curbside/success',
} as const;

/** '/pickup?store=10003': a store's pickup options page. */
export const pickupOptionsPath = (storeNumber: string): string => `${PickupPaths.options}?store=${encodeURIComponent(storeNumber)}`;

/** A pickup options page with a whole query: a placed order's link ('/pickup?store=…&orderToken=…&platform=web'). */
export const pickupOptionsPathFor = (query: PickupQuery): string => `${PickupPaths.options}${pickupQueryString(query)}`;
