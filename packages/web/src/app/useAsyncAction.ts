import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import { idle, type AsyncState } from '@crema/domain';

/** Runs a use case on demand and holds its latest state; unsubscribes on unmount or a new run. */
export const useAsyncAction = <A extends unknown[], T>(action: (...args: A) => Observable<AsyncState<T>>) => {
  const [state, setState] = useState<AsyncState<T>>(idle());
  const sub = useRef<Subscription | null>(null);
  useEffect(() => () => sub.current?.unsubscribe(), []);
  const run = useCallback(
    (...args: A) => {
      sub.current?.unsubscribe();
      sub.current = action(...args).subscribe(setState);
    },
    [action],
  );
  return [state, run] as const;
};
