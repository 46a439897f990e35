// A use case's answer as a page reads it: run at once, so an answer the use case has cached is the state
// on the very first paint (a revisited menu renders without a loading flash); its latest emission held;
// retry() runs it again in place of the run before.
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';

export interface LiveQuery<T> {
  readonly state$: Observable<T>;
  current(): T;
  /** Runs the use case again (a 'Try again', or after a change it does not see itself). */
  retry(): void;
}

/** Runs `run` now and holds its latest emission, `initial` until the first. */
export const createLiveQuery = <T, I = T>(run: () => Observable<T>, initial: I): LiveQuery<T | I> => {
  const state = new BehaviorSubject<T | I>(initial);
  let running: Subscription | undefined;
  const start = (): void => {
    running?.unsubscribe();
    running = run().subscribe((v) => state.next(v));
  };
  start();
  return { state$: state.asObservable(), current: () => state.value, retry: start };
};

/** A query with nothing to run yet (e.g. the store is still unknown): its state is `value`. */
export const settledQuery = <T>(value: T): LiveQuery<T> => {
  const state = new BehaviorSubject<T>(value);
  return { state$: state.asObservable(), current: () => value, retry: () => undefined };
};
