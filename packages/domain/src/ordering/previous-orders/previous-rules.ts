// Previous orders (spec sections 4, 5, 9): which lines can be ordered again, and when they go stale.
import { Limits } from '../../shared/config';
import type { Session } from '../../shared';
import type { CartItemInput, SelectedOption } from '../cart/cart-model';
import type { PreviousOrder, PreviousOrderItem } from './previous-order-model';

/** Spec section 9: order type '141' marks express orders. */
export const EXPRESS_ORDER_TYPE: string = Limits.expressOrderType;
/** Product number of basket lines that are not products (dropped from previous orders). */
export const NON_PRODUCT_NUMBER = '81';

export const isExpressOrder = (o: Pick<PreviousOrder, 'orderType'>): boolean => o.orderType === EXPRESS_ORDER_TYPE;

/** Spec section 5: drop items whose product number is missing or 81, or whose availability is NotOrderable. */
export const isReorderableItem = (i: PreviousOrderItem): boolean =>
  i.product.productNumber !== undefined &&
  i.product.productNumber !== '' &&
  i.product.productNumber !== NON_PRODUCT_NUMBER &&
  i.product.form.availability !== 'NotOrderable';

/** Cleaned previous orders: bad items dropped, and orders left with no items hidden. */
export const cleanPreviousOrders = (orders: readonly PreviousOrder[]): readonly PreviousOrder[] =>
  orders
    .map((o) => ({ ...o, basket: { items: o.basket.items.filter(isReorderableItem) } }))
    .filter((o) => o.basket.items.length > 0);

/**
 * The previous order an order-history entry (/account/history) can be ordered again from: the one with the
 * same order id, since both record the same placed order. An entry without one (older than the previous
 * orders' page, or with nothing left to reorder after cleaning) offers no Reorder.
 */
export const previousOrderOf = <O extends Pick<PreviousOrder, 'orderId'>>(orderId: string, previous: readonly O[]): O | undefined =>
  previous.find((o) => o.orderId === orderId);

/** Spec section 5: previous orders show only for a non-guest session with at least one order (or while loading). */
export const showPreviousOrders = (session: Session, orderCount: number, loading: boolean): boolean =>
  session.kind === 'member' && (loading || orderCount >= 1);

/** Spec section 4: previous items are cleared once the most recent order is older than the stale-after period. */
export const previousItemsStale = (mostRecentOrderTime: number | undefined, now: number, staleAfterMs: number): boolean =>
  mostRecentOrderTime !== undefined && now - mostRecentOrderTime > staleAfterMs;

const childToOption = (c: PreviousOrderItem['childItems'][number]): SelectedOption => ({
  optionProductNumber: c.productNumber,
  ...(c.quantity !== undefined ? { quantity: c.quantity } : {}),
  ...(c.value !== undefined ? { value: c.value } : {}),
  product: { productNumber: c.productNumber, name: c.name },
});

/** A previous-order line as a cart item to add again (undefined for a line that cannot be reordered). */
export const previousItemToCartInput = (i: PreviousOrderItem): CartItemInput | undefined =>
  isReorderableItem(i) && i.product.productNumber !== undefined
    ? {
        product: { productNumber: i.product.productNumber, formCode: i.product.formCode, name: i.product.name },
        size: { sku: i.sku, sizeCode: i.sizeCode, name: i.sizeName },
        selectedOptions: i.childItems.map(childToOption),
        quantity: i.quantity,
      }
    : undefined;
