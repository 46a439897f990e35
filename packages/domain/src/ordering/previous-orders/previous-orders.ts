// makeListPreviousOrders and makeReorder (spec sections 4, 5, 7, 9): the member's previous orders,
// cleaned (bad items dropped, empty orders hidden), page size from config, reused for 2 hours; guests
// see none. Asked for a store, the query carries the store's pricing input (from the pricing rules). Reorder brings
// an order's lines back at its store, saying why of each line that cannot come (issue #32).
import { concat, defer, forkJoin, map, of, switchMap, take, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { createStaleCache, ErrorCodes, loading, ok, previousOrdersPageSize, UNEXPECTED_ERROR_MESSAGE, type AppConfig, type Clock, type Session } from '../../shared';
import type { CartService } from '../cart/cart-service';
import { failure, resolveProductError, type OrderingFailure, type OrderingError } from '../errors';
import type { PreviousOrder, PreviousOrderItem } from './previous-order-model';
import type { StorePricingService } from '../store-pricing/load-store-pricing';
import type { StoreFacts } from '../order-model';
import type { Menus, PreviousOrders, PreviousOrdersQuery } from '../ports';
import { fail, type OrderingState } from '../ordering-state';
import { cleanPreviousOrders, isExpressOrder, showPreviousOrders } from './previous-rules';
import { isChargeLine, planReorder, type ReorderLineFacts, type ReorderRefusal } from './reorder-plan';

export interface PreviousOrderView extends PreviousOrder {
  readonly isExpress: boolean;
  /** Every line of the order as it was recorded, before cleaning dropped any: reordering says why of each (issue #32). */
  readonly recordedItems: readonly PreviousOrderItem[];
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
            const recorded = new Map(r.right.map((o) => [o.orderId, o.basket.items]));
            const orders = cleanPreviousOrders(r.right).map((o) => ({ ...o, isExpress: isExpressOrder(o), recordedItems: recorded.get(o.orderId) ?? o.basket.items }));
            return ok<PreviousOrdersView, OrderingFailure>({ orders, visible: showPreviousOrders(s, orders.length, false) });
          }),
        ),
      );
    });
  return Object.assign(list, { invalidate: () => cache.invalidate() });
};

export type ListPreviousOrders = ReturnType<typeof makeListPreviousOrders>;

export interface ReorderOutcome {
  /** How many lines went into the cart (0: nothing could; the cart and the store are as they were). */
  readonly added: number;
  /** The lines that did not, with why (the domain's planReorder). */
  readonly refused: readonly ReorderRefusal[];
  /** The order's store, now the one ordered from when `storeChosen`. */
  readonly storeNumber: string;
  readonly storeName?: string;
  readonly storeChosen: boolean;
}

export interface ReorderDeps {
  readonly cart: Pick<CartService, 'addAll'>;
  /** The order's store's menu: a line's product now there (availability and picture). */
  readonly menus: Pick<Menus, 'getProduct'>;
  /** Makes the order's store the one ordered from (the locator's choose-by-number): true once it is. */
  readonly chooseStore: (storeNumber: string) => Observable<boolean>;
}

const distinctProducts = (items: readonly PreviousOrderItem[]): readonly { productNumber: string; formCode: string }[] => {
  const seen = new Map<string, { productNumber: string; formCode: string }>();
  for (const i of items) {
    const n = i.product.productNumber;
    if (n !== undefined && !isChargeLine(i) && i.product.form.availability !== 'NotOrderable') seen.set(`${n}|${i.product.formCode}`, { productNumber: n, formCode: i.product.formCode });
  }
  return [...seen.values()];
};

/**
 * Reorders a previous order (issue #32, point 2), at its own store: each line's product is looked up on that
 * store's menu; the domain's planReorder says which lines come (with their customizations and picture) and why
 * each other does not; the lines that come go into the cart at once, and the order's store becomes the one
 * ordered from. Nothing comes: the cart and the store stay as they were, and the outcome says why of each line.
 * A product the store's menu no longer has (404) is not in season; any other failure of a lookup fails the reorder.
 */
export const makeReorder =
  (d: ReorderDeps) =>
  (order: PreviousOrderView | PreviousOrder): Observable<OrderingState<ReorderOutcome>> => {
    const items = 'recordedItems' in order ? order.recordedItems : order.basket.items;
    const lookups = distinctProducts(items).map(({ productNumber, formCode }) =>
      d.menus.getProduct(productNumber, formCode, order.storeNumber).pipe(
        take(1),
        map((r): readonly [string, Either<OrderingError, ReorderLineFacts | undefined>] => [
          `${productNumber}|${formCode}`,
          r._tag === 'Right'
            ? right({ availability: r.right.availability, artwork: r.right.artwork, productType: r.right.productType })
            : r.left.status === 404 || r.left.code === ErrorCodes.NOT_FOUND
              ? right(undefined)
              : left(r.left),
        ]),
      ),
    );
    const store = { storeNumber: order.storeNumber, ...(order.storeName !== undefined ? { storeName: order.storeName } : {}) };
    const run = (lookups.length === 0 ? of([]) : forkJoin(lookups)).pipe(
      switchMap((answers): Observable<OrderingState<ReorderOutcome>> => {
        const failed = answers.find(([, a]) => a._tag === 'Left');
        if (failed !== undefined && failed[1]._tag === 'Left') return of(fail<ReorderOutcome>(resolveProductError(failed[1].left)));
        const facts = new Map(answers.map(([k, a]) => [k, a._tag === 'Right' ? a.right : undefined]));
        const plan = planReorder(items, (i) => facts.get(`${i.product.productNumber ?? ''}|${i.product.formCode}`));
        if (plan.lines.length === 0) return of(ok<ReorderOutcome, OrderingFailure>({ added: 0, refused: plan.refused, ...store, storeChosen: false }));
        return d.chooseStore(order.storeNumber).pipe(
          take(1),
          map((storeChosen) => {
            const added = d.cart.addAll(plan.lines);
            return added._tag === 'Left'
              ? fail<ReorderOutcome>(added.left)
              : ok<ReorderOutcome, OrderingFailure>({ added: plan.lines.length, refused: plan.refused, ...store, storeChosen });
          }),
        );
      }),
    );
    return concat(of(loading<ReorderOutcome, OrderingFailure>()), run);
  };
