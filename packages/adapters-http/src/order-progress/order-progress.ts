// The order-progress ports over HTTP (issue #28): the reads and the move over REST, decoded with the domain's
// wire codecs; the live streams over EventSource (text/event-stream). EventSource reconnects by itself with
// Last-Event-ID; this adapter instead reports a cut (an error event) as the end of the stream, so the domain's
// flow decides: it polls meanwhile, then opens a new stream with ?lastEventId= of the last event seen.
import { Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { isOrderProgressCode, type LiveUpdate, type OrderProgressError, type OrderTracking, type StoreOrders, type StoreQueueChange } from '@crema/domain/order-progress';
import {
  OrderProgressCodec,
  OrderProgressEvents,
  orderProgressApiPath,
  orderProgressEventsApiPath,
  STORE_ORDERS_API_PATH,
  STORE_ORDERS_EVENTS_API_PATH,
  storeOrderMovesApiPath,
  StoreQueueCodec,
  StoreQueueOrderCodec,
} from '@crema/domain/order-progress/wire';
import type { Decoder } from 'io-ts';
import { encodeQuery, restValue, typedClient, type HttpClient } from '../client';

/** What the adapter needs of the platform's EventSource (a test may give its own). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: { readonly data?: unknown; readonly lastEventId?: string }) => void): void;
  close(): void;
}
export type OpenEventSource = (url: string) => EventSourceLike;

export interface HttpOrderProgressOptions {
  /** Where the API is ('' on the product's own origin). */
  readonly baseUrl: string;
  /** Default: the platform's EventSource, with the session cookie. */
  readonly openEventSource?: OpenEventSource;
}

const platformEventSource: OpenEventSource = (url) => new EventSource(url, { withCredentials: true });

const decodeEvent = <A>(codec: Decoder<unknown, A>, raw: unknown): Either<OrderProgressError, A> => {
  try {
    const decoded = codec.decode(typeof raw === 'string' ? JSON.parse(raw) : raw);
    return decoded._tag === 'Right' ? right(decoded.right) : left(domainError(ErrorCodes.DECODE));
  } catch {
    return left(domainError(ErrorCodes.DECODE));
  }
};

/**
 * A live stream: 'open', then each event decoded by `decoders` (by event name); an error event (the stream cut, or
 * refused) or an undecodable event ends it with a Left. Unsubscribing closes the EventSource.
 */
const liveStream = <C>(open: OpenEventSource, url: string, decoders: Readonly<Record<string, (raw: unknown) => Either<OrderProgressError, C>>>): Observable<Either<OrderProgressError, LiveUpdate<C>>> =>
  new Observable((sub) => {
    const source = open(url);
    const end = (e: OrderProgressError): void => {
      source.close();
      sub.next(left(e));
      sub.complete();
    };
    source.addEventListener('open', () => sub.next(right({ kind: 'open' })));
    source.addEventListener('error', () => end(domainError(ErrorCodes.NETWORK)));
    for (const [name, decode] of Object.entries(decoders)) {
      source.addEventListener(name, (e) => {
        const value = decode(e.data);
        if (value._tag === 'Left') return end(value.left);
        sub.next(right({ kind: 'change', ...(e.lastEventId !== undefined && e.lastEventId !== '' ? { eventId: e.lastEventId } : {}), value: value.right }));
      });
    }
    return () => source.close();
  });

export const createHttpOrderProgress = (client: HttpClient, o: HttpOrderProgressOptions): { tracking: OrderTracking; storeOrders: StoreOrders } => {
  const typed = typedClient(client, isOrderProgressCode);
  const open = o.openEventSource ?? platformEventSource;
  const base = o.baseUrl.replace(/\/+$/, '');
  return {
    tracking: {
      progress: (orderId, token) => restValue(typed, { method: 'GET', path: orderProgressApiPath(orderId), query: { token }, decoder: OrderProgressCodec }),
      watch: (orderId, token, lastEventId) =>
        liveStream(open, `${base}${orderProgressEventsApiPath(orderId)}${encodeQuery({ token, lastEventId })}`, {
          [OrderProgressEvents.progress]: (raw) => decodeEvent(OrderProgressCodec, raw),
        }),
    },
    storeOrders: {
      queue: () => restValue(typed, { method: 'GET', path: STORE_ORDERS_API_PATH, decoder: StoreQueueCodec }),
      watch: () =>
        liveStream<StoreQueueChange>(open, `${base}${STORE_ORDERS_EVENTS_API_PATH}`, {
          [OrderProgressEvents.queue]: queueChange,
          [OrderProgressEvents.order]: orderChange,
        }),
      move: (orderId, request) => restValue(typed, { method: 'POST', path: storeOrderMovesApiPath(orderId), body: request, decoder: StoreQueueOrderCodec }),
    },
  };
};

const queueChange = (raw: unknown): Either<OrderProgressError, StoreQueueChange> => {
  const q = decodeEvent(StoreQueueCodec, raw);
  return q._tag === 'Left' ? q : right({ kind: 'queue', queue: q.right });
};
const orderChange = (raw: unknown): Either<OrderProgressError, StoreQueueChange> => {
  const q = decodeEvent(StoreQueueOrderCodec, raw);
  return q._tag === 'Left' ? q : right({ kind: 'order', order: q.right });
};

