// makeStorePricing: pricing-rules and pricing-by-store-number (spec sections 3, 4 and 7), each reused for
// its stale time (5 minutes: config.staleTimes.pricingRules and storePricing), and what they mean for a
// page: the prices shown at a store. Showing prices never fails: without rules or a list the page shows
// the national prices, since the cart's pricing is what is charged.
import { concat, defer, map, of, switchMap, take, type Observable } from 'rxjs';
import { createStaleCache, loading, ok, UNEXPECTED_ERROR_MESSAGE, type AppConfig, type Clock } from '../../shared';
import type { Either } from 'fp-ts/Either';
import { failure, type OrderingFailure, type OrderingError } from '../errors';
import type { StoreFacts } from '../order-model';
import type { StorePricing } from '../ports';
import { fail, type OrderingState } from '../ordering-state';
import { NATIONAL_PRICES, type PricingRules, type ShownPrices, type StorePriceList, type StorePricingInput } from './store-pricing-model';
import { isPricingEnabled, shownPricesAt, storePricingInput } from './store-pricing-rules';

export interface StorePricingService {
  /** pricing-rules: loading, then ok or error (reused for 5 minutes). */
  rules(): Observable<OrderingState<PricingRules>>;
  /** pricing-by-store-number: loading, then ok or error (reused for 5 minutes per store). */
  priceList(storeNumber: string): Observable<OrderingState<StorePriceList>>;
  /** The prices to show at a store (national without one): loading, then ok; never an error. */
  shownPrices(store?: StoreFacts): Observable<OrderingState<ShownPrices>>;
  /** get-previous-orders' store pricing input: undefined when the rules or the store's facts are unknown. */
  pricingInput(store: StoreFacts): Observable<StorePricingInput | undefined>;
  invalidate(): void;
}

export interface StorePricingDeps {
  readonly storePricing: StorePricing;
  readonly clock: Clock;
  readonly config: Pick<AppConfig, 'staleTimes'>;
}

const RULES_KEY = 'rules';

export const makeStorePricing = (d: StorePricingDeps): StorePricingService => {
  const rulesCache = createStaleCache<string, OrderingError, PricingRules>({ clock: d.clock, staleAfterMs: d.config.staleTimes.pricingRules });
  const lists = createStaleCache<string, OrderingError, StorePriceList>({ clock: d.clock, staleAfterMs: d.config.staleTimes.storePricing });
  const loadRules = (): Observable<Either<OrderingError, PricingRules>> => rulesCache.get(RULES_KEY, () => d.storePricing.pricingRules().pipe(take(1)));
  const loadList = (n: string): Observable<Either<OrderingError, StorePriceList>> => lists.get(n, () => d.storePricing.pricingByStoreNumber(n).pipe(take(1)));
  const asState = <T>(r: Either<OrderingError, T>): OrderingState<T> =>
    r._tag === 'Left' ? fail<T>(failure(r.left, UNEXPECTED_ERROR_MESSAGE)) : ok<T, OrderingFailure>(r.right);

  const shown = (store: StoreFacts): Observable<ShownPrices> =>
    loadRules().pipe(
      switchMap((r) => {
        if (r._tag === 'Left') return of(NATIONAL_PRICES);
        const rules = r.right;
        if (!isPricingEnabled(rules, store)) return of(shownPricesAt(store, rules));
        return loadList(store.storeNumber).pipe(map((l) => shownPricesAt(store, rules, l._tag === 'Right' ? l.right : undefined)));
      }),
    );

  return {
    rules: () => defer(() => concat(of(loading<PricingRules, OrderingFailure>()), loadRules().pipe(map(asState)))),
    priceList: (storeNumber) => defer(() => concat(of(loading<StorePriceList, OrderingFailure>()), loadList(storeNumber).pipe(map(asState)))),
    shownPrices: (store) =>
      defer(() =>
        store === undefined
          ? of(ok<ShownPrices, OrderingFailure>(NATIONAL_PRICES))
          : concat(of(loading<ShownPrices, OrderingFailure>()), shown(store).pipe(map((s) => ok<ShownPrices, OrderingFailure>(s)))),
      ),
    pricingInput: (store) => loadRules().pipe(map((r) => (r._tag === 'Left' ? undefined : storePricingInput(r.right, store)))),
    invalidate: () => {
      rulesCache.invalidate();
      lists.invalidate();
    },
  };
};
