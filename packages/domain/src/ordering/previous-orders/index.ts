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
export { isChargeLine, planReorder, reorderRefusalText } from './reorder-plan';
export type { ReorderLineFacts, ReorderPlan, ReorderRefusal, ReorderRefusalReason } from './reorder-plan';
export type {
  ListPreviousOrders,
  ListPreviousOrdersDeps,
  ListPreviousOrdersInput,
  PreviousOrdersView,
  PreviousOrderView,
  ReorderDeps,
  ReorderOutcome,
} from './previous-orders';
