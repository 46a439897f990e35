// The partner's queue as a flow (issue #28): the store's open orders by pickup time, kept live (new orders,
// moves made at another till, curbside arrivals), with polling while the stream is cut, and the moves the
// partner makes (one at a time per order; a refusal is shown beside its order).
import { BehaviorSubject, type Observable, type SchedulerLike } from 'rxjs';
import type { OrderProgressError } from './errors';
import { createLiveFeed, type LiveFeed, type LiveMode } from './live-feed';
import { queueAnnouncement } from './messages';
import type { OrderMoveRequest, StoreQueueOrder } from './model';
import type { StoreOrders, StoreQueue, StoreQueueChange } from './ports';
import { byPickupTime, isFinished } from './rules';

export interface StoreQueueState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly queue?: StoreQueue;
  readonly error?: OrderProgressError;
  readonly mode: LiveMode;
  /** Orders with a move on its way. */
  readonly pending: readonly string[];
  /** The last refusal of a move, by order. */
  readonly moveErrors: Readonly<Record<string, OrderProgressError>>;
  readonly announcement: string;
}

export interface StoreQueueFlow {
  readonly state$: Observable<StoreQueueState>;
  current(): StoreQueueState;
  start(): void;
  retry(): void;
  move(orderId: string, request: OrderMoveRequest): void;
  dispose(): void;
}

export interface StoreQueueDeps {
  readonly orders: StoreOrders;
  readonly scheduler?: SchedulerLike;
  readonly pollMs?: number;
  readonly retryMs?: number;
}

/** The open orders only, by pickup time. */
export const openQueue = (q: StoreQueue): StoreQueue => ({ ...q, orders: q.orders.filter((o) => !isFinished(o.stage)).sort(byPickupTime) });

/** The queue with one order's new state: added, replaced (never by an older one), or gone once finished. */
export const withOrder = (q: StoreQueue, order: StoreQueueOrder): StoreQueue => {
  const held = q.orders.find((o) => o.orderId === order.orderId);
  if (held !== undefined && order.moves.length < held.moves.length) return q;
  return openQueue({ ...q, orders: [...q.orders.filter((o) => o.orderId !== order.orderId), order] });
};

export const createStoreQueueFlow = (d: StoreQueueDeps): StoreQueueFlow => {
  const subject = new BehaviorSubject<StoreQueueState>({ status: 'loading', mode: 'connecting', pending: [], moveErrors: {}, announcement: '' });
  const patch = (p: Partial<StoreQueueState>): void => subject.next({ ...subject.value, ...p });

  const showQueue = (queue: StoreQueue): void => {
    const { error: _dropped, ...rest } = subject.value;
    subject.next({ ...rest, status: 'ready', queue: openQueue(queue) });
  };
  const showOrder = (order: StoreQueueOrder): void => {
    const q = subject.value.queue;
    if (q === undefined) return;
    const said = queueAnnouncement(q.orders.find((o) => o.orderId === order.orderId), order);
    patch({ queue: withOrder(q, order), ...(said !== undefined ? { announcement: said } : {}) });
  };

  const feed: LiveFeed = createLiveFeed<StoreQueue, StoreQueueChange>({
    read: () => d.orders.queue(),
    watch: (lastEventId) => d.orders.watch(lastEventId),
    onRead: showQueue,
    onChange: (c) => (c.kind === 'queue' ? showQueue(c.queue) : showOrder(c.order)),
    onReadFailed: (error) => {
      if (subject.value.queue === undefined) patch({ status: 'failed', error });
    },
    onMode: (mode) => patch({ mode }),
    ...(d.scheduler !== undefined ? { scheduler: d.scheduler } : {}),
    ...(d.pollMs !== undefined ? { pollMs: d.pollMs } : {}),
    ...(d.retryMs !== undefined ? { retryMs: d.retryMs } : {}),
  });

  return {
    state$: subject.asObservable(),
    current: () => subject.value,
    start: () => feed.start(),
    retry: () => {
      patch({ status: 'loading' });
      feed.refresh();
    },
    move: (orderId, request) => {
      if (subject.value.pending.includes(orderId)) return;
      const { [orderId]: _old, ...otherErrors } = subject.value.moveErrors;
      patch({ pending: [...subject.value.pending, orderId], moveErrors: otherErrors });
      d.orders.move(orderId, request).subscribe((r) => {
        const s = subject.value;
        const pending = s.pending.filter((id) => id !== orderId);
        if (r._tag === 'Right') {
          const q = s.queue;
          subject.next({ ...s, pending, ...(q !== undefined ? { queue: withOrder(q, r.right) } : {}) });
        } else {
          subject.next({ ...s, pending, moveErrors: { ...s.moveErrors, [orderId]: r.left } });
        }
      });
    },
    dispose: () => feed.stop(),
  };
};
