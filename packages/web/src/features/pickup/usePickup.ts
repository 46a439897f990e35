// Shared bits of the pickup pages: the parsed query, a use case's state for it, and links that keep it.
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loading, type AsyncState } from '@crema/domain';
import { useObservable } from '../../app/useObservable';
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

/** What a pickup use case answers, in the one bridge's terms (so this file needs no rxjs of its own). */
type Answers<T> = Parameters<typeof useObservable<AsyncState<T>>>[0];

/** `load(query)`'s states, through the one bridge; again when the query changes or on retry. */
export const useLoad = <Q, T>(load: (q: Q) => Answers<T>, query: Q) => {
  const [attempt, setAttempt] = useState(0);
  // attempt is the retry: a new call with the same query (kept beside its answers, so the memo depends on it).
  const call = useMemo(() => ({ attempt, answers: load(query) }), [load, query, attempt]);
  const state = useObservable<AsyncState<T>>(call.answers, loading<T>());
  return [state, useCallback(() => setAttempt((a) => a + 1), [])] as const;
};
