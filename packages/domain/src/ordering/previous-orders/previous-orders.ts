// makeListPreviousOrders and makeReorder (spec sections 4, 5, 7, 9): the member's previous orders,
// cleaned (bad items dropped, empty orders hidden), page size from config, reused for 2 hours; guests
// see none. Asked for a store, the query carries the store's pricing input (from the pricing rules). Reorder adds every reorderable item of an order to the cart at once, or none.
import { concat, defer, map, of, switchMap, take, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { left } from 'fp-ts/Either';
import { createStaleCache, domainError, loading, ok, previousOrdersPageSize, UNEXPECTED_ERROR_MESSAGE, type AppConfig, type Clock, type Session } from '../../shared';
import type { CartState } from '../cart/cart-model';
import type { CartService } from '../cart/cart-service';
import { failure, OrderingCodes, type OrderingFailure, type OrderingError } from '../errors';
import type { PreviousOrder, PreviousOrderItem } from './previous-order-model';
import type { StorePricingService } from '../store-pricing/load-store-pricing';
import type { StoreFacts } from '../order-model';
import type { PreviousOrders, PreviousOrdersQuery } from '../ports';
import { fail, type OrderingState } from '../ordering-state';
import { cleanPreviousOrders, isExpressOrder, previousItemToCartInput, showPreviousOrders } from './previous-rules';
import type { CartItemInput } from '../cart/cart-model';

export interface PreviousOrderView extends PreviousOrder {
  readonly isExpress: boolean;
}

export interface PreviousOrdersView {
  readonly orders: readonly PreviousOrderView[];
  /** Show the previous-orders section at all (non-guest with at least one order). */
  readonly visible: boolean;
}

export interface ListPreviousOrdersDeps {
  readonly previousOrders: PreviousOrders;
  readonly clock: Clock;
  readonly config: AppConfig;
  /** Builds the store pricing input when a store is given; without it the query has none. */
  readonly storePricing?: Pick<StorePricingService, 'pricingInput'>;
}

export interface ListPreviousOrdersInput {
  readonly session: Session;
  /** The store to see the orders at (its number, and its pricing input when its facts are known). */
  readonly store?: StoreFacts;
  /** Only the store number, when the store's facts are not at hand. */
  readonly storeNumber?: string;
}

export const makeListPreviousOrders = (d: ListPreviousOrdersDeps) => {
  const cache = createStaleCache<string, OrderingError, readonly PreviousOrder[]>({ clock: d.clock, staleAfterMs: d.config.staleTimes.previousOrders });
  const pricingInputOf = (store: StoreFacts | undefined) =>
    store === undefined || d.storePricing === undefined ? of(undefined) : d.storePricing.pricingInput(store).pipe(take(1));
  const list = (input: ListPreviousOrdersInput): Observable<OrderingState<PreviousOrdersView>> =>
    defer(() => {
      const s = input.session;
      if (s.kind !== 'member') return of(ok<PreviousOrdersView, OrderingFailure>({ orders: [], visible: false }));
      const storeNumber = input.store?.storeNumber ?? input.storeNumber;
      const load = pricingInputOf(input.store).pipe(
        switchMap((storePricing) => {
          const query: PreviousOrdersQuery = {
            limit: previousOrdersPageSize(d.config),
            locale: d.config.locale,
            ...(storeNumber !== undefined ? { storeNumber } : {}),
            ...(storePricing !== undefined ? { storePricing } : {}),
          };
          const key = `${s.memberId}|${storeNumber ?? ''}|${storePricing?.isPricingEnabled ?? ''}`;
          return cache.get(key, () => d.previousOrders.list(query).pipe(take(1)));
        }),
      );
      return concat(
        of(loading<PreviousOrdersView, OrderingFailure>()),
        load.pipe(
          map((r) => {
            if (r._tag === 'Left') return fail<PreviousOrdersView>(failure(r.left, UNEXPECTED_ERROR_MESSAGE));
            const orders = cleanPreviousOrders(r.right).map((o) => ({ ...o, isExpress: isExpressOrder(o) }));
            return ok<PreviousOrdersView, OrderingFailure>({ orders, visible: showPreviousOrders(s, orders.length, false) });
          }),
        ),
      );
    });
  return Object.assign(list, { invalidate: () => cache.invalidate() });
};

export type ListPreviousOrders = ReturnType<typeof makeListPreviousOrders>;

/** Reorder a whole previous order, or one of its items: all its reorderable items go in, or none. */
export const makeReorder =
  (d: { readonly cart: CartService }) =>
  (what: PreviousOrder | PreviousOrderItem): Either<OrderingFailure, CartState> => {
    const items = 'basket' in what ? what.basket.items : [what];
    const inputs = items.map(previousItemToCartInput).filter((i): i is CartItemInput => i !== undefined);
    if (inputs.length === 0) {
      const e = domainError(OrderingCodes.INVALID_CART_ITEM, { context: { missing: 'product' } });
      return left(failure(e, UNEXPECTED_ERROR_MESSAGE));
    }
    return d.cart.addAll(inputs);
  };
