import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import { idle, type AsyncState, type DomainError } from '@crema/domain';

/**
 * Runs a use case on demand (a form submit, a button) and holds its latest state; a new run replaces the
 * previous one, unmounting unsubscribes, and reset() goes back to idle.
 */
export const useAsyncAction = <A extends unknown[], T, E = DomainError>(action: (...args: A) => Observable<AsyncState<T, E>>) => {
  const [state, setState] = useState<AsyncState<T, E>>(idle<T, E>());
  const sub = useRef<Subscription | null>(null);
  useEffect(() => () => sub.current?.unsubscribe(), []);
  const run = useCallback(
    (...args: A) => {
      sub.current?.unsubscribe();
      sub.current = action(...args).subscribe(setState);
    },
    [action],
  );
  const reset = useCallback(() => {
    sub.current?.unsubscribe();
    setState(idle<T, E>());
  }, []);
  return [state, run, reset] as const;
};
