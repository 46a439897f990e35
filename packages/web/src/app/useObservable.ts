// The one bridge from observables to React: useSyncExternalStore over a stable observable. The hook keeps
// the latest value outside React and subscribes once per observable, unsubscribing on unmount.
import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

interface Store<T> {
  subscribe(onChange: () => void): () => void;
  get(): T;
}

const makeStore = <T>(source: Observable<T>, initial: T): Store<T> => {
  let value = initial;
  return {
    subscribe: (onChange) => {
      const sub = source.subscribe((v) => {
        value = v;
        onChange();
      });
      return () => sub.unsubscribe();
    },
    get: () => value,
  };
};

/** The latest value of `source` (pass a stable observable: from the container or a useMemo). */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const store = useMemo(() => makeStore(source, initial), [source]); // eslint-disable-line react-hooks/exhaustive-deps
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
