// A tiny observable holder for one reducer's state: the cart service, the order state and the selected
// store are each one of these, shared by the use cases and read by the screens.
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { StoreFacts } from './order-model';
import { initialOrderState, orderReducer, type OrderEvent, type OrderState } from './checkout/order-state';
import { initialSelectedStore, selectedStoreReducer, type SelectedStoreEvent, type SelectedStoreState } from './store-state';

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

export type OrderStore = StateStore<OrderState, OrderEvent>;
export type SelectedStore = StateStore<SelectedStoreState, SelectedStoreEvent>;

/** The order state of the session (one per app). */
export const makeOrderStore = (initial: OrderState = initialOrderState): OrderStore => createStateStore(orderReducer, initial);

/** The selected store of the session (one per app). */
export const makeSelectedStore = (initial: SelectedStoreState = initialSelectedStore): SelectedStore =>
  createStateStore<SelectedStoreState, SelectedStoreEvent>((s, e) => selectedStoreReducer<StoreFacts>(s, e), initial);
