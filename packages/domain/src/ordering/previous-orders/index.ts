// A member's previous orders: the model, what can be ordered again, and the list use case.
export type { PreviousOrder, PreviousOrderChildItem, PreviousOrderItem } from './previous-order-model';
export {
  cleanPreviousOrders,
  EXPRESS_ORDER_TYPE,
  isExpressOrder,
  isReorderableItem,
  NON_PRODUCT_NUMBER,
  previousItemsStale,
  previousItemToCartInput,
  previousOrderOf,
  showPreviousOrders,
} from './previous-rules';
export { makeListPreviousOrders, makeReorder } from './previous-orders';
export type {
  ListPreviousOrders,
  ListPreviousOrdersDeps,
  ListPreviousOrdersInput,
  PreviousOrdersView,
  PreviousOrderView,
} from './previous-orders';
