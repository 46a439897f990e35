// Spec section 4 "Staleness": data older than its stale time is refetched when next needed.
import { type Observable, defer, of, tap, finalize, shareReplay } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { isRight } from './either';
import { MS_PER_HOUR, MS_PER_MINUTE, MS_PER_DAY, type Clock } from './clock';

export type StaleKey =
  | 'previousOrders'
  | 'favorites'
  | 'addressList'
  | 'giftDetails'
  | 'giftCatalog'
  | 'pricingRules'
  | 'storePricing'
  | 'rewardExpirations'
  | 'stream';

export type StaleTimes = Readonly<Record<StaleKey, number>>;

export const STALE_TIMES: StaleTimes = {
  previousOrders: 2 * MS_PER_HOUR,
  favorites: 2 * MS_PER_HOUR,
  addressList: 7 * MS_PER_DAY,
  giftDetails: 15 * MS_PER_MINUTE,
  giftCatalog: 15 * MS_PER_MINUTE,
  pricingRules: 5 * MS_PER_MINUTE,
  storePricing: 5 * MS_PER_MINUTE,
  rewardExpirations: 5 * MS_PER_MINUTE,
  stream: 5 * MS_PER_MINUTE,
};

/** Data fetched at `fetchedAt` is stale at `now` once `staleAfterMs` have passed (never-fetched data is stale). */
export const isStale = (fetchedAt: number | undefined, now: number, staleAfterMs: number): boolean =>
  fetchedAt === undefined || now - fetchedAt >= staleAfterMs;

export interface StaleCache<K, E, V> {
  /** The cached value while fresh; otherwise loads, caching only successes. Concurrent loads of one key share a request. */
  get(key: K, load: () => Observable<Either<E, V>>): Observable<Either<E, V>>;
  /** Forget a key (or everything), so the next get refetches. */
  invalidate(key?: K): void;
  /** The cached value, fresh or not, without loading. */
  peek(key: K): V | undefined;
}

export const createStaleCache = <K, E, V>(d: { clock: Clock; staleAfterMs: number }): StaleCache<K, E, V> => {
  const entries = new Map<K, { value: V; fetchedAt: number }>();
  const inflight = new Map<K, Observable<Either<E, V>>>();
  return {
    get: (key, load) =>
      defer(() => {
        const hit = entries.get(key);
        if (hit && !isStale(hit.fetchedAt, d.clock.now(), d.staleAfterMs)) return of<Either<E, V>>({ _tag: 'Right', right: hit.value });
        const running = inflight.get(key);
        if (running) return running;
        const request = load().pipe(
          tap((result) => {
            if (isRight(result)) entries.set(key, { value: result.right, fetchedAt: d.clock.now() });
          }),
          finalize(() => inflight.delete(key)),
          shareReplay({ bufferSize: 1, refCount: false }),
        );
        inflight.set(key, request);
        return request;
      }),
    invalidate: (key) => (key === undefined ? entries.clear() : void entries.delete(key)),
    peek: (key) => entries.get(key)?.value,
  };
};
