// Previous orders and favorite products (spec sections 4, 5, 6, 9).
import { Limits } from '../shared/config';
import type { Session } from '../shared';
import type { CartItemInput, SelectedOption } from './cart-model';
import type { FavoriteItem, FavoriteProduct, PreviousOrder, PreviousOrderItem } from './member-model';
import { itemIdentity } from './cart-rules';

/** Spec section 9: order type '141' marks express orders. */
export const EXPRESS_ORDER_TYPE: string = Limits.expressOrderType;
/** Product number of basket lines that are not products (dropped from previous orders). */
export const NON_PRODUCT_NUMBER = '81';
/** Ours: the most favorite products a member may keep; past it the server answers 561007. */
export const FAVORITES_MAX = 25;

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

const favoriteKey = (f: FavoriteItem): string =>
  itemIdentity({ product: { productNumber: f.productNumber, formCode: f.formCode, name: '' }, size: { sizeCode: f.sizeCode, sku: f.sku, name: '' }, selectedOptions: f.selectedOptions });

/** The favorite already holding this exact item (same product, size and options), if any. */
export const findFavorite = (list: readonly FavoriteProduct[], item: FavoriteItem): FavoriteProduct | undefined => {
  const key = favoriteKey(item);
  return list.find((f) => favoriteKey(f.item) === key);
};

export const favoriteToCartInput = (f: FavoriteProduct, sizeName?: string): CartItemInput => ({
  product: { productNumber: f.product.productNumber, formCode: f.item.formCode, name: f.product.name },
  size: { sku: f.item.sku, sizeCode: f.item.sizeCode, name: sizeName ?? f.item.sizeCode },
  selectedOptions: f.item.selectedOptions,
  quantity: 1,
});
