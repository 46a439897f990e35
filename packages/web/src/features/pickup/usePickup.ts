// The parsed pickup query and links that keep it, shared by the pickup pages.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { parsePickupQuery, type PickupQuery } from '@crema/domain/pickup';

export const usePickupQuery = (): PickupQuery => {
  const { search } = useLocation();
  return useMemo(() => parsePickupQuery(search), [search]);
};

/** The query string the pickup pages pass along (store, orderToken, firstName, platform). */
export const pickupSearch = (q: PickupQuery, extra: Record<string, string> = {}): string => {
  const p = new URLSearchParams();
  if (q.storeNumber !== undefined) p.set('store', q.storeNumber);
  if (q.orderToken !== undefined) p.set('orderToken', q.orderToken);
  if (q.firstName !== undefined) p.set('firstName', q.firstName);
  p.set('platform', q.platform);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return `?${p.toString()}`;
};
