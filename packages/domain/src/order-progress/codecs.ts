// The order-progress calls' wire shapes and paths (issue #28; ours: the spec shows none). The HTTP adapter decodes
// every answer and every event with these; the server decodes a move with the same codec.
//
//  customer  GET  /apiproxy/v1/orders/{orderId}/progress            a member's own order; a guest's with ?token=
//            GET  /apiproxy/v1/orders/{orderId}/progress/events     text/event-stream of OrderProgress ('progress')
//  partner   GET  /apiproxy/v1/store/orders                         the partner's store's open orders
//            GET  /apiproxy/v1/store/orders/events                  'queue' (the whole queue) then 'order' per change
//            POST /apiproxy/v1/store/orders/{orderId}/moves         { move, reason? } -> StoreQueueOrder
import * as t from 'io-ts';
import type { OrderMoveKind, OrderMoveRequest, OrderProgress, OrderStage, ProgressItem, StoreQueueOrder } from './model';

export const ORDERS_API_PATH = '/apiproxy/v1/orders';
export const STORE_ORDERS_API_PATH = '/apiproxy/v1/store/orders';
export const orderProgressApiPath = (orderId: string): string => `${ORDERS_API_PATH}/${encodeURIComponent(orderId)}/progress`;
export const orderProgressEventsApiPath = (orderId: string): string => `${orderProgressApiPath(orderId)}/events`;
export const STORE_ORDERS_EVENTS_API_PATH = `${STORE_ORDERS_API_PATH}/events`;
export const storeOrderMovesApiPath = (orderId: string): string => `${STORE_ORDERS_API_PATH}/${encodeURIComponent(orderId)}/moves`;

/** Server-Sent Event names. */
export const OrderProgressEvents = { progress: 'progress', queue: 'queue', order: 'order' } as const;

const enumOf = <A extends string>(name: string, values: readonly A[]): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, (u): u is A => typeof u === 'string' && (values as readonly string[]).includes(u), (u, c) => (typeof u === 'string' && (values as readonly string[]).includes(u) ? t.success(u as A) : t.failure(u, c)), t.identity);

const Whole = new t.Type<number, number, unknown>('Whole', (u): u is number => typeof u === 'number' && Number.isSafeInteger(u), (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) ? t.success(u) : t.failure(u, c)), t.identity);

export const OrderStageCodec = enumOf<OrderStage>('OrderStage', ['received', 'preparing', 'ready', 'pickedUp', 'cancelled']);
export const OrderMoveKindCodec = enumOf<OrderMoveKind>('OrderMoveKind', ['startPreparing', 'markReady', 'markPickedUp', 'cancel']);

export const OrderMoveRequestCodec: t.Type<OrderMoveRequest, OrderMoveRequest, unknown> = t.intersection([
  t.type({ move: OrderMoveKindCodec }),
  t.partial({ reason: t.string }),
]);

const ProgressItemCodec: t.Type<ProgressItem, ProgressItem, unknown> = t.intersection([
  t.type({
    name: t.string,
    quantity: Whole,
    customizations: t.readonlyArray(t.intersection([t.type({ name: t.string }), t.partial({ quantity: t.number, value: t.string })])),
  }),
  t.partial({ sizeName: t.string }),
]);

const progressFields = {
  orderId: t.string,
  orderNumber: t.string,
  storeNumber: t.string,
  storeName: t.string,
  placedAt: Whole,
  items: t.readonlyArray(ProgressItemCodec),
  stage: OrderStageCodec,
  moves: t.readonlyArray(t.type({ stage: OrderStageCodec, at: Whole })),
};
const progressOptional = {
  scheduledFor: Whole,
  estimatedReadyAt: Whole,
  cancelReason: t.string,
  arrival: t.intersection([t.type({ arrivedAt: Whole }), t.partial({ parkingSpot: Whole })]),
};

export const OrderProgressCodec: t.Type<OrderProgress, OrderProgress, unknown> = t.intersection([t.type(progressFields), t.partial(progressOptional)], 'OrderProgress');
export const StoreQueueOrderCodec: t.Type<StoreQueueOrder, StoreQueueOrder, unknown> = t.intersection(
  [t.type({ ...progressFields, customerName: t.string }), t.partial(progressOptional)],
  'StoreQueueOrder',
);
export const StoreQueueCodec = t.type({ storeNumber: t.string, storeName: t.string, orders: t.readonlyArray(StoreQueueOrderCodec) }, 'StoreQueue');
export type StoreQueueAnswer = t.TypeOf<typeof StoreQueueCodec>;
