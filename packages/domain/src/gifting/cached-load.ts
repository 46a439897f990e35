// Shared by the two catalog use cases: a kernel stale cache plus the AsyncState emissions around it.
import { type Observable, concat, defer, of, map } from 'rxjs';
import { isLeft, type Either } from 'fp-ts/Either';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import type { Clock } from '../shared/clock';
import { createStaleCache, isStale } from '../shared/staleness';
import type { GiftingError } from './errors';

export interface CachedLoader<V> {
  /**
   * `ok` at once while the cached copy of `key` is fresh; else `loading` (with the older copy as
   * `previous`) then `ok`, or `error` with the message `describe` gives (the older copy kept as previous).
   */
  load(
    key: string,
    fetch: () => Observable<Either<GiftingError, V>>,
    describe: (e: GiftingError) => { error: GiftingError; message: string },
    refresh?: boolean,
  ): Observable<AsyncState<V, GiftingError>>;
}

export const createCachedLoader = <V>(d: { clock: Clock; staleAfterMs: number }): CachedLoader<V> => {
  const cache = createStaleCache<string, GiftingError, V>(d);
  const fetchedAt = new Map<string, number>();
  return {
    load: (key, fetch, describe, refresh = false) =>
      defer(() => {
        const previous = cache.peek(key);
        if (refresh) {
          cache.invalidate(key);
          fetchedAt.delete(key);
        }
        const fresh = !refresh && previous !== undefined && !isStale(fetchedAt.get(key), d.clock.now(), d.staleAfterMs);
        const result = cache.get(key, fetch).pipe(
          map((r): AsyncState<V, GiftingError> => {
            if (isLeft(r)) {
              const { error, message } = describe(r.left);
              return failed(error, message, previous);
            }
            if (!fresh) fetchedAt.set(key, d.clock.now());
            return ok(r.right);
          }),
        );
        return fresh ? result : concat(of(loading<V, GiftingError>(previous)), result);
      }),
  };
};
