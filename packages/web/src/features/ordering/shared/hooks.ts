// Small React bridges for the ordering pages: the current store, the cart and use-case states that render
// from a use case's cache on the very first paint (no loading flash on a revisit), all read through
// useObservable. Running the use case and holding its answer is the domain's (createLiveQuery).
import { useEffect, useMemo } from 'react';
import { idle, loading } from '@crema/domain';
import { createLiveQuery, settledQuery, type CartState, type LiveQuery, type OrderingState, type ShownPrices } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { useObservable } from '../../../app/useObservable';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import type { CurrentStoreView } from '@crema/domain/locator';

/** The store to order from. With `refresh`, re-reads the saved selection when the page opens. */
export const useCurrentStore = (refresh = false): CurrentStoreView => {
  const cs = useService(OrderingTokens.CurrentStore);
  useEffect(() => {
    if (refresh) cs.refresh();
  }, [cs, refresh]);
  return useObservable(cs.state$, cs.current());
};

export const useCart = (): CartState => {
  const cart = useService(OrderingTokens.Cart);
  return useObservable(cart.state$, cart.current());
};

/**
 * The state of the query `make` builds for `deps` (a new query, run at once, when they change) and the way
 * to run it again. Its first render already shows what the use case answers at once (a cached menu).
 */
export const useLiveQuery = <T>(make: () => LiveQuery<T>, deps: readonly unknown[]): readonly [T, () => void] => {
  // The caller names what the query depends on (an item's key, not the item).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(make, deps);
  return [useObservable(query.state$, query.current()), query.retry] as const;
};

/**
 * The prices to show at the current store: undefined while the store or its pricing is still loading (a
 * page renders at once and the prices fill in), then the store's, none, or national (see shownPricesAt).
 */
export const useShownPrices = (store: CurrentStoreView): ShownPrices | undefined => {
  const pricing = useService(OrderingTokens.StorePricing);
  const pending = store.status === 'unknown' || store.status === 'loading';
  const facts = store.status === 'selected' ? store.store : undefined;
  const [state] = useLiveQuery<OrderingState<ShownPrices>>(
    () => (pending ? settledQuery(loading<ShownPrices, never>()) : createLiveQuery(() => pricing.shownPrices(facts), idle())),
    [pricing, pending, facts],
  );
  return state.status === 'ok' ? state.value : undefined;
};
