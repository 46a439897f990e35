import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import type { AsyncState, DomainError } from '@crema/domain';

/**
 * Runs a use case on demand (a form submit, a button) and holds the latest state it emitted, starting from
 * `initial`; a new run replaces the previous one, unmounting unsubscribes, and reset() goes back to `initial`.
 */
export const useRun = <A extends unknown[], S>(action: (...args: A) => Observable<S>, initial: S) => {
  const [state, setState] = useState<S>(initial);
  const sub = useRef<Subscription | null>(null);
  const first = useRef(initial);
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
    setState(first.current);
  }, []);
  return [state, run, reset] as const;
};

const IDLE = { status: 'idle' } as const;

/** useRun for the common case: a use case emitting AsyncState, idle before its first run. */
export const useAsyncAction = <A extends unknown[], T, E = DomainError>(action: (...args: A) => Observable<AsyncState<T, E>>) =>
  useRun<A, AsyncState<T, E>>(action, IDLE);
