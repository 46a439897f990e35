// The store screen's bridge from an observable to React (useSyncExternalStore), as small as it can be: the
// flow's state$ and the one-shot reads of the shell. Pass a stable observable (from a useMemo).
import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

export function useObservable<T>(source: Observable<T>, initial: T): T {
  const store = useMemo(() => {
    let value = initial;
    return {
      subscribe: (onChange: () => void) => {
        const sub = source.subscribe((v) => {
          value = v;
          onChange();
        });
        return () => sub.unsubscribe();
      },
      get: () => value,
    };
  }, [source]); // eslint-disable-line react-hooks/exhaustive-deps
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
