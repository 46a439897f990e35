// Shared bits of the pickup pages: the parsed query, a use case's state for it, and links that keep it.
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Observable } from 'rxjs';
import { loading, type AsyncState } from '@crema/domain';
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

/** Runs `load(query)` whenever the query or the retry counter changes. */
export const useLoad = <Q, T>(load: (q: Q) => Observable<AsyncState<T>>, query: Q) => {
  const [state, setState] = useState<AsyncState<T>>(loading<T>());
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const s = load(query).subscribe(setState);
    return () => s.unsubscribe();
  }, [load, query, attempt]);
  return [state, () => setAttempt((a) => a + 1)] as const;
};
