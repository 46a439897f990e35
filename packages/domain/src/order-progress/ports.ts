// What order progress needs from the outside world: the customer's read and live stream of one order, and the
// partner's queue, its live stream and the moves. A live stream emits 'open' when connected, each change as it
// comes, and ends (an error, then completion) when it is cut: the flows decide what to do then.
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { OrderProgressError } from './errors';
import type { OrderMoveRequest, OrderProgress, StoreQueueOrder } from './model';

export type LiveUpdate<A> = { readonly kind: 'open' } | { readonly kind: 'change'; readonly eventId?: string; readonly value: A };

export interface StoreQueue {
  readonly storeNumber: string;
  readonly storeName: string;
  readonly orders: readonly StoreQueueOrder[];
}

export type StoreQueueChange = { readonly kind: 'queue'; readonly queue: StoreQueue } | { readonly kind: 'order'; readonly order: StoreQueueOrder };

export interface OrderTracking {
  /** The order's progress now: a member's own order, or a guest's with the tokenized link's token. */
  progress(orderId: string, token?: string): Observable<Either<OrderProgressError, OrderProgress>>;
  /** Its changes, live; `lastEventId` resumes after the last change seen. */
  watch(orderId: string, token?: string, lastEventId?: string): Observable<Either<OrderProgressError, LiveUpdate<OrderProgress>>>;
}

export interface StoreOrders {
  /** The signed-in partner's store's open orders (403 for a member who is no partner). */
  queue(): Observable<Either<OrderProgressError, StoreQueue>>;
  /** The queue's changes, live: the whole queue first, then each order as it changes. */
  watch(lastEventId?: string): Observable<Either<OrderProgressError, LiveUpdate<StoreQueueChange>>>;
  move(orderId: string, request: OrderMoveRequest): Observable<Either<OrderProgressError, StoreQueueOrder>>;
}
