// makeListPreviousOrders and makeReorder (spec sections 4, 5, 7, 9): the member's previous orders,
// cleaned (bad items dropped, empty orders hidden), page size from config, reused for 2 hours; guests
// see none. Reorder adds every reorderable item of an order to the cart at once, or none.
import { concat, defer, map, of, take, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { left } from 'fp-ts/Either';
import { createStaleCache, domainError, loading, ok, previousOrdersPageSize, UNEXPECTED_ERROR_MESSAGE, type AppConfig, type Clock, type DomainError, type Session } from '../shared';
import type { CartState } from './cart-model';
import type { CartService } from './cart-service';
import { failure, OrderingCodes, type OrderingFailure } from './errors';
import type { PreviousOrder, PreviousOrderItem } from './member-model';
import type { PreviousOrders } from './ports';
import { fail, type OrderingState } from './price-order';
import { cleanPreviousOrders, isExpressOrder, previousItemToCartInput, showPreviousOrders } from './previous-rules';
import type { CartItemInput } from './cart-model';

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
}

export const makeListPreviousOrders = (d: ListPreviousOrdersDeps) => {
  const cache = createStaleCache<string, DomainError, readonly PreviousOrder[]>({ clock: d.clock, staleAfterMs: d.config.staleTimes.previousOrders });
  const list = (input: { readonly session: Session; readonly storeNumber?: string }): Observable<OrderingState<PreviousOrdersView>> =>
    defer(() => {
      const s = input.session;
      if (s.kind !== 'member') return of(ok<PreviousOrdersView, OrderingFailure>({ orders: [], visible: false }));
      const query = {
        limit: previousOrdersPageSize(d.config),
        locale: d.config.locale,
        ...(input.storeNumber !== undefined ? { storeNumber: input.storeNumber } : {}),
      };
      return concat(
        of(loading<PreviousOrdersView, OrderingFailure>()),
        cache.get(`${s.memberId}|${input.storeNumber ?? ''}`, () => d.previousOrders.list(query).pipe(take(1))).pipe(
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
