// Small React bridges for the ordering pages: the current store, the cart and use-case states that render
// from a use case's cache on the very first paint (no loading flash on a revisit).
import { useEffect, useMemo } from 'react';
import { of, shareReplay, type Observable } from 'rxjs';
import { idle, loading } from '@crema/domain';
import type { CartState, OrderingState, ShownPrices } from '@crema/domain/ordering';
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

/** The last value an observable emits synchronously on subscription (a cache hit), if any. */
const peek = <T>(source: Observable<T>, fallback: T): T => {
  let value = fallback;
  source.subscribe((v) => (value = v)).unsubscribe();
  return value;
};

/**
 * The latest state of a use case's observable built from `deps`; its first render already shows what the
 * use case emits at once (a cached menu renders instantly). The use case runs once per deps (its result is
 * replayed to the render), so the source must complete, as every use case does.
 */
export const useLive = <T>(factory: () => Observable<T>, deps: readonly unknown[], initial: T): T => {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useMemo(() => factory().pipe(shareReplay({ bufferSize: 1, refCount: false })), deps);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const first = useMemo(() => peek(source, initial), [source]);
  return useObservable(source, first);
};

/**
 * The prices to show at the current store: undefined while the store or its pricing is still loading (a
 * page renders at once and the prices fill in), then the store's, none, or national (see shownPricesAt).
 */
export const useShownPrices = (store: CurrentStoreView): ShownPrices | undefined => {
  const pricing = useService(OrderingTokens.StorePricing);
  const pending = store.status === 'unknown' || store.status === 'loading';
  const facts = store.status === 'selected' ? store.store : undefined;
  const state = useLive<OrderingState<ShownPrices>>(
    () => (pending ? of(loading<ShownPrices, never>()) : pricing.shownPrices(facts)),
    [pricing, pending, facts],
    idle(),
  );
  return state.status === 'ok' ? state.value : undefined;
};
