// A tiny observable holder for one reducer's state: the cart service, the order state and the selected
// store are each one of these, shared by the use cases and read by the screens.
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

export interface StateStore<S, E> {
  readonly state$: Observable<S>;
  get(): S;
  dispatch(event: E): S;
}

export const createStateStore = <S, E>(reducer: (s: S, e: E) => S, initial: S): StateStore<S, E> => {
  const subject = new BehaviorSubject<S>(initial);
  return {
    state$: subject.pipe(distinctUntilChanged()),
    get: () => subject.value,
    dispatch: (event) => {
      const next = reducer(subject.value, event);
      if (next !== subject.value) subject.next(next);
      return next;
    },
  };
};
