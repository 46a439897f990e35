// makeCart: the cart as a service. Commands are validated (limits, required fields) and applied through
// the cart reducer; the state is observable, persisted through the CartStore port and kept in sync with
// other tabs. Every refusal comes back with its user-visible message.
import { left, right, type Either } from 'fp-ts/Either';
import type { Observable, Subscription } from 'rxjs';
import type { AppConfig, Clock } from '../../shared';
import type { CartItemInput, CartState, StoreAvailabilityIndex } from './cart-model';
import { emptyCart } from './cart-model';
import type { ItemAvailability } from '../menu/catalog-model';
import type { CartItemEdit } from './cart-rules';
import { cartReducer, planAddAll, planCartCommand, snapshotOf, type CartCommand, type CartContext, type CartEvent } from './cart-state';
import { ownCheckFailure, type OrderingFailure, type OrderingError } from '../errors';
import type { CartStore } from '../ports';
import { previousItemsStale } from '../previous-orders/previous-rules';
import { createStateStore } from '../state-store';

export interface CartService {
  readonly state$: Observable<CartState>;
  current(): CartState;
  add(item: CartItemInput): Either<OrderingFailure, CartState>;
  /** Adds several items at once, or none of them (reorder). */
  addAll(items: readonly CartItemInput[]): Either<OrderingFailure, CartState>;
  /** Edit requires product, size code and quantity (quantity 0 removes the item). */
  edit(key: string, edit: CartItemEdit): Either<OrderingFailure, CartState>;
  /** Quantity 0 removes the item. */
  setQuantity(key: string, quantity: number): Either<OrderingFailure, CartState>;
  remove(key: string): Either<OrderingFailure, CartState>;
  /** An out-of-stock recommendation takes the unavailable item's slot. */
  replace(key: string, item: CartItemInput): Either<OrderingFailure, CartState>;
  clear(): CartState;
  changeStore(storeNumber: string | undefined): CartState;
  changePickup(pickupOption: string | undefined): CartState;
  markAvailability(index: StoreAvailabilityIndex): CartState;
  reportAvailability(byKey: Readonly<Record<string, ItemAvailability>>): CartState;
  pricingFetched(): CartState;
  /** A successful order: the cart empties and its still-Available items become the previous items. */
  orderSucceeded(at?: number): CartState;
  /** Clears the previous items when the most recent order is older than config.mostRecentOrderStaleAfterMs. */
  invalidateStalePrevious(): CartState;
  /** Stops listening to the store (other tabs). */
  dispose(): void;
}

export interface CartDeps {
  readonly clock: Clock;
  readonly config: AppConfig;
  readonly store?: CartStore;
}

export const makeCart = (deps: CartDeps): CartService => {
  const state = createStateStore<CartState, CartEvent>(cartReducer, emptyCart);
  let touched = false;
  const subs: Subscription[] = [];
  const ctx = (): CartContext => ({ now: deps.clock.now(), config: deps.config });

  const dispatch = (e: CartEvent, save = true): CartState => {
    const before = state.get();
    const after = state.dispatch(e);
    if (after !== before) {
      touched = true;
      const persistent = after.items !== before.items || after.previousItems !== before.previousItems;
      if (save && persistent && deps.store !== undefined) deps.store.save(snapshotOf(after)).subscribe();
    }
    return after;
  };

  const commit = (planned: Either<OrderingError, CartEvent>): Either<OrderingFailure, CartState> =>
    planned._tag === 'Left' ? left(ownCheckFailure(planned.left)) : right(dispatch(planned.right));

  const run = (c: CartCommand): Either<OrderingFailure, CartState> => commit(planCartCommand(state.get(), c, ctx()));

  const staleCheck = (): CartState =>
    previousItemsStale(state.get().mostRecentOrderTime, deps.clock.now(), deps.config.mostRecentOrderStaleAfterMs)
      ? dispatch({ type: 'PreviousInvalidated' })
      : state.get();

  if (deps.store !== undefined) {
    subs.push(
      deps.store.load().subscribe((r) => {
        // A persisted cart is restored unless the person already started editing in this page.
        if (r._tag === 'Right' && r.right !== null && !touched) dispatch({ type: 'Restored', snapshot: r.right }, false);
        staleCheck();
      }),
      deps.store.changes().subscribe((snapshot) => {
        dispatch({ type: 'Restored', snapshot: snapshot ?? { items: [], previousItems: [] } }, false);
      }),
    );
  }

  return {
    state$: state.state$,
    current: () => state.get(),
    add: (item) => run({ type: 'add', item }),
    addAll: (items) => (items.length === 0 ? right(state.get()) : commit(planAddAll(state.get(), items, ctx()))),
    edit: (key, edit) => run({ type: 'edit', key, edit }),
    setQuantity: (key, quantity) => run({ type: 'setQuantity', key, quantity }),
    remove: (key) => run({ type: 'remove', key }),
    replace: (key, item) => run({ type: 'replace', key, item }),
    clear: () => dispatch({ type: 'CartCleared' }),
    changeStore: (storeNumber) => dispatch(storeNumber === undefined ? { type: 'StoreChanged' } : { type: 'StoreChanged', storeNumber }),
    changePickup: (pickupOption) => dispatch(pickupOption === undefined ? { type: 'PickupChanged' } : { type: 'PickupChanged', pickupOption }),
    markAvailability: (index) => dispatch({ type: 'AvailabilityMarked', index }, false),
    reportAvailability: (byKey) => dispatch({ type: 'ItemAvailabilityReported', byKey }, false),
    pricingFetched: () => dispatch({ type: 'PricingFetched' }, false),
    orderSucceeded: (at) => dispatch({ type: 'OrderSucceeded', at: at ?? deps.clock.now() }),
    invalidateStalePrevious: staleCheck,
    dispose: () => subs.forEach((s) => s.unsubscribe()),
  };
};
