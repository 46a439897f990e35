// The parsed pickup query and links that keep it, shared by the pickup pages.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { parsePickupQuery, pickupQueryString, type PickupQuery } from '@crema/domain/pickup';

export const usePickupQuery = (): PickupQuery => {
  const { search } = useLocation();
  return useMemo(() => parsePickupQuery(search), [search]);
};

/** The query string the pickup pages pass along (store, orderToken, firstName, platform: the domain's), and extras such as the spot. */
export const pickupSearch = (q: PickupQuery, extra: Record<string, string> = {}): string => {
  const more = Object.entries(extra).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return [pickupQueryString(q), ...more].join('&');
};
