// The one bridge from observables to React: useSyncExternalStore over a stable observable. The hook keeps
// the latest value outside React and subscribes once per observable, unsubscribing on unmount. A load (a use
// case's states, again when its inputs change or on retry) is the same bridge over an observable made per input.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { idle, type AsyncState, type DomainError } from '@crema/domain';

interface Store<T> {
  subscribe(onChange: () => void): () => void;
  get(): T;
}

const makeStore = <T>(source: Observable<T> | undefined, initial: T): Store<T> => {
  let value = initial;
  return {
    subscribe: (onChange) => {
      if (source === undefined) return () => undefined;
      const sub = source.subscribe((v) => {
        value = v;
        onChange();
      });
      return () => sub.unsubscribe();
    },
    get: () => value,
  };
};

/**
 * The latest value of `source` (pass a stable observable: from the container or a useMemo); `initial` before
 * its first value, and while there is no source (undefined: nothing to watch yet).
 */
export function useObservable<T>(source: Observable<T> | undefined, initial: T): T {
  const store = useMemo(() => makeStore(source, initial), [source]); // eslint-disable-line react-hooks/exhaustive-deps
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * A load's states: `make(round)` (a use case call) subscribed through the bridge, made again when `deps` change
 * or on `reload()` (the retry of an error state, which counts `round` up from 0: a retry may ask past a cache;
 * new inputs start again from round 0); `initial` until its first state.
 */
export const useLoad = <T, E = DomainError>(
  make: (round: number) => Observable<AsyncState<T, E>>,
  deps: readonly unknown[],
  initial: AsyncState<T, E> = idle<T, E>(),
) => {
  const [retries, setRetries] = useState({ deps, round: 0 });
  const sameInputs = retries.deps.length === deps.length && retries.deps.every((d, i) => Object.is(d, deps[i]));
  // New inputs: this render already asks as round 0, and the count starts again from there.
  const round = sameInputs ? retries.round : 0;
  if (!sameInputs) setRetries({ deps, round: 0 });
  // `make` is called again exactly when one of the caller's inputs (deps) or the retry round changes.
  const source = useMemo(() => make(round), [...deps, round]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useObservable<AsyncState<T, E>>(source, initial);
  const reload = useCallback(() => setRetries((r) => ({ deps: r.deps, round: r.round + 1 })), []);
  return [state, reload] as const;
};
