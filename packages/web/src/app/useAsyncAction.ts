import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import type { AsyncState, DomainError } from '@crema/domain';

const IDLE = { status: 'idle' } as const;

/**
 * The one way to run a command (a form submit, a button): runs the use case on demand and holds the latest
 * state it emitted, idle before its first run; a new run replaces the previous one, unmounting unsubscribes,
 * and reset() goes back to idle.
 */
export const useAsyncAction = <A extends unknown[], T, E = DomainError>(action: (...args: A) => Observable<AsyncState<T, E>>) => {
  const [state, setState] = useState<AsyncState<T, E>>(IDLE);
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
    setState(IDLE);
  }, []);
  return [state, run, reset] as const;
};
